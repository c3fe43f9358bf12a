/**
 * Metadata of the plugin folders' catalogue files, read from the values the modules export, so plugin authors may
 * write them however TypeScript allows (constants, spreads, helpers, imports):
 *
 *   plugins/<id>/stytch.ts    `stytchProduct`  → { product, widgets }  (Stytch product name, its widget kinds)
 *   plugins/<id>/sandbox.tsx  `scenario`       → { pages }             (name and title of each extra sandbox page)
 *
 * Each module is bundled with esbuild (its packages left to Node) and imported in a child process: the callers are
 * synchronous (config files, the generator) and some run inside Vitest's jsdom environment, where esbuild refuses to
 * run, and the modules' side effects (a sandbox module creates a Stytch client) stay out of the caller's globals.
 * Sandbox modules are browser code, so they are evaluated with jsdom's globals and no network.
 *
 * Evaluating costs seconds, and the generator runs at every test start, so results are cached in
 * `.cache/plugin-meta.json` with the modification times of every file each module's bundle read; an entry is reused
 * while none of them changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bumped when what is read from a module changes, so older cache entries are not reused. */
const CACHE_VERSION = 1;

/** What each catalogue kind's module yields: the export read, and the JSON-safe value kept from it. */
const READERS = {
  stytch: (mod, file) => {
    const adapter = mod.stytchProduct;
    if (typeof adapter?.product !== 'string' || !adapter.product)
      throw new Error(`${file}: \`stytchProduct.product\` is not a product name`);
    return { product: adapter.product, widgets: [...(adapter.widgets ?? [])] };
  },
  sandbox: (mod, file) => {
    const pages = Object.entries(mod.scenario?.pages ?? {}).map(([name, page]) => ({ name, title: page?.title }));
    for (const { name, title } of pages) {
      // The name becomes a file name (sandbox/p/<name>.html) and a URL path segment.
      if (!/^[a-z0-9][a-z0-9-]*$/.test(name))
        throw new Error(`${file}: sandbox page name "${name}" is not lowercase-kebab-case`);
      if (typeof title !== 'string') throw new Error(`${file}: sandbox page "${name}" has no string \`title\``);
    }
    return { pages };
  },
};

const cacheFile = (root) => join(root, '.cache', 'plugin-meta.json');

function readCache(root) {
  try {
    const cache = JSON.parse(readFileSync(cacheFile(root), 'utf8'));
    return cache.version === CACHE_VERSION ? cache.modules : {};
  } catch {
    return {};
  }
}

/** A cache entry is fresh while every file its bundle read has the modification time it had then. */
function fresh(entry, mtime) {
  return !!entry && Object.entries(entry.inputs).every(([file, ms]) => mtime(file) === ms);
}

/**
 * The metadata of each `{ file, kind }` (kind: 'stytch' or 'sandbox'), by absolute file path. Synchronous; runs the
 * evaluation (one child process for every stale module) only for modules whose inputs changed since the last run.
 */
export function catalogueMetadata(entries, { root }) {
  const mtimes = new Map();
  const mtime = (file) => {
    if (!mtimes.has(file)) mtimes.set(file, statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1);
    return mtimes.get(file);
  };
  const cache = readCache(root);
  const key = ({ file, kind }) => `${kind}:${resolve(file)}`;
  const stale = entries.filter((e) => !fresh(cache[key(e)], mtime));
  if (stale.length) {
    const results = evaluateInChild(
      root,
      stale.map((e) => ({ file: resolve(e.file), kind: e.kind })),
    );
    for (const [i, e] of stale.entries()) cache[key(e)] = results[i];
    // Entries of removed files go; the others stay (other callers ask for other folders, e.g. the test fixture).
    for (const k of Object.keys(cache)) if (!existsSync(k.slice(k.indexOf(':') + 1))) delete cache[k];
    const file = cacheFile(root);
    mkdirSync(join(root, '.cache'), { recursive: true });
    // Written aside and renamed: several tools (Vitest, Playwright, the sandbox) may start at once.
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, `${JSON.stringify({ version: CACHE_VERSION, modules: cache })}\n`);
    renameSync(tmp, file);
  }
  return new Map(entries.map((e) => [resolve(e.file), cache[key(e)].value]));
}

function evaluateInChild(root, entries) {
  try {
    const out = execFileSync(process.execPath, [join(root, 'scripts', 'pluginMeta.mjs'), '--evaluate'], {
      cwd: root,
      input: JSON.stringify({ root, entries }),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(out);
  } catch (e) {
    // The child's stderr says which module failed and why.
    throw new Error(`evaluating plugin catalogue files failed:\n${e.stderr || e.message}`, { cause: e });
  }
}

/** Child side: bundle every module in one esbuild run, import each, and print the readers' values (with inputs). */
async function evaluate({ root, entries }) {
  const { build } = await import('esbuild');
  const { entrywayEsbuildPlugin } = await import('./aliases.mjs');
  const rootSlash = root.endsWith('/') ? root : `${root}/`;
  const outdir = join(root, '.cache', `plugin-meta-${process.pid}`);
  // The screens and pages a module loads on demand are never called here: left out of the bundle, they are neither
  // bundled nor inputs whose change would make the cache stale.
  const lazyExternal = {
    name: 'lazy-imports-external',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
      );
    },
  };
  // The lists generated from this very metadata (the sandbox's scenarios…) do not exist on a fresh clone yet: a module
  // that imports one gets empty lists here, which no value read from a plugin's module depends on.
  const notYetGenerated = {
    name: 'not-yet-generated',
    setup(b) {
      b.onResolve({ filter: /\.generated$/ }, (args) =>
        existsSync(join(args.resolveDir, `${args.path}.ts`))
          ? undefined
          : { path: args.path, namespace: 'not-yet-generated' },
      );
      b.onLoad({ filter: /.*/, namespace: 'not-yet-generated' }, () => ({
        loader: 'js',
        contents:
          'export const scenarios = [], pluginProducts = [], pluginSimModules = [], tags = [];\nexport const load = () => undefined;',
      }));
    },
  };
  const result = await build({
    entryPoints: entries.map((e, i) => ({ in: e.file, out: `m${i}` })),
    absWorkingDir: root,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    // Inside node_modules (under this folder, so Node finds the packages the bundle imports).
    packages: 'external',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    plugins: [lazyExternal, notYetGenerated, entrywayEsbuildPlugin(rootSlash)],
    metafile: true,
    write: true,
    logLevel: 'silent',
  });
  try {
    // Module output is noise here, and only this process's stdout carries the result.
    for (const level of ['log', 'info', 'warn', 'error', 'debug']) console[level] = () => {};
    if (entries.some((e) => e.kind === 'sandbox')) await browserGlobals();
    const inputs = result.metafile.inputs;
    return await Promise.all(
      entries.map(async (e, i) => {
        const mod = await import(pathToFileURL(join(outdir, `m${i}.js`)).href);
        // Every file this module's bundle read: its own imports, walked from the entry.
        const read = new Set();
        const walk = (path) => {
          // Files only: a list not generated yet is no file (see notYetGenerated).
          if (read.has(path) || !inputs[path] || path.startsWith('not-yet-generated:')) return;
          read.add(path);
          for (const imp of inputs[path].imports) if (!imp.external) walk(imp.path);
        };
        walk(Object.keys(inputs).find((p) => resolve(root, p) === e.file));
        const files = [...read].map((p) => resolve(root, p)).sort();
        const value = READERS[e.kind](mod, e.file);
        return { inputs: Object.fromEntries(files.map((f) => [f, statSync(f).mtimeMs])), value };
      }),
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** A browser-like global scope (jsdom's window), with the network refused: a module's side effects go nowhere. */
async function browserGlobals() {
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  for (const name of Object.getOwnPropertyNames(window)) if (!(name in globalThis)) globalThis[name] = window[name];
  globalThis.window = window;
  globalThis.fetch = window.fetch = () => Promise.reject(new Error('no network while reading plugin metadata'));
}

if (process.argv[2] === '--evaluate') {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  try {
    const results = await evaluate(JSON.parse(Buffer.concat(chunks).toString()));
    process.stdout.write(JSON.stringify(results));
    // Timers and sockets a module opened would keep the process alive.
    process.exit(0);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  }
}
