/**
 * Build-time minification of the CSS our `styles.ts` modules hold in template literals (core, UI kit, plugins): their
 * source stays readable and commented; what ships has no comments and no layout whitespace. Used by the library
 * build (rollup.config.mjs) and every esbuild build of scripts/standalone.mjs (script-tag files, size, bench).
 */
import { transformSync } from 'esbuild';

/**
 * `core/styles.ts`, `ui/styles.ts`, `plugins/<id>/styles.ts`, and a component's own `<Name>.styles.ts` beside them
 * (absolute or relative paths, either separator).
 */
export const STYLE_MODULE = /(?:^|[\\/])(?:core|ui|plugins[\\/][^\\/]+)[\\/](?:[A-Za-z]+\.)?styles\.ts$/;

/** Whitespace and comments out; only spaces that cannot matter (around `{ } ; , >` and after `:`). */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** A styles module's TypeScript → JavaScript with each template literal's CSS minified (comments gone first). */
export function minifyStyleModule(source) {
  const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
  return code.replace(/`([^`]*)`/g, (_, css) => `\`${minifyCss(css)}\``);
}

/** The esbuild plugin. */
export const cssMinifyEsbuild = {
  name: 'entryway-css-minify',
  setup(b) {
    b.onLoad({ filter: /[\\/.]styles\.ts$/ }, async ({ path }) => {
      if (!STYLE_MODULE.test(path) || path.includes('node_modules')) return undefined;
      const { readFile } = await import('node:fs/promises');
      return { contents: minifyStyleModule(await readFile(path, 'utf8')), loader: 'js' };
    });
  },
};

/** The rollup plugin (before esbuild's transpilation; the output is plain JavaScript, valid TypeScript too). */
export const cssMinifyRollup = {
  name: 'entryway-css-minify',
  transform(code, id) {
    if (!STYLE_MODULE.test(id) || id.includes('node_modules')) return null;
    return { code: minifyStyleModule(code), map: null };
  },
};
