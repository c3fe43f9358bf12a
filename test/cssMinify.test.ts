// @vitest-environment node
// (esbuild refuses jsdom's TextEncoder; the CSS parser comes from a JSDOM of its own.)
/**
 * The build's CSS minification (scripts/cssMinify.mjs) changes bytes, never rules: every styles module, minified,
 * gives the browser's CSS parser exactly the rules its source gives.
 */
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error jsdom ships no type declarations and @types/jsdom is not installed; only `new JSDOM().window` is used.
import { JSDOM } from 'jsdom';
import { cssMinifyEsbuild, minifyCss } from '../scripts/cssMinify.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const modules = [
  'core/styles.ts',
  'ui/styles.ts',
  ...readdirSync(`${root}ui`)
    .filter((f) => f.endsWith('.styles.ts'))
    .map((f) => `ui/${f}`),
  ...readdirSync(`${root}plugins`)
    .map((id) => `plugins/${id}/styles.ts`)
    .filter((f) => existsSync(`${root}${f}`)),
  // A plugin component's own sheet beside its plugin's (the passwords strength feedback's).
  ...readdirSync(`${root}plugins`).flatMap((id) =>
    readdirSync(`${root}plugins/${id}`)
      .filter((f) => f.endsWith('.styles.ts'))
      .map((f) => `plugins/${id}/${f}`),
  ),
];

/**
 * The style sheets a module exports (strings with rules in them, not the shared values such as `primary`): the
 * module bundled with what it imports (a component's sheet takes the kit's colours from `ui/styles.ts`), as built
 * (`minified`: through the build's esbuild plugin) or as written, then evaluated.
 */
async function exportedCss(file: string, minified: boolean): Promise<string[]> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [`${root}${file}`],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: minified ? [cssMinifyEsbuild] : [],
  });
  const js = result.outputFiles[0].text;
  const mod = (await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`
  )) as Record<string, unknown>;
  return Object.values(mod).filter((v): v is string => typeof v === 'string' && v.includes('{'));
}

/**
 * The rules as the parser reads them. jsdom keeps selectors and var() fallbacks as written, so spaces next to `>` and
 * `,` (meaningless there) are compared away.
 */
const { document } = (new JSDOM('<!doctype html><html><head></head></html>') as { window: Window }).window;
function rules(css: string): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const out = [...style.sheet!.cssRules].map((r) => r.cssText.replace(/\s*([>,])\s*/g, '$1'));
  style.remove();
  return out;
}

describe('CSS minification of styles modules', () => {
  it.each(modules)('%s: same rules, fewer bytes', async (file) => {
    const written = await exportedCss(file, false);
    const built = await exportedCss(file, true);
    expect(written.length).toBeGreaterThan(0);
    expect(built).toHaveLength(written.length);
    for (const [i, before] of written.entries()) {
      const after = built[i];
      expect(after.length).toBeLessThan(before.length);
      expect(after).not.toMatch(/\/\*/);
      const parsed = rules(before);
      expect(parsed.length).toBeGreaterThan(0);
      expect(rules(after)).toEqual(parsed);
    }
  });

  it('keeps the spaces that matter: descendant combinators and calc() operators', () => {
    expect(
      minifyCss('.a  .b > .c { width: calc(100% - 2px); } /* x */ @media (max-width: 480px) { .a { top: 0; } }'),
    ).toBe('.a .b>.c{width:calc(100% - 2px)}@media (max-width:480px){.a{top:0}}');
  });
});
