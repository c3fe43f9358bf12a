// @vitest-environment node
/**
 * Tree-shaking guard: small apps are bundled from source with esbuild (ESM, code splitting, like an app's bundler)
 * and the output is searched for every plugin's ids. An app that imports the core and one plugin must ship no other
 * plugin's code, and libphonenumber's metadata must stay out of the initial chunks (it loads with `import()` when a
 * phone field is used).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { entrywayEsbuildPlugin } from '../scripts/aliases.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pluginIds = readdirSync(`${root}plugins`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** `entryway/*` → source, as the tsconfig paths and the Vite/Vitest aliases do. */
const entrywaySource = entrywayEsbuildPlugin(root);

interface Bundle {
  /** Code of the entry and every chunk it imports statically (what loads before any `import()`). */
  initial: string;
  /** Code of chunks reached only through `import()`. */
  lazy: string;
  /** Every source module in the output, initial or lazy (paths relative to the root). */
  modules: string[];
}

async function bundle(source: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: 'app.ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: `${root}.cache/treeshake`,
    entryNames: 'app',
    write: false,
    metafile: true,
    minify: false,
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    // The app's own dependencies; libphonenumber-js stays in so its chunking is visible.
    external: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'react-redux',
      'redux',
      '@stytch/vanilla-js',
      '@stytch/vanilla-js/*',
    ],
    plugins: [entrywaySource],
  });
  const meta: Metafile = result.metafile;
  const text = new Map(result.outputFiles.map((f) => [f.path.slice(root.length), f.text]));
  // The app's own file (entryNames 'app'): the chunks of import() targets have an entryPoint too.
  const entry = Object.keys(meta.outputs).find((o) => o.endsWith('/app.js'))!;
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imp of meta.outputs[file].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(entry);
  const lazy = Object.keys(meta.outputs).filter((o) => !initial.has(o) && o.endsWith('.js'));
  const join = (files: Iterable<string>) => [...files].map((f) => text.get(f) ?? '').join('\n');
  const modules = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
  return { initial: join(initial), lazy: join(lazy), modules };
}

/** A plugin's fingerprints: its string keys (`"<id>.`) and screen / entry ids (`"<id>/`). */
const marker = (id: string) => new RegExp(`["'\`]${id.replace(/[-]/g, '\\-')}[./]`);
const PHONE_METADATA = /country_calling_codes/;

/** Each plugin's login page as `npm run size` has it (its size.ts `sizeApp`), for the plugins that have one. */
async function loginApps() {
  const found = await Promise.all(
    pluginIds
      .filter((id) => existsSync(`${root}plugins/${id}/size.ts`))
      .map(async (id) => {
        const mod = await import(/* @vite-ignore */ pathToFileURL(`${root}plugins/${id}/size.ts`).href);
        return [id, mod] as const;
      }),
  );
  const withApp = found.filter(([, mod]) => mod.sizeApp);
  return { sized: withApp.map(([id]) => id), apps: withApp.map(([, mod]) => mod) };
}

const app = (imports: string, plugins: string) => `
import { mountLogin } from 'entryway';
${imports}
export function mount(client: any) {
  return mountLogin({ elementId: '#login', client, plugins: [${plugins}] });
}
`;

describe('tree-shaking (esbuild, ESM with code splitting, from source)', () => {
  it('has plugins to check', () => {
    expect(pluginIds).toEqual(expect.arrayContaining(['email-magic-links', 'otp', 'passwords']));
  });

  it('the core alone ships no plugin', async () => {
    const { initial, lazy } = await bundle(app('', ''));
    for (const id of pluginIds) expect(initial + lazy, `plugin ${id} in a core-only app`).not.toMatch(marker(id));
    expect(initial + lazy).not.toMatch(PHONE_METADATA);
  });

  it('(a) core + email-magic-links ships no other plugin and no phone library', async () => {
    const { initial, lazy } = await bundle(
      app(`import { emailMagicLinks } from 'entryway/plugins/email-magic-links';`, 'emailMagicLinks()'),
    );
    expect(initial).toMatch(marker('email-magic-links'));
    for (const id of pluginIds.filter((p) => p !== 'email-magic-links'))
      expect(initial + lazy, `plugin ${id} in the magic-link app`).not.toMatch(marker(id));
    expect(initial + lazy).not.toMatch(PHONE_METADATA);
    expect(initial + lazy).not.toMatch(/libphonenumber/i);
  });

  it('(b) core + otp ships no other plugin, and phone metadata only in a lazy chunk', async () => {
    const { initial, lazy } = await bundle(
      app(`import { otp } from 'entryway/plugins/otp';`, "otp({ methods: ['sms'] })"),
    );
    expect(initial).toMatch(marker('otp'));
    for (const id of pluginIds.filter((p) => p !== 'otp'))
      expect(initial + lazy, `plugin ${id} in the OTP app`).not.toMatch(marker(id));
    expect(initial, 'libphonenumber metadata in the initial chunks').not.toMatch(PHONE_METADATA);
    expect(lazy, 'libphonenumber metadata in a lazy chunk').toMatch(PHONE_METADATA);
  });

  it('(c) the screens a plugin loads lazily (its lazyScreens.ts) are in lazy chunks only', async () => {
    const { sized, apps } = await loginApps();
    let checked = 0;
    for (const [i, id] of sized.entries()) {
      const barrel = `${root}plugins/${id}/lazyScreens.ts`;
      if (!existsSync(barrel)) continue;
      // Screens declared as `export function Name(`: their declarations are what the bundle must not load at first.
      const names = [...readFileSync(barrel, 'utf8').matchAll(/export \{([^}]+)\} from '(\.[^']+)'/g)].flatMap(
        ([, list, from]) => {
          const file = `${root}plugins/${id}/${from}`;
          const source = readFileSync(existsSync(`${file}.tsx`) ? `${file}.tsx` : `${file}.ts`, 'utf8');
          return list
            .split(',')
            .map((n) => n.trim())
            .filter((n) => new RegExp(`export function ${n}\\(`).test(source));
        },
      );
      const { imports, plugin } = apps[i].sizeApp as { imports: string; plugin: string };
      const { initial, lazy } = await bundle(app(imports, plugin));
      for (const name of names) {
        expect(initial, `${id}: ${name} in the initial chunks`).not.toMatch(new RegExp(`function ${name}\\(`));
        expect(lazy, `${id}: ${name} in a lazy chunk`).toMatch(new RegExp(`function ${name}\\(`));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('(d) UI kit pieces only one screen uses stay with it: the code input and its CSS load with the passcode screen', async () => {
    // Entryway's modules import each kit component from its own file: through the kit's index, esbuild would put every
    // component any module uses in the chunk the index's importers share (the core's).
    const { initial, lazy } = await bundle(
      app(`import { otp } from 'entryway/plugins/otp';`, "otp({ methods: ['sms'] })"),
    );
    expect(initial, 'the code input in the initial chunks').not.toMatch(/function CodeInput\(|ew-code-box/);
    expect(lazy).toMatch(/function CodeInput\(/);
    expect(lazy).toMatch(/\.ew-root \.ew-code-box/);
  });

  it('(e) a login page has no edge to the account page: no section, no account strings, no page, lazy or not', async () => {
    // The account page's modules: the core's (its mount path, page, strings) and each plugin's account entry with the
    // modules its sections load with import() (read from its account.ts).
    const accountModules = (id: string) => {
      const file = `${root}plugins/${id}/account.ts`;
      const lazy = [...readFileSync(file, 'utf8').matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => m[1]);
      return [`plugins/${id}/account.ts`, ...lazy.map((m) => `plugins/${id}/${m}`)];
    };
    const withAccount = pluginIds.filter((id) => existsSync(`${root}plugins/${id}/account.ts`));
    expect(withAccount).toEqual(expect.arrayContaining(['passkeys', 'passwords', 'totp', 'oauth']));
    const core = [
      'core/account.ts',
      'core/accountElement.ts',
      'core/accountStrings.ts',
      'core/components/accountScreens.ts',
      'core/react/account.tsx',
    ];
    const pageModules = ['core/components/Account.tsx', 'core/components/accountKit.ts'];
    const found = (modules: string[], wanted: string) => modules.some((m) => m.replace(/\.tsx?$/, '') === wanted);
    // Every plugin's login page (its size.ts app; a plugin only an account page passes has none).
    const { sized, apps } = await loginApps();
    expect(sized.length).toBeGreaterThan(6);
    for (const [i, id] of sized.entries()) {
      const { imports, plugin } = apps[i].sizeApp as { imports: string; plugin: string };
      const { modules } = await bundle(app(imports, plugin));
      for (const m of [...core, ...pageModules, ...withAccount.flatMap(accountModules)])
        expect(found(modules, m.replace(/\.tsx?$/, '')), `${id}'s login page reaches ${m}`).toBe(false);
    }
    // A React app's login page (`<Login/>` from `entryway/react`) and a page of custom elements, every plugin passed.
    const every = sized.map((id, i) => apps[i].sizeApp as { imports: string; plugin: string });
    for (const page of [
      `import { createElement } from 'react';
import { Login } from 'entryway/react';
${every.map((a) => a.imports).join('\n')}
export const login = (client: any) => createElement(Login, { client, plugins: [${every.map((a) => a.plugin).join(', ')}] });`,
      `import { defineElements } from 'entryway/element';
export const define = () => defineElements();`,
    ]) {
      const { modules } = await bundle(page);
      for (const m of [...core, ...pageModules])
        expect(found(modules, m.replace(/\.tsx?$/, '')), `${page.split('\n')[1]} reaches ${m}`).toBe(false);
    }
    // Control: an account page with profile and passkeys has the page and the passkeys section (lazy), and no other
    // plugin's section. The phone section's formatting metadata is lazy too.
    const { initial, lazy, modules } = await bundle(`
import { mountAccount } from 'entryway/account';
import { profile } from 'entryway/plugins/profile';
import { passkeysAccount } from 'entryway/plugins/passkeys/account';
export const mount = (client: any) => mountAccount({ elementId: '#a', client, plugins: [profile(), passkeysAccount()] });
`);
    const mountPath = ['core/account.ts', 'core/accountStrings.ts', 'core/components/accountScreens.ts'];
    for (const m of [...mountPath, ...pageModules, ...accountModules('passkeys')])
      expect(found(modules, m.replace(/\.tsx?$/, '')), m).toBe(true);
    expect(initial).not.toMatch(/function AccountPasskeys\(/);
    expect(initial, "phone metadata in the account page's initial files").not.toMatch(PHONE_METADATA);
    expect(lazy, 'phone metadata in a lazy chunk of the account page').toMatch(PHONE_METADATA);
    for (const id of withAccount.filter((p) => p !== 'passkeys'))
      expect(marker(id).test(initial), `plugin ${id} on the passkeys account page`).toBe(false);
  });

  it('control: entryway/stytch builds every plugin, and the markers find each of them', async () => {
    const { initial } = await bundle(`export { mountLogin } from 'entryway/stytch';`);
    for (const id of ['email-magic-links', 'otp', 'passwords']) expect(initial, id).toMatch(marker(id));
  });

  it('the library build keeps one module per source file and no bundled dependencies', async () => {
    // Same check on the Rollup config's shape, without running it: every plugin is an entry of its own.
    const file = pathToFileURL(`${root}rollup.config.mjs`).href;
    type Config = {
      input: Record<string, string>;
      external: (id: string) => boolean;
      plugins: { name: string; resolveId?: (id: string) => unknown }[];
    };
    // The React flavour first, then the standalone one (same modules, React → preact/compat).
    const [config, standalone] = (await import(/* @vite-ignore */ file)).default as Config[];
    expect(Object.keys(standalone.input)).toEqual(
      expect.arrayContaining(['core/index', 'core/element', ...pluginIds.map((id) => `plugins/${id}/index`)]),
    );
    const preact = standalone.plugins.find((p) => p.name === 'react-to-preact-compat')!;
    expect(preact.resolveId!('react')).toEqual({ id: 'preact/compat', external: true });
    expect(preact.resolveId!('react-dom/client')).toEqual({ id: 'preact/compat/client', external: true });
    expect(preact.resolveId!('react/jsx-runtime')).toEqual({ id: 'preact/jsx-runtime', external: true });
    for (const id of pluginIds) expect(Object.keys(config.input)).toContain(`plugins/${id}/index`);
    for (const dep of [
      'react',
      'react-dom/client',
      'react/jsx-runtime',
      'redux',
      'react-redux',
      '@stytch/vanilla-js/headless',
      'libphonenumber-js/mobile',
    ])
      expect(config.external(dep), dep).toBe(true);
    expect(config.external('entryway/plugins/otp')).toBe(false);
    expect(config.external('./local')).toBe(false);
  });
});
