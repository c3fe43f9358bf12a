// @vitest-environment node
/**
 * `npm ci` on a clean checkout accepts the lockfile only if every optional dependency of every locked package has
 * its own entry, for every platform (npm writes only the platforms whose binaries it can resolve, and then
 * `npm ci` rejects its own lockfile). This is the check npm ci makes, without the install.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(join(process.cwd(), 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm would look for `name` required from the package at `path` (nested node_modules first, then upwards). */
function resolves(path: string, name: string): boolean {
  const parts = path ? path.split('/node_modules/') : [];
  for (let i = parts.length; i >= 0; i--) {
    const base = parts.slice(0, i).join('/node_modules/');
    if (lock.packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`]) return true;
  }
  return false;
}

describe('package-lock.json', () => {
  it('locks every optional dependency of every package, on every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
