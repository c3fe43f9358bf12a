// @vitest-environment node
/**
 * Of Redux Toolkit only Redux's store ships: an esbuild bundle of everything Entryway exports (the core,
 * its React and element entries, every plugin) takes code from `redux` and nothing from RTK's own module, immer,
 * reselect or redux-thunk. RTK's `createSlice` alone would add immer (the control below shows the check sees it).
 */
import { readdirSync } from 'node:fs';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { entrywayEsbuildPlugin } from '../scripts/aliases.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pluginIds = readdirSync(`${root}plugins`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** An app module re-exporting everything Entryway exports: the core, its React and element entries, every plugin. */
const everything = (...more: string[]) =>
  [
    `export * from 'entryway';`,
    `export * as react from 'entryway/react';`,
    `export * as element from 'entryway/element';`,
    ...pluginIds.map((id, i) => `export * as p${i} from 'entryway/plugins/${id}';`),
    ...more,
  ].join('\n');

/**
 * The outputs of an esbuild build (its metafile's `outputs`) that a page loads before anything lazy: the `app.js`
 * entry and what it imports statically, directly or through other chunks.
 */
function initialOutputs(outputs: Metafile['outputs']): Set<string> {
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const imp of outputs[name].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(Object.keys(outputs).find((o) => o.endsWith('/app.js'))!);
  return initial;
}

const REDUX_PACKAGES = /^(@reduxjs\/toolkit|redux|immer|reselect|redux-thunk)(\/|$)/;
/** Every other dependency (React, the Stytch client, wallet libraries…) stays external: not part of the question. */
const onlyRedux: Plugin = {
  name: 'only-redux',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      /^entryway(\/|$)/.test(path) || REDUX_PACKAGES.test(path) ? undefined : { path, external: true },
    );
  },
};

/** Minified bytes in the bundle by package, for the Redux packages. */
async function reduxBytes(extra = ''): Promise<Record<string, number>> {
  const result = await build({
    stdin: { contents: everything(extra), resolveDir: root, loader: 'ts', sourcefile: 'all.ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    write: false,
    metafile: true,
    outdir: `${root}.cache/redux-bundle`,
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [entrywayEsbuildPlugin(root), onlyRedux],
  });
  const bytes: Record<string, number> = {};
  for (const output of Object.values(result.metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
      if (pkg && REDUX_PACKAGES.test(pkg) && bytesInOutput > 0) bytes[pkg] = (bytes[pkg] ?? 0) + bytesInOutput;
    }
  return bytes;
}

describe('Redux Toolkit surface', () => {
  it('has plugins to bundle', () => {
    expect(pluginIds).toEqual(expect.arrayContaining(['email-magic-links', 'otp', 'passwords']));
  });

  it("ships Redux's store and nothing else of RTK: no immer, no reselect", async () => {
    const bytes = await reduxBytes();
    expect(Object.keys(bytes)).toEqual(['redux']);
    // legacy_createStore + applyMiddleware + compose are about 2 KB minified.
    expect(bytes.redux).toBeLessThan(4096);
  });

  it("control: RTK's createSlice would bring immer and RTK's own code", async () => {
    const bytes = await reduxBytes(`export { createSlice } from '@reduxjs/toolkit';`);
    expect(bytes.immer).toBeGreaterThan(0);
    expect(bytes['@reduxjs/toolkit']).toBeGreaterThan(0);
  });
});

/**
 * An English page ships none of the locale machinery: the ICU formatter, negotiation, the pseudo-locales, the catalog
 * loader maps and catalogs, and `entryway/stytch`'s key map are only reached through `import()`.
 */
describe('the English first render', () => {
  const LOCALE_MACHINERY =
    /(^|\/)(core\/(icu|negotiate|pseudo)\.ts|locales\.generated\.ts|locales\/[^/]+\.ts|compat\/strings\.ts)$/;
  /** Module paths in the files an app loads up front (its entry and what that imports statically), and in the rest. */
  async function modules(): Promise<{ initial: string[]; lazy: string[] }> {
    const external: Plugin = {
      name: 'external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          /^entryway(\/|$)/.test(path) ? undefined : { path, external: true },
        );
      },
    };
    const result = await build({
      stdin: {
        contents: everything(`export * as stytch from 'entryway/stytch';`),
        resolveDir: root,
        loader: 'ts',
        sourcefile: 'app.ts',
      },
      bundle: true,
      format: 'esm',
      splitting: true,
      write: false,
      metafile: true,
      outdir: `${root}.cache/english-bundle`,
      entryNames: 'app',
      platform: 'browser',
      jsx: 'automatic',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [entrywayEsbuildPlugin(root), external],
    });
    const outputs = result.metafile.outputs;
    const initial = initialOutputs(outputs);
    const inputs = (names: string[]) => names.flatMap((n) => Object.keys(outputs[n].inputs));
    return { initial: inputs([...initial]), lazy: inputs(Object.keys(outputs).filter((o) => !initial.has(o))) };
  }

  it('loads the ICU formatter, negotiation, catalogs and their loader maps only with import()', async () => {
    const { initial, lazy } = await modules();
    expect(initial.filter((m) => LOCALE_MACHINERY.test(m))).toEqual([]);
    // Control: the build has them, as lazy chunks (so the check above looks at the right module names).
    for (const m of [
      'core/icu.ts',
      'core/negotiate.ts',
      'core/locales.generated.ts',
      'plugins/otp/locales.generated.ts',
      'core/locales/de.ts',
      'compat/strings.ts',
    ])
      expect(
        lazy.some((p) => p.endsWith(m)),
        m,
      ).toBe(true);
  });
});

/**
 * The README's plain page (the script-tag files of magic links + passwords) against Stytch's prebuilt UI page with
 * the same products, both built by esbuild with the same settings (scripts/standalone.mjs): what loads before the
 * first form is at most half of Stytch's bytes, brotli per file as a server sends them (as `npm run size` measures).
 */
describe("the README's plain page against Stytch's", () => {
  const brotli = (bytes: Uint8Array) =>
    brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;

  it('loads at most 0.5× of its bytes before the first form, the strength feedback not among them', async () => {
    const { buildScripts, pageBuildOptions, pluginsByProduct, stytchProducts, COMPARED_PRODUCTS } =
      await import('../scripts/standalone.mjs');
    // Stytch's page: its entry and the chunks that imports statically.
    const stytch = await build({
      ...pageBuildOptions(root),
      entryPoints: { app: `${root}sandbox/standalone/bench/stytch.ts` },
      write: false,
      metafile: true,
      outdir: `${root}.cache/bundle-stytch-page`,
    });
    const stytchFiles = new Map(stytch.outputFiles.map((f) => [f.path, f.contents]));
    const outputs = stytch.metafile.outputs;
    const initial = initialOutputs(outputs);
    const stytchBytes = [...initial].reduce((sum, name) => sum + brotli(stytchFiles.get(resolve(name))!), 0);

    // Entryway's page: the core script, the compared products' plugin scripts and the chunks manifest.json lists.
    const outdir = `${root}.cache/bundle-readme-page`;
    const files = new Map((await buildScripts(root, { outdir })).map((f) => [f.path.slice(outdir.length + 1), f]));
    const manifest = JSON.parse(Buffer.from(files.get('manifest.json')!.contents).toString()) as {
      core: string;
      preload: Record<string, string[]>;
    };
    const byProduct = pluginsByProduct(root);
    const scripts = [
      manifest.core,
      ...COMPARED_PRODUCTS(await stytchProducts(root)).map((p) => `entryway.${byProduct.get(p)!.id}.js`),
    ];
    const firstPath = new Set(scripts.flatMap((s) => [s, ...manifest.preload[s]]));
    const ours = [...firstPath].reduce((sum, name) => sum + brotli(files.get(name)!.contents), 0);

    // Control: both pages were found (Stytch's is about 80 KB, ours about 40 KB).
    expect(stytchBytes).toBeGreaterThan(60_000);
    expect(ours).toBeGreaterThan(30_000);
    expect(ours / stytchBytes, `${ours} B against Stytch's ${stytchBytes} B`).toBeLessThanOrEqual(0.5);
    // The zxcvbn feedback's English (27 sentences, about 0.5 KB) and the meter's CSS load with the strength feedback.
    const text = [...firstPath].map((name) => Buffer.from(files.get(name)!.contents).toString()).join('\n');
    expect(text).toContain('Continue with email');
    expect(text).toContain('.ew-passwords-feedback');
    expect(text).not.toContain('Short keyboard patterns are easy to guess.');
    expect(text).not.toContain('.ew-passwords-meter');
  }, 180_000);
});
