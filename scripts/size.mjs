#!/usr/bin/env node
/**
 * `npm run size`: what a page ships, Entryway side by side with Stytch's own UI, every bundle built with the same
 * esbuild settings (scripts/standalone.mjs: minified ESM, code splitting, production conditions, es2022). Each output
 * file is compressed on its own (as a server sends it) and the initial files (the entry and what it imports
 * statically) are added up; files loaded with import() are reported apart.
 *
 * Tables:
 *   1. A page without React (magic links + passwords), everything bundled: Stytch's prebuilt UI (`StytchUI`
 *      element of `@stytch/vanilla-js`), Entryway's standalone script `entryway.email.js` (preact/compat inside)
 *      with `<entryway-login>`, and Entryway's React build with React bundled in. The first and last are the
 *      benchmark pages of `npm run bench` (sandbox/standalone/bench/*.ts).
 *   2. A React app (React and react-dom external): `@stytch/react`'s `<StytchLogin>` against Entryway with the same
 *      products, and bigger Entryway configurations. Entryway's apps pass a client factory that fetches Stytch's
 *      client (its own lazy chunk, after the first form), as the README advises; one row creates it up front. 2b: three of them built by
 *      Vite instead (an app's defaults), which keeps what lazy chunks share with the page in the page's one file;
 *      esbuild splits it into a shared file per set of entries reaching a module, which compress apart.
 *   3. What each plugin adds: (core + plugin) − core, for every plugin folder with a `size.ts` (`sizeApp`),
 *      discovered by scripts/plugins.mjs; and the chunks the big configuration loads with import() (phone metadata).
 *   4. What an app installs: packages and MB that `npm install entryway @stytch/vanilla-js react react-dom` puts in
 *      node_modules (scripts/installFootprint.mjs: npm pack, installed from the registry into a scratch app), next
 *      to the figures of the release that still depended on Redux Toolkit and the wallet libraries.
 * Targets: the standalone page ≤ 0.5× Stytch's bytes; magic links + Google + passwords on a React app
 * ≤ 36 KB (OAuth with the Google button alone: the plugin's `sizeApp.minimal`).
 *
 * Flags: --json (machine-readable), --check (exit 1 when a target is missed), --no-install (skip table 4: it packs
 * the library and needs the npm registry).
 */
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ensureDependencies, root } from './lib.mjs';
import { discover, generatePlugins } from './plugins.mjs';
import { entrywayAliases } from './aliases.mjs';
import { measureInstall } from './installFootprint.mjs';

await ensureDependencies();
// The entryway/stytch row bundles the generated list of product adapters.
generatePlugins({ root });
const { build, transform } = await import('esbuild');
const { pageBuildOptions, pluginsByProduct, stytchProducts, buildScripts, COMPARED_PRODUCTS } =
  await import('./standalone.mjs');

const REACT_APP_TARGET = 36 * 1024;
const STANDALONE_RATIO_TARGET = 0.5;
const REACT_EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*'];
const args = new Set(process.argv.slice(2));

/**
 * The app's client as the README advises: a factory that fetches the client's code (WidgetOptions.client), so the
 * client is in a lazy chunk of its own. `EAGER_CLIENT` is an app that creates it up front (one row, for comparison).
 */
const CLIENT = `const client = () =>
  import('@stytch/vanilla-js/headless').then((m) => m.createStytchClient('public-token-test-size'));`;
const EAGER_CLIENT = `import { createStytchClient } from '@stytch/vanilla-js/headless';
const client = createStytchClient('public-token-test-size');`;

const loginApp = (imports, plugins, client = CLIENT) => `${client}
import { mountLogin } from 'entryway';
${imports}
mountLogin({ elementId: '#login', client, plugins: [${plugins}] });`;

/**
 * A plugin folder's `size.ts` (`export const sizeApp = { imports, plugin, minimal? }`), evaluated without a TS loader.
 * `minimal` is the smallest configuration a comparison can name (OAuth with Google alone); `plugin` is the plugin's
 * own row.
 */
async function sizeApp(file) {
  const { code } = await transform(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' });
  const { sizeApp: app, accountSizeApp } = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  // A plugin that only an account page passes has no login row, only its part of the account page's.
  if (app === undefined && accountSizeApp) return { account: accountSizeApp };
  if (
    typeof app?.imports !== 'string' ||
    typeof app?.plugin !== 'string' ||
    (app.minimal !== undefined && typeof app.minimal !== 'string')
  )
    throw new Error(`${file}: sizeApp must be { imports: string, plugin: string, minimal?: string }`);
  return { ...app, account: accountSizeApp };
}

/**
 * Plugin id → `sizeApp`, for every plugin folder with a size.ts, and plugin id → `accountSizeApp` (`{ imports,
 * plugin }`: what the plugin adds to the account page's row), for those that export one.
 */
async function pluginApps() {
  const all = await Promise.all(
    discover({ root })
      .filter((p) => p.files.size)
      .map(async (p) => [p.id, await sizeApp(p.files.size)]),
  );
  return {
    login: Object.fromEntries(all.filter(([, a]) => a.imports !== undefined)),
    account: Object.fromEntries(all.filter(([, a]) => a.account).map(([id, a]) => [id, a.account])),
  };
}

/** Bundle one app; returns the sizes of the initial files and of the lazily loaded ones. */
async function measure(source, { preact = false, external = REACT_EXTERNAL, file } = {}) {
  const input = file
    ? { entryPoints: { app: file } }
    : { stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: 'app.ts' } };
  const result = await build({
    ...pageBuildOptions(root, { preact, external }),
    ...input,
    write: false,
    metafile: true,
    outdir: `${root}.cache/size`,
    entryNames: 'app',
    chunkNames: 'chunk-[hash]',
  });
  const meta = result.metafile;
  const files = new Map(
    result.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => [f.path.slice(root.length), f.contents]),
  );
  // The app's own file (entryNames 'app'): the chunks of import() targets have an entryPoint too.
  const entry = Object.keys(meta.outputs).find((o) => o.endsWith('/app.js'));
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const imp of meta.outputs[name].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(entry);
  const sum = (names) => {
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const name of names) {
      const bytes = files.get(name);
      if (!bytes) continue;
      total.raw += bytes.length;
      total.gzip += gzipSync(bytes, { level: 9 }).length;
      total.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    return total;
  };
  const lazyNames = [...files.keys()].filter((f) => !initial.has(f));
  // Minified bytes of the initial files by where the code comes from (exact; compression is not separable).
  const groups = {};
  for (const name of initial)
    for (const [inputFile, { bytesInOutput }] of Object.entries(meta.outputs[name].inputs)) {
      const group = groupOf(inputFile);
      groups[group] = (groups[group] ?? 0) + bytesInOutput;
    }
  // Each lazy file with its source modules (to tell which chunks one locale's catalogs load).
  const chunks = lazyNames.map((name) => ({ inputs: Object.keys(meta.outputs[name].inputs), ...sum([name]) }));
  const modules = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
  return {
    ...sum(initial),
    files: initial.size,
    lazy: sum(lazyNames),
    lazyFiles: lazyNames.length,
    groups,
    chunks,
    modules,
  };
}

/**
 * What showing one locale adds to a page of `m` (a measured app): the chunks `locale` loads — the core's and each
 * plugin's catalog and loader map, the negotiation chunk and the ICU formatter — by the folder they come from.
 */
function localeCost(m, locale) {
  const rows = new Map();
  for (const c of m.chunks) {
    const own = c.inputs.find(
      (i) =>
        i.endsWith(`/locales/${locale}.ts`) ||
        i.endsWith('locales.generated.ts') ||
        i.endsWith('core/icu.ts') ||
        i.endsWith('core/negotiate.ts'),
    );
    if (!own) continue;
    const folder = own.endsWith('core/icu.ts')
      ? 'ICU formatter (core/icu.ts)'
      : own.endsWith('core/negotiate.ts')
        ? 'negotiation, overrides, right-to-left rules (core/negotiate.ts)'
        : own.replace(/\/(locales\/[^/]+|locales\.generated)\.ts$/, '');
    const row = rows.get(folder) ?? { name: folder, raw: 0, gzip: 0, brotli: 0 };
    for (const k of ['raw', 'gzip', 'brotli']) row[k] += c[k];
    rows.set(folder, row);
  }
  const list = [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
  const total = list.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  return [
    ...list.map((r) => ({ ...r, name: `  ${r.name}` })),
    { name: `one locale (${locale}) in all, loaded before the first screen`, ...total },
  ];
}

/**
 * The same app built by Vite (this repository's version, an app's defaults), React external. Vite keeps a module that
 * lazy chunks share with the page in the page's own chunk, where esbuild makes a shared file for each set of entries
 * reaching a module, so an esbuild page with lazy chunks is several files that compress apart.
 */
async function measureVite(source) {
  const dir = `${root}.cache/size-vite`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/app.ts`, source);
  const { build: viteBuild } = await import('vite');
  const { cssMinifyRollup } = await import('./cssMinify.mjs');
  const { eagerCompileRollup } = await import('./eagerCompile.mjs');
  const out = await viteBuild({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    // The package's modules as the library build writes them.
    plugins: [cssMinifyRollup, eagerCompileRollup()],
    resolve: { alias: entrywayAliases(root) },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      modulePreload: false,
      target: 'es2022',
      rollupOptions: { input: `${dir}/app.ts`, external: [/^react(-dom)?(\/|$)/] },
    },
  });
  const chunks = new Map(
    (Array.isArray(out) ? out[0] : out).output.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]),
  );
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name) || !chunks.has(name)) return;
    initial.add(name);
    for (const imp of chunks.get(name).imports) visit(imp);
  };
  visit([...chunks.values()].find((c) => c.isEntry).fileName);
  const sum = (names) => {
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const name of names) {
      const bytes = Buffer.from(chunks.get(name).code);
      total.raw += bytes.length;
      total.gzip += gzipSync(bytes, { level: 9 }).length;
      total.brotli += brotli(bytes);
    }
    return total;
  };
  const lazyNames = [...chunks.keys()].filter((n) => !initial.has(n));
  return { ...sum(initial), files: initial.size, lazy: sum(lazyNames), lazyFiles: lazyNames.length };
}

function groupOf(input) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
  if (pkg === '@stytch/vanilla-js') return 'Stytch client';
  if (
    pkg &&
    [
      '@reduxjs/toolkit',
      'redux',
      'immer',
      'reselect',
      'redux-thunk',
      'react-redux',
      'use-sync-external-store',
    ].includes(pkg)
  )
    return 'Redux (store only)';
  if (pkg === 'preact') return 'preact/compat';
  if (pkg) return `other: ${pkg}`;
  if (/^(core|ui)\//.test(input)) return 'Entryway core + UI kit';
  if (/^plugins\//.test(input)) return 'Entryway plugins';
  return 'app, element and glue';
}

const { login: apps, account: accountApps } = await pluginApps();
const ids = Object.keys(apps);
const app = (list, { minimal = false } = {}) =>
  loginApp(
    list.map((id) => apps[id].imports).join('\n'),
    list.map((id) => (minimal && apps[id].minimal) || apps[id].plugin).join(', '),
  );
// Configurations are named by Stytch product (compat/adapter.ts's Products); each maps to the plugin folder whose
// stytch.ts declares that product.
const Products = await stytchProducts(root);
const byProduct = pluginsByProduct(root);
const productOf = Object.fromEntries([...byProduct].map(([product, p]) => [p.id, product]));
const idsOf = (products) =>
  products
    .filter((product) => byProduct.has(product) && ids.includes(byProduct.get(product).id))
    .map((product) => byProduct.get(product).id);
const label = (list) => list.map((id) => productOf[id] ?? id).join(' + ');
const compared = idsOf(COMPARED_PRODUCTS(Products));

// 1. A page without React.
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** The script-tag files a page with the compared products loads: their plugin scripts and what they import. */
async function shippedScripts() {
  const outdir = `${root}.cache/size-scripts`;
  const files = new Map(
    (await buildScripts(root, { outdir })).map((f) => [f.path.slice(outdir.length + 1), f.contents]),
  );
  // The core script, the plugin scripts and the chunks they import statically (manifest.json's preload lists,
  // checked against the emitted code by test/standaloneManifest.test.ts).
  const { core, preload } = JSON.parse(Buffer.from(files.get('manifest.json')).toString());
  const scripts = [core, ...compared.map((id) => `entryway.${id}.js`)];
  const loaded = new Set(scripts.flatMap((script) => [script, ...preload[script]]));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const name of loaded) {
    const bytes = files.get(name);
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotli(bytes);
  }
  return { ...total, files: [...loaded] };
}
const stytchPage = await measure(null, { file: `${root}sandbox/standalone/bench/stytch.ts`, external: [] });
const standalonePage = await shippedScripts();
// The same code as one bundle, for the breakdown by origin.
const standaloneBundle = await measure(
  `export * from '${root}standalone/index.ts';
import { registerProduct } from '${root}standalone/index.ts';
${compared.map((id, i) => `import { stytchProduct as p${i} } from '${byProduct.get(productOf[id]).files.stytch}'; import * as a${i} from '${root}plugins/${id}/index.ts'; registerProduct(p${i}, a${i});`).join('\n')}`,
  { preact: true, external: [] },
);
const reactPage = await measure(app(compared), { external: [] });
const pageRows = [
  { name: 'Stytch prebuilt UI (StytchUI element, Preact inside)', ...stytchPage, base: stytchPage },
  {
    name: `Entryway standalone: ${standalonePage.files.length} script files + <entryway-login>`,
    ...standalonePage,
    base: stytchPage,
    target: 'standalone',
  },
  { name: '  (the same code as one bundle)', ...standaloneBundle, base: stytchPage },
  { name: 'Entryway React build, React bundled in (mountLogin)', ...reactPage, base: stytchPage },
];

// 2. A React app.
const stytchReact = await measure(`import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchProvider, StytchLogin, createStytchUIClient, Products } from '@stytch/react';
const stytch = createStytchUIClient('public-token-test-size');
createRoot(document.getElementById('login')).render(
  createElement(StytchProvider, { stytch }, createElement(StytchLogin, { config: { products: [Products.emailMagicLinks, Products.passwords] } })),
);`);
const targetIds = idsOf([Products.emailMagicLinks, Products.oauth, Products.passwords]);
const reactRows = [{ name: `@stytch/react <StytchLogin> (${label(compared)})`, ...stytchReact, base: stytchReact }];
for (const id of compared.slice(0, -1))
  reactRows.push({ name: `Entryway: ${label([id])}`, ...(await measure(app([id]))), base: stytchReact });
// The issue's configuration: each plugin's minimal form (OAuth: the Google button alone).
const target = await measure(app(targetIds, { minimal: true }));
const minimalNote = targetIds
  .filter((id) => apps[id].minimal)
  .map((id) => apps[id].minimal)
  .join(', ');
reactRows.push({
  name: `Entryway: ${label(targetIds)}${minimalNote ? ` — ${minimalNote}` : ''}`,
  ...target,
  base: stytchReact,
  target: 'react',
});
// The same app creating its client up front (as every row did before the factory could fetch the client's code).
const targetEager = await measure(
  loginApp(
    targetIds.map((id) => apps[id].imports).join('\n'),
    targetIds.map((id) => apps[id].minimal || apps[id].plugin).join(', '),
    EAGER_CLIENT,
  ),
);
reactRows.push({
  name: `  the same, the client created up front (import … from '@stytch/vanilla-js/headless')`,
  ...targetEager,
  base: stytchReact,
});
const targetFull = await measure(app(targetIds));
if (minimalNote)
  reactRows.push({
    name: `Entryway: ${label(targetIds)} — as in the plugin rows below`,
    ...targetFull,
    base: stytchReact,
  });
const big = await measure(app(ids));
reactRows.push({ name: `Entryway: ${label(ids)}`, ...big, base: stytchReact });
const compat = await measure(`${CLIENT}
import { mountLogin } from 'entryway/stytch';
mountLogin({ elementId: '#login', client, config: { products: ${JSON.stringify(ids.map((id) => productOf[id]).filter(Boolean))} } });`);
reactRows.push({
  name: 'Entryway: entryway/stytch (every plugin, from a Stytch config)',
  ...compat,
  base: stytchReact,
});
// The same apps built by Vite (the initial file is one; what Vite's build loads with import() is apart).
const viteRows = [];
for (const list of [[compared[0]], targetIds, ids]) {
  const m = await measureVite(app(list));
  viteRows.push({
    name: `Entryway: ${label(list)} (${m.files} initial file${m.files === 1 ? '' : 's'}; ${kb(m.lazy.brotli)} lazy)`,
    ...m,
    base: stytchReact,
  });
}

// The account page (its own entry points: a login page above has no edge to it), made of the plugins whose size.ts
// has an `accountSizeApp`. The row names the plugins whose sections' code the build holds, initial or lazy: a
// section is a module its account entry (account.ts, or plugin.ts for a plugin with no login part) loads with
// import() from screens/.
const sectionModules = discover({ root }).flatMap((p) => {
  const file = [`${p.dir}/account.ts`, `${p.dir}/plugin.ts`].find(
    (f) => existsSync(f) && /^\s+account[,:]/m.test(readFileSync(f, 'utf8')),
  );
  if (!file) return [];
  return [...readFileSync(file, 'utf8').matchAll(/import\('\.\/(screens\/[^']+)'\)/g)].map((m) => ({
    id: p.id,
    module: `plugins/${p.id}/${m[1]}`,
  }));
});
const accountIds = Object.keys(accountApps);
const accountPage = accountIds.length
  ? await measure(`${CLIENT}
import { mountAccount } from 'entryway/account';
${accountIds.map((id) => accountApps[id].imports).join('\n')}
mountAccount({ elementId: '#account', client, plugins: [${accountIds.map((id) => accountApps[id].plugin).join(', ')}] });`)
  : null;
if (accountPage) {
  const held = new Set(
    sectionModules
      .filter((s) => accountPage.modules.some((m) => m.replace(/\.tsx?$/, '') === s.module))
      .map((s) => s.id),
  );
  reactRows.push({
    name: `account page: ${accountIds.join(' + ')} (${accountPage.files} initial files; ${kb(accountPage.lazy.brotli)} lazy; sections' code: ${[...held].join(', ')})`,
    ...accountPage,
    base: stytchReact,
  });
}

// 3. What each plugin adds.
const baseline = await measure(loginApp('', ''));
const marginal = [];
for (const id of ids) {
  const m = await measure(app([id]));
  marginal.push({
    name: `${id} (core + plugin − core)`,
    raw: m.raw - baseline.raw,
    gzip: m.gzip - baseline.gzip,
    brotli: m.brotli - baseline.brotli,
  });
}
const localeRows = localeCost(big, 'de');
const lazy = {
  name: `lazy chunks of "${label(ids)}" (${big.lazyFiles} file${big.lazyFiles === 1 ? '' : 's'}, import() on first use)`,
  ...big.lazy,
};

// 4. What an app installs. Before: measured the same way on the package that listed @reduxjs/toolkit, ethers,
// @solana/web3.js and @wallet-standard/app as dependencies (npm 11, Node 20).
const INSTALL_BEFORE = { total: { packages: 66, megabytes: 160 }, entryway: { packages: 62, megabytes: 94 } };
let install = null;
if (!args.has('--no-install')) {
  try {
    install = measureInstall(root);
  } catch (e) {
    install = { error: String(e instanceof Error ? e.message.split('\n')[0] : e) };
  }
}

const standaloneRatio = standalonePage.brotli / stytchPage.brotli;
const checks = [
  {
    name: 'standalone page ≤ 0.5× Stytch prebuilt UI (brotli)',
    ok: standaloneRatio <= STANDALONE_RATIO_TARGET,
    value: `${standaloneRatio.toFixed(2)}×`,
  },
  {
    name: `React app, ${label(targetIds)} ≤ 36.0 KB (brotli)${byProduct.has(Products.oauth) ? '' : ' — no OAuth plugin yet'}`,
    ok: target.brotli <= REACT_APP_TARGET,
    value: `${(target.brotli / 1024).toFixed(1)} KB`,
  },
];

if (args.has('--json')) {
  const strip = ({ groups, lazy: l, lazyFiles, base, files, modules, chunks, ...rest }) => ({
    ...rest,
    // The number of initial files (a list for the script-tag page).
    files: Array.isArray(files) ? files.length : files,
    ratioToStytch: base ? rest.brotli / base.brotli : undefined,
  });
  console.log(
    JSON.stringify(
      {
        page: pageRows.map(strip),
        reactApp: reactRows.map(strip),
        reactAppVite: viteRows.map(strip),
        baseline: strip(baseline),
        marginal,
        lazy,
        install: { before: INSTALL_BEFORE, now: install },
        locale: localeRows,
        checks,
        breakdown: { standalonePage: standaloneBundle.groups, reactApp: target.groups },
      },
      null,
      2,
    ),
  );
} else {
  const all = [...pageRows, ...reactRows, ...viteRows, baseline, ...marginal, lazy, ...localeRows].map(
    (r) => r.name ?? 'core',
  );
  const width = Math.max(...all.map((n) => n.length)) + 4;
  const line = (name, raw, gzip, brotli, ratio = '') =>
    console.log(
      `${name.padEnd(width)}${raw.padStart(10)}${gzip.padStart(10)}${brotli.padStart(10)}${ratio.padStart(18)}`,
    );
  const table = (title, rows, ratioTitle) => {
    console.log(`\n${title}`);
    line('', 'minified', 'gzip', 'brotli', ratioTitle);
    for (const r of rows)
      line(
        `  ${r.name}`,
        kb(r.raw),
        kb(r.gzip),
        kb(r.brotli),
        r.base ? `${(r.brotli / r.base.brotli).toFixed(2)}×` : '',
      );
  };
  console.log(
    'Same esbuild settings for every bundle (minified ESM, splitting, production); per file brotli 11 / gzip 9,',
  );
  console.log('initial files added up (1 KB = 1024 B).');
  table(`1. A page without React, ${label(compared)} (everything bundled)`, pageRows, 'vs Stytch');
  table('2. A React app (React and react-dom external; Stytch client counted)', reactRows, 'vs @stytch/react');
  table("2b. The same React apps built by Vite (an app's defaults)", viteRows, 'vs @stytch/react');
  table('3. What each plugin adds to an app', [
    { ...baseline, name: 'core alone (mountLogin, no plugin, Stytch client)' },
    ...marginal,
    lazy,
  ]);
  console.log('\n4. What an app installs: npm install entryway @stytch/vanilla-js react react-dom (node_modules)');
  const fp = (f) => `${String(f.packages).padStart(4)} packages ${String(f.megabytes).padStart(5)} MB`;
  console.log(
    `  before (Redux Toolkit and wallet libraries as dependencies): ${fp(INSTALL_BEFORE.total)}; entryway's share ${fp(INSTALL_BEFORE.entryway)}`,
  );
  if (!install) console.log('  now: not measured (--no-install)');
  else if (install.error) console.log(`  now: not measured (${install.error})`);
  else
    console.log(
      `  now:                                                        ${fp(install.total)}; entryway's share ${fp(install.entryway)}`,
    );
  table(`5. What a page in German adds (locale: 'de', ${label(ids)}; English pages load none of it)`, localeRows);
  console.log(`\nwhere the standalone page's bytes come from (minified):`);
  for (const [group, bytes] of Object.entries(standaloneBundle.groups).sort((a, b) => b[1] - a[1]))
    console.log(
      `  ${group.padEnd(width - 2)}${kb(bytes).padStart(10)}  ${((bytes / standaloneBundle.raw) * 100).toFixed(0).padStart(3)}%`,
    );
  console.log('\ntargets:');
  for (const c of checks) console.log(`  ${c.ok ? 'met   ' : 'missed'}  ${c.name}: ${c.value}`);
}
if (args.has('--check') && checks.some((c) => !c.ok)) process.exit(1);
