// @vitest-environment node
// (esbuild refuses jsdom's TextEncoder.)
/**
 * scripts/foldChunks.mjs on a small split build, run in Node: the chunks a script imports statically end up inside
 * it, what other scripts and lazy modules imported from those chunks they now import from the script (one module
 * instance, as before), and chunks that must stay chunks (loaded with import(), or shared by two plugin scripts) do.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldStaticChunks, moduleGraph } from '../scripts/foldChunks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = `${root}.cache/test-fold-chunks`;

const sources: Record<string, string> = {
  // The core: its state must stay one instance whichever script reaches it.
  'src/core.js': `export let count = 0; export const bump = () => ++count; export const read = () => count;`,
  // Reached by the core script and plugin a, not b: esbuild gives it a chunk of its own next to the core's.
  'src/helper.js': `import { bump } from './core.js'; export const helper = () => bump() * 10;`,
  // Reached by plugin a and a's lazy module only: folded into a.
  'src/aOwn.js': `import { bump } from './core.js'; export const aOwn = () => 'a:' + bump();`,
  // Reached by plugins a and b: stays a chunk both import.
  'src/shared.js': `export const shared = (x) => '<' + x + '>';`,
  'src/aLazy.js': `import { aOwn } from './aOwn.js'; import { read } from './core.js'; export const lazy = () => aOwn() + '/' + read();`,
  'src/main.js': `import { bump, read } from './core.js'; import { helper } from './helper.js';
export const mainBump = bump; export const mainRead = read; export const mainHelper = helper;`,
  'src/a.js': `import { read } from './core.js'; import { helper } from './helper.js'; import { aOwn } from './aOwn.js';
import { shared } from './shared.js';
export const a = () => shared(aOwn()) + helper() + read(); export const loadLazy = () => import('./aLazy.js');`,
  'src/b.js': `import { bump } from './core.js'; import { shared } from './shared.js'; export const b = () => shared(bump());`,
};

describe('foldStaticChunks', () => {
  let names: string[];
  let text: Map<string, string>;
  let files: { path: string; contents: Uint8Array }[];
  beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const [file, code] of Object.entries(sources)) {
      mkdirSync(dirname(`${dir}/${file}`), { recursive: true });
      writeFileSync(`${dir}/${file}`, code);
    }
    const options = { bundle: true, format: 'esm', minify: true, logLevel: 'error' } as const;
    const split = await build({
      ...options,
      entryPoints: { main: `${dir}/src/main.js`, a: `${dir}/src/a.js`, b: `${dir}/src/b.js` },
      splitting: true,
      outdir: `${dir}/out`,
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      write: false,
    });
    // Control: the build has the chunks this test is about.
    expect(split.outputFiles.filter((f) => f.path.includes('/chunks/')).length).toBeGreaterThanOrEqual(5);
    files = await foldStaticChunks(split.outputFiles, `${dir}/out`, ['main.js', 'a.js', 'b.js'], options);
    for (const f of files) {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.contents);
    }
    names = files.map((f) => f.path.slice(`${dir}/out/`.length)).sort();
    text = new Map(files.map((f) => [f.path.slice(`${dir}/out/`.length), Buffer.from(f.contents).toString()]));
  });

  it('leaves the core script importing nothing, a plugin script importing the core script and its shared chunk', async () => {
    const graph = await moduleGraph(files, `${dir}/out`);
    expect(graph.staticClosure('main.js')).toEqual([]);
    const shared = names.filter((n) => n.startsWith('chunks/') && text.get(n)!.includes('"<"'));
    expect(shared).toHaveLength(1);
    expect(graph.staticClosure('a.js')).toEqual([shared[0], 'main.js'].sort());
    expect(graph.staticClosure('b.js')).toEqual([shared[0], 'main.js'].sort());
    // What is left in chunks/: the shared chunk and a's lazy module, nothing of the core, the helper or a's own code.
    expect(names.filter((n) => n.startsWith('chunks/')).length).toBe(2);
    for (const n of names.filter((n) => n.startsWith('chunks/'))) expect(text.get(n)).not.toContain('*10');
  });

  it('runs as before: one core instance for every script and for the lazy module', async () => {
    const url = (file: string) => pathToFileURL(`${dir}/out/${file}`).href;
    const main = (await import(url('main.js'))) as Record<string, () => number>;
    const a = (await import(url('a.js'))) as { a: () => string; loadLazy: () => Promise<{ lazy: () => string }> };
    const b = (await import(url('b.js'))) as { b: () => string };
    expect(main.mainBump()).toBe(1);
    // aOwn bumps to 2, the helper to 3 (×10), then the read.
    expect(a.a()).toBe('<a:2>303');
    expect(b.b()).toBe('<4>');
    expect((await a.loadLazy()).lazy()).toBe('a:5/5');
    expect(main.mainHelper()).toBe(60);
    expect(main.mainRead()).toBe(6);
  });
});
