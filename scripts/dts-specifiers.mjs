/**
 * Makes the emitted declarations valid under every TypeScript module resolution. tsc copies import specifiers into
 * .d.ts files as written, and our sources use extensionless relative imports (right for `bundler`). Under `node16` /
 * `nodenext` a declaration file in an ESM package (`"type": "module"`) is resolved like ESM: `./plugin` does not
 * resolve, so `export *` members vanish and named re-exports become `any`. This rewrites every relative specifier to
 * the file it means, with the `.js` extension ESM requires (`./plugin` → `./plugin.js`, `./ui` → `./ui/index.js`),
 * which `bundler` resolves just as well. A specifier that resolves to no declaration fails the build.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// `from '…'`, `import '…'`, `import('…')` and `declare module '…'`, relative specifiers only.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bdeclare\s+module\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function* declarationFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The ESM specifier for `spec` as written in `file`, or null when no declaration file backs it. */
function resolveSpecifier(file, spec) {
  if (/\.(js|mjs|cjs|json)$/.test(spec)) return spec;
  const target = resolve(dirname(file), spec);
  if (existsSync(`${target}.d.ts`)) return `${spec}.js`;
  if (existsSync(target) && statSync(target).isDirectory() && existsSync(join(target, 'index.d.ts')))
    return `${spec.replace(/\/$/, '')}/index.js`;
  return null;
}

/** Rewrites the declarations under `dir` in place; returns how many specifiers changed. */
export function rewriteDeclarationSpecifiers(dir) {
  let changed = 0;
  const unresolved = [];
  for (const file of declarationFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    const rewrite = (line) =>
      line.replace(SPECIFIER, (match, lead, quote, spec) => {
        const mapped = resolveSpecifier(file, spec);
        if (!mapped) {
          unresolved.push(`${relative(dir, file)}: '${spec}'`);
          return match;
        }
        if (mapped !== spec) changed++;
        return `${lead}${quote}${mapped}${quote}`;
      });
    // TSDoc lines may quote import examples; only code lines are rewritten.
    const next = source
      .split('\n')
      .map((line) => (/^\s*(\*|\/\*|\/\/)/.test(line) ? line : rewrite(line)))
      .join('\n');
    if (next !== source) writeFileSync(file, next);
  }
  if (unresolved.length) throw new Error(`declarations: relative imports without a declaration file:\n  ${unresolved.join('\n  ')}`);
  return changed;
}
