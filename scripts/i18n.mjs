#!/usr/bin/env node
/**
 * Translator's helper. The English catalogs (each folder's `strings.ts`) are the source of keys:
 *
 *   node scripts/i18n.mjs keys [namespace]            every key with its English text (one namespace, or all)
 *   node scripts/i18n.mjs template <namespace> <tag>  a catalog skeleton for locale <tag> (English values to replace)
 *   node scripts/i18n.mjs locales                     the locales that have catalogs, per namespace
 *
 * Check a catalog with the coverage gate: LOCALE=<tag> npx vitest run --project contract test/contract/locales.test.ts
 */
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogLocales, pluginFolders } from './plugins.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Catalog folders: namespace → folder (the core, every plugin, the third-party fixture). */
export function catalogFolders(base = root) {
  const folders = { core: join(base, 'core') };
  for (const dir of pluginFolders(base))
    if (existsSync(join(dir, 'strings.ts'))) folders[dir.split(/[/\\]/).pop()] = dir;
  folders.invite = join(base, 'test/fixtures/thirdPartyPlugin');
  return folders;
}

/** A TypeScript module's exports, bundled with esbuild (the catalogs import nothing that needs a browser). */
async function loadModule(file) {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/**
 * The files of a folder's English catalog: `strings.ts` (what the widget holds from the start) and any `<part>Strings.ts`
 * beside it, a part that loads with the code that shows it (the passwords plugin's zxcvbn feedback). Not
 * `accountStrings.ts`: the account page's catalog, with translations of its own in `accountLocales/`.
 */
export function englishFiles(dir) {
  return [
    join(dir, 'strings.ts'),
    ...readdirSync(dir)
      .filter((f) => /^[a-z]\w*Strings\.ts$/.test(f) && f !== 'accountStrings.ts')
      .sort()
      .map((f) => join(dir, f)),
  ];
}

/** The English catalog of a folder: the objects its catalog files export whose keys all start with `<namespace>.`. */
export async function englishCatalog(namespace, dir) {
  const catalog = {};
  for (const file of englishFiles(dir)) {
    const mod = await loadModule(file);
    const found = Object.values(mod).filter(
      (v) =>
        v &&
        typeof v === 'object' &&
        Object.keys(v).length &&
        Object.keys(v).every((k) => k.startsWith(`${namespace}.`) && typeof v[k] === 'string'),
    );
    if (!found.length) throw new Error(`${file} exports no catalog of "${namespace}." keys`);
    Object.assign(catalog, ...found);
  }
  return catalog;
}

/** A folder's catalog for locale `tag` (`locales/<tag>.ts`), or undefined when it has none. */
export async function localeCatalog(dir, tag) {
  const file = join(dir, 'locales', `${tag}.ts`);
  return existsSync(file) ? (await loadModule(file)).default : undefined;
}

const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

async function main([command, ...args]) {
  const folders = catalogFolders();
  if (command === 'keys') {
    const names = args[0] ? [args[0]] : Object.keys(folders);
    for (const ns of names) {
      if (!folders[ns]) throw new Error(`unknown namespace "${ns}" (one of ${Object.keys(folders).join(', ')})`);
      const en = await englishCatalog(ns, folders[ns]);
      console.log(`# ${ns} (${Object.keys(en).length} keys)`);
      for (const [k, v] of Object.entries(en)) console.log(`${k}\t${v}`);
    }
  } else if (command === 'template') {
    const [ns, tag] = args;
    if (!folders[ns] || !tag) throw new Error('usage: node scripts/i18n.mjs template <namespace> <tag>');
    const en = await englishCatalog(ns, folders[ns]);
    console.log('// register: formal');
    console.log('export default {');
    for (const [k, v] of Object.entries(en)) console.log(`  ${quote(k)}: ${quote(v)},`);
    console.log('};\n');
    console.log('/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */');
    console.log('export const sameAsEnglish: string[] = [];');
  } else if (command === 'locales') {
    for (const [ns, dir] of Object.entries(folders)) console.log(`${ns}: ${catalogLocales(dir).join(' ') || '(none)'}`);
  } else {
    console.error('usage: node scripts/i18n.mjs keys [namespace] | template <namespace> <tag> | locales');
    process.exit(2);
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
