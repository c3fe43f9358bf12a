#!/usr/bin/env node
/**
 * The package.json that ships. `npm pack` / `npm publish` run `prepack` (this script with `strip`) before they read
 * the manifest and `postpack` (`restore`) after, so the tarball's package.json lists no scripts, whose files
 * (scripts/, sandbox/, tests) are not in the package, and no devDependencies; the repository's package.json is
 * restored byte for byte afterwards. A strip without its restore (an interrupted pack) is undone by the next strip.
 *
 *   node scripts/pack-manifest.mjs strip     # before packing
 *   node scripts/pack-manifest.mjs restore   # after packing
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = `${root}package.json`;
const backup = `${root}.cache/package.json.before-pack`;

/** Fields that only matter inside the repository. */
const REPO_ONLY = ['scripts', 'devDependencies'];

const command = process.argv[2];
if (command === 'strip') {
  if (existsSync(backup)) renameSync(backup, manifest); // a previous pack never restored
  const source = readFileSync(manifest, 'utf8');
  mkdirSync(`${root}.cache`, { recursive: true });
  writeFileSync(backup, source);
  const pkg = JSON.parse(source);
  for (const field of REPO_ONLY) delete pkg[field];
  // Replaced whole (a rename), never rewritten in place: tools running meanwhile (Vitest beside the packaging test in
  // `npm test`) read either manifest, never a half-written one.
  writeFileSync(`${manifest}.stripped`, `${JSON.stringify(pkg, null, 2)}\n`);
  renameSync(`${manifest}.stripped`, manifest);
} else if (command === 'restore') {
  if (existsSync(backup)) renameSync(backup, manifest);
} else {
  console.error('usage: pack-manifest.mjs strip|restore');
  process.exit(2);
}
