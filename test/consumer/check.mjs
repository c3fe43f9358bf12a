#!/usr/bin/env node
/**
 * Typechecks the consumer fixture (app.tsx) against the BUILT declarations under the three module resolutions apps
 * use: `bundler`, `node16` and `nodenext`. The fixture reaches the package as an app does, by name through
 * node_modules/entryway (a link to this repository, so package.json `exports` and dist/types are what resolve).
 * Run after `npm run build`; prints one line per resolution and exits non-zero if any fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));
if (!existsSync(`${root}dist/types/core/index.d.ts`)) {
  console.error('test/consumer: dist/types is missing; run `npm run build` first.');
  process.exit(1);
}
const link = `${here}node_modules/entryway`;
mkdirSync(`${here}node_modules`, { recursive: true });
if (existsSync(link) || lstatSync(link, { throwIfNoEntry: false })) rmSync(link, { force: true, recursive: true });
symlinkSync(root, link, 'dir');

const tsc = `${root}node_modules/typescript/bin/tsc`;
let failed = 0;
for (const resolution of ['bundler', 'node16', 'nodenext']) {
  try {
    execFileSync(process.execPath, [tsc, '-p', `${here}tsconfig.${resolution}.json`], { cwd: here, stdio: 'pipe', encoding: 'utf8' });
    console.log(`✔ declarations typecheck under moduleResolution ${resolution}`);
  } catch (e) {
    failed++;
    console.log(`✘ declarations fail under moduleResolution ${resolution}:\n${e.stdout || e.message}`);
  }
}
process.exit(failed ? 1 : 0);
