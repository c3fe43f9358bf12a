// @vitest-environment node
/**
 * The built entry points as a server-rendering app meets them. The library is built as `npm run build` builds it
 * (rollup.config.mjs, both flavours, and the script-tag files) into .cache/, then:
 * - every built module that uses React at run time opens with `'use client'`, and no other does: a server component
 *   in Next's App Router imports `<Login>` from `entryway/react` as a client component, while plain values (the
 *   root entry's constants, plugin factories, the simulator and the testing helpers) stay server code;
 * - each entry of package.json `exports` is imported in a fresh Node process with no DOM: evaluating a module must not
 *   read `window`, `document`, `location` or storage (a server render evaluates every client module it reaches).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup, type OutputOptions, type Plugin } from 'rollup';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildScripts } from '../scripts/standalone.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}.cache/built-entries/`;
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  exports: Record<string, string | { default: string }>;
};
const pluginIds = readdirSync(`${root}plugins`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The build's plugins that write outside the output directory (cleaning dist/, declarations, script-tag files). */
const WRITES_ELSEWHERE = new Set(['clean-dist', 'declarations', 'standalone-script-sets']);

async function buildLibrary(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  const configs = (await import('../rollup.config.mjs')).default;
  for (const config of configs) {
    const output = config.output as OutputOptions;
    const plugins = (config.plugins as Plugin[]).filter((p) => !WRITES_ELSEWHERE.has(p.name));
    const bundle = await rollup({ ...config, plugins, onwarn: () => {} });
    await bundle.write({ ...output, dir: `${out}${output.dir!.replace(/^.*?dist/, 'dist')}` });
    await bundle.close();
  }
  await buildScripts(root, { outdir: `${out}dist/standalone`, write: true });
}

/** package.json `exports` → the built file of each subpath, wildcards expanded (plugins, script-tag files). */
function entryFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const scripts = readdirSync(`${out}dist/standalone`).filter((f) => f.endsWith('.js'));
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    const file = typeof target === 'string' ? target : target.default;
    if (!file.endsWith('.js')) continue;
    const expand = subpath.includes('/plugins/*') ? pluginIds : subpath.endsWith('/*.js') ? scripts : [''];
    for (const name of expand) {
      const id = subpath.endsWith('/*.js') ? name.slice(0, -3) : name;
      const path = `${out}${file.replace('*', id).replace(/^\.\//, '')}`;
      // A pattern entry names the plugin folders that have the part it points at (not every plugin has an account).
      if (subpath.includes('/plugins/*/') && !existsSync(path)) continue;
      files.set(subpath.replace('*', id), path);
    }
  }
  return files;
}

/**
 * Imports each file in one fresh Node process (no jsdom, no globals but Node's) and returns the error of each that
 * failed, by subpath.
 */
function importInNode(files: Map<string, string>): Record<string, string> {
  const list = JSON.stringify([...files].map(([subpath, file]) => [subpath, pathToFileURL(file).href]));
  const script = `
    const failed = {};
    for (const [subpath, url] of ${list}) {
      try { await import(url); } catch (e) { failed[subpath] = String(e && e.message || e); }
    }
    process.stdout.write(JSON.stringify(failed));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    // Stytch's client warns on stderr when it finds no browser; only the result on stdout matters.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(stdout) as Record<string, string>;
}

describe('built entry points', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    await buildLibrary();
    files = entryFiles();
  }, 180_000);

  it("mark the modules that use React 'use client', and only those; the entries stay plain", () => {
    const firstLine = (file: string) => readFileSync(file, 'utf8').split('\n', 1)[0];
    const built = readdirSync(`${out}dist`, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js') && !f.startsWith('preact/') && !f.startsWith('standalone/'))
      .map((f) => `${out}dist/${f}`);
    const usesReact = (file: string) =>
      /^import (?:[^;]*from )?['"](react|react-dom)(\/[^'"]*)?['"];/m.test(readFileSync(file, 'utf8'));
    const marked = built.filter((file) => firstLine(file) === "'use client';");
    expect(marked.length).toBeGreaterThan(20);
    expect(marked).toEqual(built.filter(usesReact));
    // The React components' entry is a component module itself; the root entry only re-exports.
    expect(readFileSync(files.get('./react')!, 'utf8')).toMatch(/^'use client';\nimport /);
    expect(firstLine(files.get('.')!)).not.toBe("'use client';");
    expect(marked.some((file) => file.endsWith('/core/events.js'))).toBe(false);
    expect(marked.some((file) => file.endsWith('/core/context.js'))).toBe(true);
  });

  it("write their functions as V8's eagerly compiled (parenthesized) function expressions", () => {
    const built = readdirSync(`${out}dist`, { recursive: true, encoding: 'utf8' })
      .filter((f) => /^(preact\/)?(core|ui|plugins)\/.*\.js$/.test(f))
      .map((f) => [f, readFileSync(`${out}dist/${f}`, 'utf8')] as const);
    expect(built.length).toBeGreaterThan(100);
    // A module-level declaration (column 0 in Rollup's output) is compiled on the main thread at its first call.
    const declared = built.filter(([, code]) => /^(export )?(async )?function\b/m.test(code)).map(([f]) => f);
    expect(declared).toEqual([]);
    const widget = built.find(([f]) => f === 'core/widget.js')![1];
    expect(widget).toMatch(/^var createWidget = \(function createWidget\(/m);
    const step = built.find(([f]) => f === 'core/components/EmailStep.js')![1];
    expect(step).toMatch(/^var EmailStep = \(function EmailStep\(/m);
  });

  it('import in Node without a DOM: no window, document, location or storage read at module evaluation', () => {
    expect(files.size).toBeGreaterThan(20);
    expect(importInNode(files)).toEqual({});
  });

  it('control: a module reading location or storage at evaluation fails the import', () => {
    mkdirSync(`${out}control`, { recursive: true });
    writeFileSync(`${out}control/location.js`, 'export const origin = location.origin;\n');
    writeFileSync(`${out}control/storage.js`, "export const v = window.localStorage.getItem('x');\n");
    const failed = importInNode(
      new Map([
        ['location', `${out}control/location.js`],
        ['storage', `${out}control/storage.js`],
        ['react', files.get('./react')!],
      ]),
    );
    expect(Object.keys(failed).sort()).toEqual(['location', 'storage']);
    expect(failed.location).toMatch(/location is not defined/);
  });
});
