// @vitest-environment node
/**
 * Of Redux Toolkit only Redux's store ships: an esbuild bundle of everything Entryway exports (the core,
 * its React and element entries, every plugin) takes code from `redux` and nothing from RTK's own module, immer,
 * reselect or redux-thunk. RTK's `createSlice` alone would add immer (the control below shows the check sees it).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
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
    const initial = new Set<string>();
    const visit = (name: string) => {
      if (initial.has(name)) return;
      initial.add(name);
      for (const imp of outputs[name].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
    };
    visit(Object.keys(outputs).find((o) => o.endsWith('/app.js'))!);
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
