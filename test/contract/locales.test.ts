// @vitest-environment node
/**
 * The catalogs' coverage gate. The shipped locales are the files present (`<folder>/locales/<tag>.ts` of the core,
 * every plugin and the third-party fixture), so the gate checks exactly the locales that exist; `LOCALE=de` checks
 * one. For each locale and namespace: the file exists, starts with the register line (one register per language),
 * has every English key and no other, each value is valid ICU with the same arguments as English and plural cases
 * the language has, and no value equals English unless it is only placeholders or brand names, or is listed in the
 * file's `sameAsEnglish`.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogLocales, pluginFolders } from '../../scripts/plugins.mjs';
import { englishFiles } from '../../scripts/i18n.mjs';
import { formatMessage, parse, type Part } from '../../core/icu';
import { interpolate } from '../../core/strings';
import { catalogTags } from '../fixtures/thirdPartyPlugin/catalogs';

const root = process.cwd();
const folders: Record<string, string> = { core: join(root, 'core') };
for (const dir of pluginFolders(root))
  if (existsSync(join(dir, 'strings.ts'))) folders[dir.split(/[/\\]/).pop()!] = dir;
folders.invite = join(root, 'test/fixtures/thirdPartyPlugin');

/** Words that may stand alone untranslated in any language: brand and product names as their owners write them. */
const BRANDS = new Set(
  'WhatsApp Google Apple GitHub Microsoft Facebook Twitter X LinkedIn Slack Discord Amazon GitLab Bitbucket Coinbase Figma Salesforce Twitch Yahoo TikTok Snapchat Stytch Ethereum Solana MetaMask Metamask Phantom Binance WalletConnect Gmail Yahoo Outlook Passkey OAuth'.split(
    ' ',
  ),
);

const shipped = [...new Set(Object.values(folders).flatMap((dir) => catalogLocales(dir)))].sort();
const locales = process.env.LOCALE ? [process.env.LOCALE] : shipped;

/**
 * The account page's strings have catalogs of their own (`accountLocales/<tag>.ts`, loaded only by the account page):
 * a folder with `accountStrings.ts` is checked twice, as `<ns>` (locales/, strings.ts and the parts beside it) and
 * `<ns> account` (accountLocales/, accountStrings.ts).
 */
const ACCOUNT = ' account';
for (const [ns, dir] of Object.entries(folders))
  if (existsSync(join(dir, 'accountStrings.ts'))) folders[`${ns}${ACCOUNT}`] = dir;
const catalogFolder = (ns: string) => (ns.endsWith(ACCOUNT) ? 'accountLocales' : 'locales');

/** The English catalog of a folder: `strings.ts` and the parts beside it that load later (scripts/i18n.mjs). */
async function english(ns: string, dir: string): Promise<Record<string, string>> {
  if (ns.endsWith(ACCOUNT)) {
    const account = (await import(/* @vite-ignore */ join(dir, 'accountStrings.ts'))) as {
      strings?: Record<string, string>;
    };
    if (!account.strings) throw new Error(`${dir}/accountStrings.ts exports no \`strings\``);
    return account.strings;
  }
  const catalog: Record<string, string> = {};
  for (const file of englishFiles(dir)) {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const found = Object.values(mod).filter(
      (v): v is Record<string, string> =>
        !!v &&
        typeof v === 'object' &&
        Object.keys(v).length > 0 &&
        Object.keys(v).every((k) => k.startsWith(`${ns}.`)),
    );
    if (!found.length) throw new Error(`${file} exports no catalog of "${ns}." keys`);
    Object.assign(catalog, ...found);
  }
  return catalog;
}

/** Argument names of a message, and the plural/select case names it uses (`n:plural:one`). */
function shape(parts: Part[], args = new Set<string>(), cases: string[] = []): { args: Set<string>; cases: string[] } {
  for (const p of parts) {
    if (typeof p === 'string' || p.a === '#') continue;
    args.add(p.a);
    for (const [k, v] of Object.entries(p.c ?? {})) {
      cases.push(`${p.a}:${p.t}:${k}`);
      shape(v, args, cases);
    }
  }
  return { args, cases };
}

/** Literal text of a message without its arguments. */
const literal = (parts: Part[]): string =>
  parts.map((p) => (typeof p === 'string' ? p : p.c ? Object.values(p.c).map(literal).join(' ') : ' ')).join('');

const REGISTER = /^\/\/ register: (formal|informal)\b/;

it('the shipped locales are derived from the files present', () => {
  expect(shipped.every((t) => /^[a-z]{2,3}(-[A-Z]{2}|-[A-Z][a-z]{3})?$/.test(t))).toBe(true);
  // The fixture lists its catalogs by hand, as a third party does: the list must match its files.
  expect([...catalogTags].sort()).toEqual(catalogLocales(folders.invite));
});

for (const tag of locales) {
  describe(`locale ${tag}`, () => {
    const registers = new Map<string, string>();
    const rules = new Intl.PluralRules(tag);
    const ordinal = new Intl.PluralRules(tag, { type: 'ordinal' });
    for (const [ns, dir] of Object.entries(folders)) {
      it(`${ns}: ${catalogFolder(ns)}/${tag}.ts is complete and consistent with English`, async () => {
        const file = join(dir, catalogFolder(ns), `${tag}.ts`);
        expect(existsSync(file), `missing ${file.slice(root.length + 1)}`).toBe(true);
        const register = REGISTER.exec(readFileSync(file, 'utf8'))?.[1];
        expect(
          register,
          `${file}: the first line must be "// register: formal" or "// register: informal"`,
        ).toBeDefined();
        registers.set(ns, register!);
        expect(new Set(registers.values()).size, `${tag} mixes registers: ${[...registers].join(', ')}`).toBe(1);

        const en = await english(ns, dir);
        const mod = (await import(/* @vite-ignore */ file)) as {
          default: Record<string, unknown>;
          sameAsEnglish?: string[];
        };
        const catalog = mod.default;
        const same = new Set(mod.sameAsEnglish ?? []);
        expect(
          Object.keys(en).filter((k) => !Object.hasOwn(catalog, k)),
          'missing keys',
        ).toEqual([]);
        expect(
          Object.keys(catalog).filter((k) => !Object.hasOwn(en, k)),
          'keys English does not have',
        ).toEqual([]);
        expect(
          [...same].filter((k) => !Object.hasOwn(en, k)),
          'sameAsEnglish lists unknown keys',
        ).toEqual([]);

        const problems: string[] = [];
        for (const [key, source] of Object.entries(en)) {
          const value = catalog[key];
          if (typeof value !== 'string' || !value.trim()) {
            problems.push(`${key}: not a non-empty string`);
            continue;
          }
          let parts: Part[];
          try {
            parts = parse(value);
          } catch (e) {
            problems.push(`${key}: ${(e as Error).message}`);
            continue;
          }
          const want = shape(parse(source));
          const got = shape(parts);
          if ([...want.args].sort().join() !== [...got.args].sort().join())
            problems.push(
              `${key}: arguments {${[...got.args].join('}, {')}} differ from English {${[...want.args].join('}, {')}}`,
            );
          const allowed = new Set([...rules.resolvedOptions().pluralCategories, 'other']);
          const allowedOrdinal = new Set(ordinal.resolvedOptions().pluralCategories);
          for (const c of got.cases) {
            const [, type, name] = c.split(':');
            if (type === 'select' || name.startsWith('=')) continue;
            if (!(type === 'plural' ? allowed : allowedOrdinal).has(name as Intl.LDMLPluralRule))
              problems.push(`${key}: "${name}" is not a plural category of ${tag} (${[...allowed].join(', ')})`);
          }
          if (value === source && !same.has(key)) {
            // Email addresses and URLs (placeholders, links) are not words to translate.
            const words =
              literal(parts)
                .replace(/\S*(@|:\/\/)\S*/g, ' ')
                .match(/\p{L}+/gu) ?? [];
            if (words.some((w) => !BRANDS.has(w)))
              problems.push(`${key}: same as English (translate it, or list it in sameAsEnglish)`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

// An English page formats its catalogs without the ICU formatter (it loads only with another locale or an override
// using other ICU syntax): every English message must come out of `interpolate` exactly as ICU writes it.
describe('English without the ICU formatter', () => {
  for (const [ns, dir] of Object.entries(folders)) {
    it(`${ns}: every English message formats as ICU does`, async () => {
      const problems: string[] = [];
      for (const [key, source] of Object.entries(await english(ns, dir))) {
        const parts = parse(source);
        const counted = new Set(shape(parts).cases.map((c) => c.split(':')[0]));
        for (const n of [0, 1, 2, 1200]) {
          const params = Object.fromEntries(
            [...shape(parts).args].map((a) => [a, counted.has(a) || n !== 2 ? n : `<${a}>`]),
          );
          const want = formatMessage(source, params, 'en');
          const got = interpolate(source, params);
          if (got !== want) problems.push(`${key} with ${JSON.stringify(params)}: "${got}", ICU: "${want}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
