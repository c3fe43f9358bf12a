#!/usr/bin/env node
/**
 * Typechecks the consumer fixture (app.tsx, and the plugin guide's code blocks written out to guide/) against the
 * BUILT declarations under the three module resolutions apps use: `bundler`, `node16` and `nodenext` (TypeScript 7;
 * nodenext with TypeScript 5.9 too). The fixture reaches the package as an app does, by name through
 * node_modules/entryway (a link to this repository, so package.json `exports` and dist/types are what resolve).
 * `skipLibCheck` is off (TypeScript's default), so every shipped declaration file an app reaches is checked too.
 * Run after `npm run build`; prints one line per resolution and exits non-zero if any fails.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBlocks } from '../../scripts/docBlocks.mjs';

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

// The plugin guide's code, as written (docs/writing-a-plugin.md): its blocks marked as files of `src/invite/`, the
// plugin's folder, which imports with `.js` specifiers and so must hold under node16 and nodenext too.
const guide = parseBlocks(readFileSync(`${root}docs/writing-a-plugin.md`, 'utf8')).filter(
  (b) => b.marker?.kind === 'scratch-app' && b.marker.path.startsWith('src/invite/'),
);
if (guide.length < 5) {
  console.error(
    `test/consumer: docs/writing-a-plugin.md has ${guide.length} blocks marked <!-- scratch-app: src/invite/… -->, expected the plugin's files`,
  );
  process.exit(1);
}
rmSync(`${here}guide`, { recursive: true, force: true });
mkdirSync(`${here}guide`);
for (const b of guide) writeFileSync(`${here}guide/${b.marker.path.slice('src/invite/'.length)}`, b.code);

// Every export of package.json is imported by the fixture: app.tsx names each entry (a `*` entry once per plugin
// folder), and the script-tag builds (`./standalone/*.js`, no declarations) are side-effect imports written out here.
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const pluginIds = readdirSync(`${root}dist/types/plugins`);
const scripts = readdirSync(`${root}dist/standalone`).filter((f) => f.endsWith('.js'));
writeFileSync(
  `${here}guide/standalone-scripts.ts`,
  scripts.map((f) => `import 'entryway/standalone/${f}';\n`).join('') + 'export {};\n',
);
const app = readFileSync(`${here}app.tsx`, 'utf8');
const imported = new Set([...app.matchAll(/from '(entryway[^']*)'/g)].map((m) => m[1]));
const notImported = Object.keys(pkg.exports)
  .filter((key) => key !== './package.json' && key !== './standalone/*.js')
  // A `*` entry names the plugin folders whose declaration it points at exists (not every plugin has an account part).
  .flatMap((key) =>
    key.includes('*')
      ? pluginIds
          .filter((id) => existsSync(`${root}${pkg.exports[key].types.slice(2).replace('*', id)}`))
          .map((id) => key.replace('*', id))
      : [key],
  )
  .map((key) => `entryway${key.slice(1)}`)
  .filter((specifier) => !imported.has(specifier));
if (notImported.length) {
  console.error(`test/consumer: app.tsx does not import ${notImported.join(', ')}`);
  process.exit(1);
}
// Only public declarations ship: nothing of the sandbox, tests or test-only helpers.
const privateDeclarations = readdirSync(`${root}dist/types`, { recursive: true }).filter((f) =>
  /(^|\/)(sandbox|e2e|test-utils)|\.test\.d\.ts$|(^|\/)sandbox[A-Z]\w*\.d\.ts$/.test(String(f)),
);
if (privateDeclarations.length) {
  console.error(`test/consumer: dist/types ships private declarations: ${privateDeclarations.join(', ')}`);
  process.exit(1);
}

// Each resolution with TypeScript 7 (npm's `typescript` today), and the strictest one again with TypeScript 5.9 for
// apps that have not moved: the native compiler checks in a fifth of the time, the older one once.
const compilers = {
  7: `${root}node_modules/typescript7/bin/tsc`,
  5.9: `${root}node_modules/typescript/bin/tsc`,
};
const runs = [
  ['7', 'bundler'],
  ['7', 'node16'],
  ['7', 'nodenext'],
  ['5.9', 'nodenext'],
];
let failed = 0;
for (const [version, resolution] of runs) {
  const what = `moduleResolution ${resolution} (TypeScript ${version})`;
  try {
    execFileSync(process.execPath, [compilers[version], '-p', `${here}tsconfig.${resolution}.json`], {
      cwd: here,
      stdio: 'pipe',
      encoding: 'utf8',
    });
    console.log(`✔ declarations typecheck under ${what}`);
  } catch (e) {
    failed++;
    console.log(`✘ declarations fail under ${what}:\n${e.stdout || e.message}`);
  }
}
process.exit(failed ? 1 : 0);
