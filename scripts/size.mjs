#!/usr/bin/env node
/**
 * `npm run size`: what an app ships. Small apps are bundled from source the way an app's bundler would (esbuild,
 * minified ESM, code splitting, production conditions) with React and react-dom external; everything else counts:
 * the Stytch headless client, Redux Toolkit, react-redux and libphonenumber-js. Each output file is compressed on
 * its own (as a server sends it) and the sizes are added up.
 *
 * Rows:
 *   - core (baseline): mountLogin with no plugin, plus creating the Stytch client.
 *   - core + every plugin; entryway/stytch (every plugin, from a config).
 *   - each plugin alone: (core + that plugin) − baseline, i.e. what adding the plugin to an app costs.
 * The plugins and their app code come from each folder's `size.ts` (`sizeApp`), discovered by scripts/plugins.mjs.
 *   - the phone chunk: code loaded with import() when a phone field is first used (libphonenumber and metadata).
 * Target (spec of this task): the big configuration's initial load ≤ half of 72 KB brotli.
 *
 * Flags: --json (machine-readable), --check (exit 1 when the target is missed).
 */
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { ensureDependencies, root } from './lib.mjs';
import { entrywayEsbuildPlugin } from './aliases.mjs';
import { discover, generatePlugins } from './plugins.mjs';

await ensureDependencies();
// The entryway/stytch row bundles the generated list of product adapters.
generatePlugins({ root });
const { build, transform } = await import('esbuild');

const TARGET_BROTLI = 36 * 1024;
const args = new Set(process.argv.slice(2));

/** `entryway/*` → source. */
const entrywaySource = entrywayEsbuildPlugin(root);

const CLIENT = `import { createStytchClient } from '@stytch/vanilla-js/headless';
const client = createStytchClient('public-token-test-size');`;

const loginApp = (imports, plugins) => `${CLIENT}
import { mountLogin } from 'entryway';
${imports}
mountLogin({ elementId: '#login', client, plugins: [${plugins}] });`;

/** A plugin folder's `size.ts` (`export const sizeApp = { imports, plugin }`), evaluated without a TS loader. */
async function sizeApp(file) {
  const { code } = await transform(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' });
  const { sizeApp: app } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  if (typeof app?.imports !== 'string' || typeof app?.plugin !== 'string') throw new Error(`${file}: sizeApp must be { imports: string, plugin: string }`);
  return [app.imports, app.plugin];
}

/** Plugin id → [import lines, plugin expression], for every plugin folder with a size.ts. */
const PLUGIN_APPS = Object.fromEntries(
  await Promise.all(discover({ root }).filter((p) => p.files.size).map(async (p) => [p.id, await sizeApp(p.files.size)])),
);

/** Bundle one app; returns sizes of the initial files and of the lazily loaded ones. */
async function measure(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: 'app.ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    write: false,
    metafile: true,
    outdir: `${root}.cache/size`,
    entryNames: 'app',
    chunkNames: 'chunk-[hash]',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    legalComments: 'none',
    logLevel: 'error',
    plugins: [entrywaySource],
  });
  const meta = result.metafile;
  const files = new Map(result.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => [f.path.slice(root.length), f.contents]));
  const entry = Object.keys(meta.outputs).find((o) => meta.outputs[o].entryPoint !== undefined);
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imp of meta.outputs[file].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
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
  for (const file of initial)
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[file].inputs)) {
      const group = groupOf(input);
      groups[group] = (groups[group] ?? 0) + bytesInOutput;
    }
  return { initial: sum(initial), lazy: sum(lazyNames), lazyFiles: lazyNames.length, groups };
}

function groupOf(input) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
  if (pkg === '@stytch/vanilla-js') return 'Stytch headless client';
  if (pkg && ['@reduxjs/toolkit', 'redux', 'immer', 'reselect', 'redux-thunk', 'react-redux', 'use-sync-external-store'].includes(pkg))
    return 'Redux Toolkit + react-redux';
  if (pkg) return `other: ${pkg}`;
  if (/^(core|ui)\//.test(input)) return 'Entryway core + UI kit';
  if (/^plugins\//.test(input)) return 'Entryway plugins';
  return 'app and glue';
}

const plugins = Object.keys(PLUGIN_APPS);

const rows = [];
const baseline = await measure(loginApp('', ''));
rows.push({ name: 'core (baseline: mountLogin, no plugin, Stytch client)', ...baseline.initial });

const big = await measure(loginApp(plugins.map((p) => PLUGIN_APPS[p][0]).join('\n'), plugins.map((p) => PLUGIN_APPS[p][1]).join(', ')));
const bigName = `core + every plugin (${plugins.join(', ')})`;
rows.push({ name: bigName, ...big.initial, target: true });
const compat = await measure(`${CLIENT}
import { mountLogin, supportedProducts } from 'entryway/stytch';
mountLogin({ elementId: '#login', client, config: { products: supportedProducts } });`);
rows.push({ name: 'entryway/stytch (all plugins, from a Stytch config)', ...compat.initial });

const marginal = [];
for (const id of plugins) {
  const [imp, call] = PLUGIN_APPS[id];
  const m = (await measure(loginApp(imp, call))).initial;
  marginal.push({
    name: `  ${id} alone (core + plugin − baseline)`,
    raw: m.raw - baseline.initial.raw,
    gzip: m.gzip - baseline.initial.gzip,
    brotli: m.brotli - baseline.initial.brotli,
  });
}
const phone = { name: `phone chunk, lazy (${big.lazyFiles} file${big.lazyFiles === 1 ? '' : 's'}, import() on first phone field)`, ...big.lazy };

if (args.has('--json')) {
  console.log(JSON.stringify({ rows, marginal, phone, breakdown: big.groups, targetBrotli: TARGET_BROTLI }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const all = [...rows, { name: 'marginal cost of each plugin:' }, ...marginal, phone];
  const width = Math.max(...all.map((r) => r.name.length)) + 2;
  const line = (name, raw, gzip, brotli) => console.log(`${name.padEnd(width)}${raw.padStart(11)}${gzip.padStart(11)}${brotli.padStart(11)}`);
  console.log('Minified ESM, React and react-dom external; the Stytch client, Redux Toolkit, react-redux and');
  console.log('libphonenumber-js counted. Sizes are per file, compressed on their own, added up (1 KB = 1024 B).\n');
  line('bundle', 'minified', 'gzip', 'brotli');
  line('-'.repeat(width - 2), '-'.repeat(9), '-'.repeat(9), '-'.repeat(9));
  for (const r of all) {
    if (r.raw === undefined) console.log(r.name);
    else line(r.name, kb(r.raw), kb(r.gzip), kb(r.brotli));
  }
  console.log(`\nwhere "${bigName}" comes from (minified bytes of its initial files):`);
  for (const [group, bytes] of Object.entries(big.groups).sort((a, b) => b[1] - a[1]))
    console.log(`  ${group.padEnd(width - 2)}${kb(bytes).padStart(11)}  ${((bytes / big.initial.raw) * 100).toFixed(0).padStart(3)}%`);
  const ok = big.initial.brotli <= TARGET_BROTLI;
  console.log(
    `\ntarget: "${bigName}" initial load ≤ ${kb(TARGET_BROTLI)} brotli (half of 72 KB): ${kb(big.initial.brotli)} → ${ok ? 'met' : `missed by ${kb(big.initial.brotli - TARGET_BROTLI)}`}`,
  );
}
if (args.has('--check') && big.initial.brotli > TARGET_BROTLI) process.exit(1);
