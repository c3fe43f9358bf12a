/**
 * Reading a package-lock.json's `packages` the way Node resolves the folders npm laid out.
 */

/**
 * The folder of the package that `path`'s package is nested in (`node_modules/a/node_modules/b` → `node_modules/a`;
 * '' at the top).
 */
const parentPackage = (path) => path.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '');

/**
 * Where Node finds package `name` from the package at lockfile path `from` ('' for the project itself): its own
 * node_modules, then each one above. `has(path)` says whether a path is there (listed in the lockfile, or installed).
 * @returns the lockfile path, or undefined when no folder on the way has it
 */
export function resolveLocked(name, from, has) {
  for (let base = from; ; base = parentPackage(base)) {
    const path = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (has(path)) return path;
    if (!base) return undefined;
  }
}
