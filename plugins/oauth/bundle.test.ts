// @vitest-environment node
/**
 * Brand marks of unused providers stay out of an app: an app listing Google, GitHub and Apple (esbuild, minified,
 * as an app's bundler would) ships those three marks and none of the other sixteen, while an app that lists all 19
 * (through `allProviders`, as `entryway/stytch` does) ships every one. Each mark is found by a path fragment that
 * only it has.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { allProviders, PROVIDER_TYPES } from './providers/all';
import type { MarkShape } from './providers/define';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../..');

async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: here, loader: 'ts', sourcefile: 'app.ts' },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    platform: 'browser',
    logLevel: 'silent',
    jsx: 'automatic',
    // The core, React, Redux and the Stytch client are the app's and not part of this question.
    external: [
      'entryway',
      'entryway/*',
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-redux',
      'redux',
      '@stytch/*',
    ],
    tsconfig: join(root, 'tsconfig.json'),
  });
  return result.outputFiles[0].text;
}

/** The start of a mark's longest path, enough to recognise it in minified output. */
function fingerprint(type: (typeof PROVIDER_TYPES)[number]): string {
  const ds: string[] = [];
  const walk = ([, attrs, ...kids]: MarkShape) => {
    if (typeof attrs.d === 'string') ds.push(attrs.d);
    kids.forEach(walk);
  };
  allProviders[type].mark.shapes.forEach(walk);
  if (ds.length) return ds.sort((a, b) => b.length - a.length)[0].slice(0, 40);
  // A mark without paths (Microsoft's squares, the Salesforce cloud): its first shape, as the minifier prints it.
  const [, first] = allProviders[type].mark.shapes[0];
  return Object.entries(first)
    .map(([k, v]) => `${k}:${typeof v === 'string' ? JSON.stringify(v) : v}`)
    .join(',');
}

/** Providers whose mark is in `code`. */
const shipped = (code: string) => PROVIDER_TYPES.filter((t) => code.includes(fingerprint(t)));

describe('tree shaking of brand marks', () => {
  it('an app with three providers ships only their marks', async () => {
    const code = await bundle(
      "import { oauth, google, github, apple } from './index'; export const p = oauth({ providers: [google(), github(), apple()] });",
    );
    expect(shipped(code)).toEqual(['google', 'apple', 'github']);
    // eslint-disable-next-line no-console -- printed for the README's size note
    console.info(`oauth plugin with 3 providers, minified, without core/React/Stytch: ${code.length} bytes`);
  });

  it('allProviders brings all 19', async () => {
    const code = await bundle("export { allProviders } from './index';");
    expect(shipped(code)).toEqual(PROVIDER_TYPES);
  });
});
