// @vitest-environment node
/**
 * The phone metadata stays out of the plugin's initial code: no source file imports libphonenumber-js statically,
 * and an app bundle of `entryway/plugins/otp` (esbuild with code splitting, as an app's bundler would) keeps the
 * library and its metadata in a separate chunk loaded by `import()`.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'e2e' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'testing.ts' && name !== 'sim.ts'
      ? [path]
      : [];
  });
}

describe('phone metadata is code-split', () => {
  it('no shipped source imports libphonenumber-js statically; one dynamic import of the mobile metadata', () => {
    const dynamic: string[] = [];
    for (const file of sources(here)) {
      const text = readFileSync(file, 'utf8');
      const rel = relative(here, file);
      expect(text, rel).not.toMatch(/^\s*import\s[^;]*?from\s*['"]libphonenumber-js/m);
      expect(text, rel).not.toMatch(/^\s*import\s*['"]libphonenumber-js/m);
      expect(text, rel).not.toMatch(/^\s*export\s[^;]*?from\s*['"]libphonenumber-js/m);
      expect(text, rel).not.toMatch(/require\(\s*['"]libphonenumber-js/);
      for (const m of text.matchAll(/(?<!typeof )import\(\s*['"](libphonenumber-js[^'"]*)['"]\s*\)/g))
        dynamic.push(`${rel}: ${m[1]}`);
    }
    expect(dynamic).toEqual(['phone.ts: libphonenumber-js/mobile']);
  });

  it('an app bundle keeps the metadata in its own chunk', async () => {
    const result = await build({
      entryPoints: { otp: join(here, 'index.ts') },
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: '/virtual',
      platform: 'browser',
      logLevel: 'silent',
      jsx: 'automatic',
      // The core, React, Redux and the Stytch client are shared with the app and not part of this question.
      external: ['entryway', 'react', 'react-dom', 'react/jsx-runtime', 'react-redux', 'redux', '@stytch/*'],
      tsconfig: join(root, 'tsconfig.json'),
    });
    const files = result.outputFiles.map((f) => ({ path: f.path, text: f.text }));
    const entry = files.find((f) => f.path.endsWith('/otp.js'))!;
    // A marker only the metadata has (its country-calling-code table) and one only the library's parser has.
    const isLib = (text: string) => text.includes('country_calling_codes') || text.includes('INVALID_COUNTRY');
    expect(isLib(entry.text)).toBe(false);
    expect(entry.text).toMatch(/import\(["']\.\/[^"']+\.js["']\)/);
    const libChunks = files.filter((f) => f !== entry && isLib(f.text));
    expect(libChunks.length).toBeGreaterThan(0);
    // The entry does not import the library chunk statically.
    for (const chunk of libChunks) {
      const name = chunk.path.split('/').pop()!;
      expect(entry.text).not.toMatch(new RegExp(`from\\s*["']\\./${name.replace('.', '\\.')}["']`));
    }
    const size = (t: string) => new TextEncoder().encode(t).length;
    expect(size(entry.text)).toBeLessThan(size(libChunks.map((c) => c.text).join('')));
  });
});
