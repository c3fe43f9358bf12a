/**
 * Makes the emitted declarations valid under every TypeScript module resolution. tsc copies import specifiers into
 * .d.ts files as written, and our sources use extensionless relative imports (right for `bundler`). Under `node16` /
 * `nodenext` a declaration file in an ESM package (`"type": "module"`) is resolved like ESM: `./plugin` does not
 * resolve, so `export *` members vanish and named re-exports become `any`. This rewrites every relative specifier to
 * the file it means, with the `.js` extension ESM requires (`./plugin` → `./plugin.js`, `./ui` → `./ui/index.js`),
 * which `bundler` resolves just as well. A specifier that resolves to no declaration fails the build.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// `from '…'`, `import '…'`, `import('…')` and `declare module '…'`, relative specifiers only.
// A bare `.` / `..` (the folder's index, which tsc writes for types it reaches through `./index`) counts too.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bdeclare\s+module\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

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
  if (unresolved.length)
    throw new Error(`declarations: relative imports without a declaration file:\n  ${unresolved.join('\n  ')}`);
  return changed;
}

/**
 * The declaration files of package.json's `exports` (`types` conditions; a `*` pattern expands over what exists)
 * and everything they import, relative to the package root. tsc emits a declaration for every file in the program,
 * sandbox helpers and test utilities included; only this closure is public.
 */
export function publicDeclarations(root, exportsField) {
  const entries = [];
  for (const target of Object.values(exportsField)) {
    const types = typeof target === 'object' && target ? target.types : null;
    if (!types) continue;
    const rel = types.replace(/^\.\//, '');
    if (!rel.includes('*')) entries.push(rel);
    else {
      const [before, after] = rel.split('*');
      const dir = join(root, before);
      if (existsSync(dir))
        for (const name of readdirSync(dir))
          if (existsSync(join(dir, name + after))) entries.push(`${before}${name}${after}`);
    }
  }
  const seen = new Set();
  const queue = entries.map((rel) => resolve(root, rel));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, , , spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER))
      queue.push(resolve(dirname(file), spec.replace(/\.js$/, '.d.ts')));
  }
  return seen;
}

/** Deletes every declaration under `dir` outside {@link publicDeclarations}; returns the relative paths removed. */
export function prunePrivateDeclarations(root, dir, exportsField) {
  const keep = publicDeclarations(root, exportsField);
  const removed = [];
  for (const file of [...declarationFiles(dir)]) {
    if (keep.has(file)) continue;
    rmSync(file);
    removed.push(relative(dir, file));
  }
  // Folders left empty go too.
  const sweep = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) if (e.isDirectory()) sweep(join(d, e.name));
    if (d !== dir && readdirSync(d).length === 0) rmSync(d, { recursive: true });
  };
  sweep(dir);
  return removed;
}
