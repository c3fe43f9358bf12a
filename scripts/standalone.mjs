/**
 * The standalone flavour: the same source with React replaced by `preact/compat` at build time, for pages that are
 * not React apps. One place for the esbuild settings every consumer shares: the script-tag files of `npm run build`
 * (dist/standalone/), the sandbox's standalone pages (served from the preview build the e2e tests use), and the
 * side-by-side pages of `npm run size` / `npm run bench`, so what is measured and tested is what ships.
 */
import { build } from 'esbuild';
import { entrywayEsbuildPlugin } from './aliases.mjs';
import { cssMinifyEsbuild } from './cssMinify.mjs';

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
 * Script-tag files: one per widget set, each self-contained (Stytch's headless client, Preact, Redux Toolkit and
 * the plugins of its set bundled in; what a plugin loads lazily, such as phone metadata, stays in lazy chunks next
 * to it). Entry name → source file.
 */
export const SCRIPT_SETS = Object.freeze({
  'entryway.magic-links': 'standalone/magic-links.ts',
  'entryway.email': 'standalone/email.ts',
  'entryway.all': 'standalone/all.ts',
});

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
    plugins: [entrywayEsbuildPlugin(root), cssMinifyEsbuild, ...(preact ? [preactCompatPlugin(root)] : [])],
  };
}

/**
 * Build each script-tag set on its own (a set's file imports no chunk of another set).
 * @returns the output files ({ path, contents }) under `outdir`
 */
export async function buildScriptSets(root, { outdir, write = false, sets = SCRIPT_SETS } = {}) {
  const files = [];
  for (const [name, source] of Object.entries(sets)) {
    const result = await build({
      ...pageBuildOptions(root, { preact: true }),
      entryPoints: { [name]: `${root}${source}` },
      outdir,
      entryNames: '[name]',
      chunkNames: `chunks/${name}-[hash]`,
      write,
    });
    if (!write) files.push(...result.outputFiles);
  }
  return files;
}

/** The side-by-side benchmark pages' scripts (sandbox/standalone/bench/*.ts), each built with the same settings. */
export const BENCH_APPS = Object.freeze({
  react: { source: 'sandbox/standalone/bench/react.ts', preact: false },
  stytch: { source: 'sandbox/standalone/bench/stytch.ts', preact: false },
});

/**
 * Everything the sandbox serves under `/standalone/`: the script-tag sets, the benchmark apps and the plain files of
 * sandbox/standalone (HTML pages and page scripts, served as written).
 * @returns file name relative to the site root → contents
 */
export async function buildStandalonePages(root) {
  const { readdirSync, readFileSync } = await import('node:fs');
  const outdir = `${root}.cache/standalone-pages/standalone`;
  const files = new Map();
  const add = (list) => {
    for (const f of list) if (!f.path.endsWith('.map')) files.set(f.path.slice(outdir.length - 'standalone'.length), f.contents);
  };
  add(await buildScriptSets(root, { outdir }));
  for (const [name, { source, preact }] of Object.entries(BENCH_APPS)) {
    const result = await build({
      ...pageBuildOptions(root, { preact }),
      entryPoints: { [`bench/${name}`]: `${root}${source}` },
      outdir,
      chunkNames: `bench/chunks/${name}-[hash]`,
      write: false,
    });
    add(result.outputFiles);
  }
  const plain = (dir, prefix) => {
    for (const entry of readdirSync(`${root}${dir}`, { withFileTypes: true }))
      if (entry.isFile() && /\.(html|js)$/.test(entry.name)) files.set(`${prefix}${entry.name}`, readFileSync(`${root}${dir}/${entry.name}`));
  };
  plain('sandbox/standalone', 'standalone/');
  plain('sandbox/standalone/bench', 'standalone/bench/');
  return files;
}
