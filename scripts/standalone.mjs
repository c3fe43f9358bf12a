/**
 * The standalone flavour: the same source with React replaced by `preact/compat` at build time, for pages that are
 * not React apps. One place for the esbuild settings every consumer shares: the script-tag files of `npm run build`
 * (dist/standalone/), the sandbox's standalone pages (served from the preview build the e2e tests use), and the
 * side-by-side pages of `npm run size` / `npm run bench`, so what is measured and tested is what ships.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { build, transform } from 'esbuild';
import { entrywayEsbuildPlugin } from './aliases.mjs';
import { cssMinifyEsbuild } from './cssMinify.mjs';
import { eagerCompileEsbuild } from './eagerCompile.mjs';
import { catalogueMetadata } from './pluginMeta.mjs';
import { discover } from './plugins.mjs';
import { builtFile, foldStaticChunks, moduleGraph } from './foldChunks.mjs';

/** React's module names → preact/compat's. */
export const PREACT_ALIASES = Object.freeze({
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
});

/** An esbuild plugin resolving React's modules (ours and react-redux's) to preact/compat. */
export function preactCompatPlugin(root) {
  return {
    name: 'react-to-preact-compat',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        const target = PREACT_ALIASES[args.path];
        if (!target) return undefined;
        // Resolved from the repository root, so dependencies (react-redux) get the same single copy of Preact.
        return b.resolve(target, { resolveDir: root, kind: args.kind });
      });
    },
  };
}

/**
 * esbuild options shared by every page-sized build here and by `npm run size` (minified ESM, code splitting,
 * production conditions, es2022, the CSS of our styles modules minified as the library build does).
 */
export function pageBuildOptions(root, { preact = false, external = [] } = {}) {
  return {
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'error',
    external,
    // An app bundles the package, whose modules carry V8's eager compilation hint (scripts/eagerCompile.mjs); the
    // script-tag files (preact) instead open with the hint for the whole file.
    plugins: [
      entrywayEsbuildPlugin(root),
      cssMinifyEsbuild,
      ...(preact ? [preactCompatPlugin(root)] : [eagerCompileEsbuild(root)]),
    ],
  };
}

/** What the Stytch adapter (`stytchProduct` of stytch.ts, evaluated) of each plugin folder that has one declares. */
function pluginAdapters(root) {
  const plugins = discover({ root }).filter((plugin) => plugin.files.stytch);
  const meta = catalogueMetadata(
    plugins.map((plugin) => ({ file: plugin.files.stytch, kind: 'stytch' })),
    { root },
  );
  return plugins.map((plugin) => ({ plugin, ...meta.get(resolvePath(plugin.files.stytch)) }));
}

/**
 * The Stytch product each plugin folder's adapter (`stytch.ts`) declares (nothing is listed by hand).
 * @returns Stytch product name → { id, dir, files } of the plugin folder
 */
export function pluginsByProduct(root) {
  return new Map(pluginAdapters(root).map(({ product, plugin }) => [product, plugin]));
}

/** The widget kinds the plugin folders' adapters provide (`widgets` of each `stytchProduct`). */
export function pluginWidgetKinds(root) {
  return pluginAdapters(root).flatMap(({ widgets }) => widgets);
}

/** Stytch's product names (compat/adapter.ts's `Products`, which mirrors Stytch's own enum). */
export async function stytchProducts(root) {
  const result = await build({
    entryPoints: [`${root}compat/adapter.ts`],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
    logLevel: 'error',
  });
  return (await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`))
    .Products;
}

/**
 * Names a plugin folder's index.ts re-exports from a module that renders with `entryway/react`: its React components
 * (`<ResetPassword/>`). A page of script tags renders with the elements (`<entryway-reset-password>`), and these names
 * would bring the React wrapper into the plugin script's first download.
 */
function reactComponents(plugin) {
  const names = new Set();
  const index = readFileSync(`${plugin.dir}/index.ts`, 'utf8');
  for (const [, list, from] of index.matchAll(/export\s*{([^}]*)}\s*from\s*'(\.[^']+)'/g)) {
    const file = ['.tsx', '.ts'].map((ext) => resolvePath(plugin.dir, from + ext)).find(existsSync);
    if (!file || !readFileSync(file, 'utf8').includes("from 'entryway/react'")) continue;
    for (const item of list.split(',').map((i) => i.trim()))
      if (!item.startsWith('type ')) names.add(item.split(/\s+as\s+/).pop());
  }
  return [...names].filter((name) => /^[A-Z][a-z]/.test(name));
}

/**
 * The names a plugin folder's index.ts (or another of its modules) exports (values only: TypeScript's types have
 * none at run time), without its React components.
 */
async function pluginExports(plugin, file = `${plugin.dir}/index.ts`) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'error',
    outdir: 'out',
    // Only the folder's own modules are followed: the names come from its re-exports.
    plugins: [{ name: 'external', setup: (b) => b.onResolve({ filter: /^[^./]/ }, () => ({ external: true })) }],
  });
  const components = reactComponents(plugin);
  return Object.values(result.metafile.outputs)[0].exports.filter((name) => !components.includes(name));
}

/**
 * Virtual entry `entryway.<id>`: the plugin's exports, registered with the core script as its Stytch product. The
 * exports are named one by one rather than gathered with `import * as`: a namespace object needs esbuild's export
 * helper, a file of its own that every plugin script would import before its first form.
 */
function pluginScript(root, plugin, names) {
  const list = names.join(', ');
  return `import { registerProduct } from '${root}standalone/index.ts';
import { stytchProduct } from '${plugin.files.stytch}';
import { ${list} } from '${plugin.dir}/index.ts';
export { ${list} };
registerProduct(stytchProduct, { ${list} });`;
}

/**
 * The account page's parts in the plugin folders: each plugin's account entry (`account.ts`), and the index of a
 * plugin that only an account page passes (its plugin.ts declares sections: the profile sections).
 */
function accountParts(root) {
  return discover({ root }).flatMap((plugin) => {
    if (existsSync(`${plugin.dir}/account.ts`)) return [{ plugin, file: `${plugin.dir}/account.ts` }];
    const definition = `${plugin.dir}/plugin.ts`;
    return existsSync(definition) && /^\s+account[,:]/m.test(readFileSync(definition, 'utf8'))
      ? [{ plugin, file: `${plugin.dir}/index.ts` }]
      : [];
  });
}

/**
 * Virtual entry `entryway.account`: the account page for script tags. It brings its own copy of the core script
 * (`entryway.js`: `window.Entryway`, the login elements, `loadStytchClient`), then `mountAccount`,
 * `defineAccountElement` and every plugin's account part, added to `window.Entryway`, and defines
 * `<entryway-account>` (its client from `public-token` / `api-url` as the other elements; its plugins set by script).
 */
function accountScript(root, parts) {
  const names = parts.flatMap((p) => p.names);
  return `import { Entryway } from '${root}standalone/index.ts';
import { mountAccount } from '${root}core/account.ts';
import { defineAccountElement } from '${root}core/accountElement.ts';
${parts.map((p) => `import { ${p.names.join(', ')} } from '${p.file}';`).join('\n')}
export { mountAccount, defineAccountElement, ${names.join(', ')} };
Object.assign(Entryway, { mountAccount, defineAccountElement, ${names.join(', ')} });
const clientOf = (element) => {
  const token = element.getAttribute('public-token');
  if (!token) return null;
  const url = (element.getAttribute('api-url') || '').replace(/\\/+$/, '');
  const test = token.startsWith('public-token-test-');
  const options = !url ? undefined : test ? { endpoints: { testAPIURL: url } } : { customBaseUrl: url };
  let client;
  return () => (client ??= Entryway.loadStytchClient(token, options));
};
if (typeof customElements !== 'undefined') defineAccountElement(undefined, { client: clientOf });`;
}

/**
 * Script-tag files: `entryway.js` (the core: Preact, Redux's store, the elements; Stytch's headless client in a chunk
 * it loads when a widget first needs it) and one `entryway.<plugin id>.js` per plugin folder with a Stytch adapter,
 * built together so a page that loads several plugin scripts gets one shared copy of the core. The chunks a script
 * imports statically are folded into it (foldChunks.mjs): the core's into `entryway.js`, which every plugin script
 * imports, so a page that names `entryway.js` and its plugin scripts runs only files its HTML names before its form.
 * What is loaded lazily (screens, phone metadata, the client) stays in chunks/. A `manifest.json` maps Stytch product
 * names to their script and lists under `preload` the chunks a script still imports statically (one shared by two
 * plugins). The account page's script, `entryway.account.js` (manifest `account`), is built apart with its own copy
 * of the core.
 * @returns the output files ({ path, contents }) under `outdir` when not written
 */
export async function buildScripts(root, { outdir, write = false } = {}) {
  const plugins = [...pluginsByProduct(root)];
  const exports = new Map(await Promise.all(plugins.map(async ([, p]) => [p.id, await pluginExports(p)])));
  const virtual = {
    name: 'entryway-plugin-scripts',
    setup(b) {
      b.onResolve({ filter: /^entryway-plugin-script:/ }, (args) => ({
        path: args.path.slice('entryway-plugin-script:'.length),
        namespace: 'plugin-script',
      }));
      b.onLoad({ filter: /.*/, namespace: 'plugin-script' }, (args) => ({
        contents: pluginScript(root, plugins.find(([, p]) => p.id === args.path)[1], exports.get(args.path)),
        loader: 'ts',
        resolveDir: root,
      }));
    },
  };
  const options = pageBuildOptions(root, { preact: true });
  const result = await build({
    ...options,
    plugins: [...options.plugins, virtual],
    entryPoints: {
      entryway: `${root}standalone/index.ts`,
      ...Object.fromEntries(plugins.map(([, p]) => [`entryway.${p.id}`, `entryway-plugin-script:${p.id}`])),
    },
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
  });
  // The account page's script, built apart: the login scripts' files and chunks stay exactly what they are without
  // it (one build would split what it shares with each plugin script into new chunks those scripts would import).
  const parts = await Promise.all(
    accountParts(root).map(async ({ plugin, file }) => ({ file, names: await pluginExports(plugin, file) })),
  );
  const account = await build({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: 'entryway-account-script',
        setup(b) {
          b.onResolve({ filter: /^entryway-account-script$/ }, () => ({
            path: 'account',
            namespace: 'account-script',
          }));
          b.onLoad({ filter: /.*/, namespace: 'account-script' }, () => ({
            contents: accountScript(root, parts),
            loader: 'js',
            resolveDir: root,
          }));
        },
      },
    ],
    entryPoints: { 'entryway.account': 'entryway-account-script' },
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/account-[name]-[hash]',
    write: false,
  });
  const scripts = ['entryway.js', ...plugins.map(([, p]) => `entryway.${p.id}.js`)];
  const login = await foldStaticChunks(result.outputFiles, outdir, scripts, options);
  const accountFiles = await foldStaticChunks(account.outputFiles, outdir, ['entryway.account.js'], options);
  const loginGraph = await moduleGraph(login, outdir);
  const accountGraph = await moduleGraph(accountFiles, outdir);
  const preload = (graph, script) => graph.staticClosure(script).filter((file) => file.startsWith('chunks/'));
  const manifest = {
    core: 'entryway.js',
    products: Object.fromEntries(plugins.map(([product, p]) => [product, `entryway.${p.id}.js`])),
    // A page with the account widget loads this script alone (it has its own copy of the core script).
    account: 'entryway.account.js',
    preload: {
      ...Object.fromEntries(scripts.map((script) => [script, preload(loginGraph, script)])),
      'entryway.account.js': preload(accountGraph, 'entryway.account.js'),
    },
  };
  const manifestFile = {
    path: `${outdir}/manifest.json`,
    contents: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
  };
  // What a page runs before its first form: the scripts and the chunks they import statically.
  const firstPath = new Set([...scripts, 'entryway.account.js', ...Object.values(manifest.preload).flat()]);
  const files = [...login, ...accountFiles].map((file) =>
    firstPath.has(loginGraph.name(file)) ? withCompileHint(file) : file,
  );
  files.push(manifestFile);
  if (write) {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    for (const file of files) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, file.contents);
    }
    return [];
  }
  return files;
}

/**
 * V8's explicit compile hint (a magic comment that must open the file): every function of the file is compiled
 * eagerly, on the thread that streams the script in, instead of on the page's main thread when first called. Almost
 * every function of a first-path file runs before the form shows (Preact's render, the store, the element, the
 * first screen), so lazy compilation only moved that work onto the main thread: with the hint the README's plain
 * page spent 0.30× of Stytch's script time before its form instead of 0.51× (`npm run bench`), for 20 bytes a file.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function withCompileHint(file) {
  return builtFile(file.path, Buffer.concat([Buffer.from(COMPILE_HINT), Buffer.from(file.contents)]));
}

/**
 * The benchmark app of Entryway's React build (React bundled in) for the given Stytch products: each plugin's
 * `sizeApp` (its size.ts), mounted with `mountLogin` against the simulator on the page's origin.
 */
export async function reactBenchApp(root, productNames) {
  const byProduct = pluginsByProduct(root);
  const apps = [];
  for (const name of productNames) {
    const plugin = byProduct.get(name);
    if (!plugin?.files.size) continue;
    const { code } = await transform(readFileSync(plugin.files.size, 'utf8'), { loader: 'ts', format: 'esm' });
    apps.push((await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).sizeApp);
  }
  return `import { mountLogin } from 'entryway';
${apps.map((a) => a.imports).join('\n')}
// A factory: the client's code is fetched and the client created after the widget's first frame (WidgetOptions.client).
const client = () =>
  import('@stytch/vanilla-js/headless').then((m) =>
    m.createStytchHeadlessClient('public-token-test-sandbox', { endpoints: { testAPIURL: window.location.origin } }),
  );
mountLogin({ elementId: '#widget-host', client, plugins: [${apps.map((a) => a.plugin).join(', ')}] });`;
}

/**
 * The benchmark app of Stytch's React UI (`@stytch/react`'s `<StytchLogin>`, React bundled in) with magic links and
 * passwords against the simulator on the page's origin: the counterpart of Entryway's React page, as `npm run size`'s
 * React rows pair them (Stytch's `StytchUI` page renders with Preact, so next to it a React page also counts React).
 */
function stytchReactBenchApp() {
  return `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchProvider, StytchLogin, createStytchUIClient, Products } from '@stytch/react';
const stytch = createStytchUIClient('public-token-test-sandbox', { endpoints: { testAPIURL: window.location.origin } });
const redirect = \`\${window.location.origin}/authenticate\`;
const config = {
  products: [Products.emailMagicLinks, Products.passwords],
  emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
  passwordOptions: { loginRedirectURL: redirect, resetPasswordRedirectURL: redirect },
};
createRoot(document.getElementById('widget-host')).render(
  createElement(StytchProvider, { stytch }, createElement(StytchLogin, { config })),
);`;
}

/** The side-by-side comparison's configuration: Stytch's own product names (Stytch's UI page uses the same). */
export const COMPARED_PRODUCTS = (Products) => [Products.emailMagicLinks, Products.passwords];

/**
 * Everything the sandbox serves under `/standalone/`: the script-tag files, the benchmark apps (Stytch's UI page
 * from sandbox/standalone/bench/stytch.ts; Entryway's React page generated from the plugins' size.ts), their HTML
 * pages and the page scripts of sandbox/standalone (plain JavaScript, served as written).
 * @returns file name relative to the site root → contents
 */
export async function buildStandalonePages(root) {
  const outdir = `${root}.cache/standalone-pages/standalone`;
  const files = new Map();
  const add = (list) => {
    for (const f of list)
      if (!f.path.endsWith('.map')) files.set(f.path.slice(outdir.length - 'standalone'.length), f.contents);
  };
  add(await buildScripts(root, { outdir }));
  const Products = await stytchProducts(root);
  const apps = {
    stytch: { entryPoints: { 'bench/stytch': `${root}sandbox/standalone/bench/stytch.ts` } },
    'stytch-react': {
      stdin: { contents: stytchReactBenchApp(), resolveDir: root, loader: 'ts', sourcefile: 'stytch-react.ts' },
    },
    react: {
      stdin: {
        contents: await reactBenchApp(root, COMPARED_PRODUCTS(Products)),
        resolveDir: root,
        loader: 'ts',
        sourcefile: 'react.ts',
      },
    },
  };
  for (const [name, input] of Object.entries(apps)) {
    const result = await build({
      ...pageBuildOptions(root),
      ...input,
      outdir,
      entryNames: input.stdin ? `bench/${name}` : '[dir]/[name]',
      chunkNames: `bench/chunks/${name}-[hash]`,
      write: false,
    });
    // An app's bundler gives a React page one initial file (Vite's build of this app has one, its lazy chunks apart):
    // esbuild's split would make the page find four chunks a round trip after its entry, a wait no app has.
    add(
      name === 'react'
        ? await foldStaticChunks(result.outputFiles, outdir, [`bench/${name}.js`], pageBuildOptions(root))
        : result.outputFiles,
    );
  }
  // The benchmark pages: the same plain HTML around their scripts (Entryway's: the core script and a script tag per
  // compared product, as the README's page writes them).
  // Entryway's page script (sandbox/standalone/bench/entryway.js, served as written, so its comments are bytes the
  // page loads) only hands `<entryway-login>` a factory of the simulator's client, as `public-token` would make one
  // for Stytch's API: the widget calls it after its first frame, and the client's code is fetched then. It reads
  // `window.Entryway` when called (the plugin scripts have run by then) rather than importing `entryway.js`, so the
  // page's own script waits for nothing.
  const manifest = JSON.parse(Buffer.from(files.get('standalone/manifest.json')).toString());
  const benchPage = (title, scripts, host) =>
    Buffer.from(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Benchmark (${title}) · Entryway sandbox</title>
${scripts.map((src) => `    <script type="module" src="/standalone/${src}"></script>`).join('\n')}
  </head>
  <body>
    <main>${host}</main>
  </body>
</html>
`);
  const div = '<div id="widget-host" data-testid="widget-host"></div>';
  files.set('standalone/bench-stytch.html', benchPage("Stytch's prebuilt UI", ['bench/stytch.js'], div));
  files.set('standalone/bench-react.html', benchPage('Entryway, React bundled in', ['bench/react.js'], div));
  files.set(
    'standalone/bench-stytch-react.html',
    benchPage("Stytch's React UI, React bundled in", ['bench/stytch-react.js'], div),
  );
  const entrywayScripts = COMPARED_PRODUCTS(Products).map((product) => manifest.products[product]);
  const entrywayHost = '<entryway-login id="widget-host" data-testid="widget-host"></entryway-login>';
  files.set(
    'standalone/bench-entryway.html',
    benchPage('Entryway standalone', [manifest.core, ...entrywayScripts, 'bench/entryway.js'], entrywayHost),
  );
  // The sandbox's standalone pages (sandbox/standalone/page.js loads the scripts): the login page and the callback
  // page every emailed link of these pages lands on.
  const sandboxPage = (title, tag, what) =>
    Buffer.from(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · Entryway sandbox</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" src="/standalone/page.js"></script>
  </head>
  <body>
    <main>
      <h1>Standalone page</h1>
      <p>Plain HTML with the script-tag build (<code>entryway.js</code> and one script per plugin, Preact inside) and <code>&lt;${tag}&gt;</code>${what}.</p>
      <${tag} data-testid="widget-host" session-duration-minutes="60"></${tag}>
      <p id="session" role="status">Session: none</p>
      <h2>DOM events</h2>
      <ol id="events" data-testid="events"></ol>
    </main>
  </body>
</html>
`);
  files.set('standalone/login.html', sandboxPage('Standalone login', 'entryway-login', ''));
  files.set(
    'standalone/authenticate.html',
    sandboxPage('Standalone callback', 'entryway-callback', ', where every emailed link lands'),
  );
  // The account page: `<entryway-account>` with the account script (sandbox/standalone/account.js loads it).
  files.set(
    'standalone/account.html',
    Buffer.from(
      sandboxPage('Standalone account', 'entryway-account', '')
        .toString()
        .replace('/standalone/page.js', '/standalone/account.js')
        .replace(
          '<code>entryway.js</code> and one script per plugin',
          '<code>entryway.account.js</code>, the core and every account part',
        ),
    ),
  );
  // A page for each widget kind a plugin provides (its adapter's `widgets`), e.g. standalone/passkey-registration.html.
  for (const kind of pluginWidgetKinds(root)) {
    const tag = `entryway-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    files.set(`standalone/${tag.slice('entryway-'.length)}.html`, sandboxPage(`Standalone ${kind}`, tag, ''));
  }
  const plain = (dir, prefix) => {
    for (const entry of readdirSync(`${root}${dir}`, { withFileTypes: true }))
      if (entry.isFile() && /\.js$/.test(entry.name))
        files.set(`${prefix}${entry.name}`, readFileSync(`${root}${dir}/${entry.name}`));
  };
  plain('sandbox/standalone', 'standalone/');
  plain('sandbox/standalone/bench', 'standalone/bench/');
  return files;
}
