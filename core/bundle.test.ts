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
  const source = [
    `export * from 'entryway';`,
    `export * as react from 'entryway/react';`,
    `export * as element from 'entryway/element';`,
    ...pluginIds.map((id, i) => `export * as p${i} from 'entryway/plugins/${id}';`),
    extra,
  ].join('\n');
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: 'all.ts' },
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
