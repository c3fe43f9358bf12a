// @vitest-environment node
/**
 * The plugin guide's Node flow test, run as written: the guide's plugin files (its `src/invite/` blocks and the
 * simulator module) and its flow test block are written out under .cache/ and the flow test is imported here, so
 * its tests run in this file. The packaging test typechecks and runs the same plugin files in Chromium.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { parseBlocks } from '../../scripts/docBlocks.mjs';

const root = process.cwd();
const blocks = parseBlocks(readFileSync(join(root, 'docs/writing-a-plugin.md'), 'utf8'));
const files = blocks.filter(
  (b) => b.marker?.kind === 'scratch-app' && /^(src\/invite\/|invite-sim\.js$)/.test(b.marker.path),
);
const flowTests = blocks.filter(
  (b) => b.marker?.kind === 'fragment' && b.marker.path === 'test/contract/pluginGuide.test.ts',
);
if (files.length < 5 || flowTests.length !== 1)
  throw new Error(
    `docs/writing-a-plugin.md: ${files.length} plugin files and ${flowTests.length} flow test blocks found`,
  );

// Inside the repository, so the guide's imports resolve as in the other tests (`entryway/*` to the sources).
const dir = join(root, '.cache', `plugin-guide-${process.pid}`);
rmSync(dir, { recursive: true, force: true });
for (const b of files) {
  mkdirSync(dirname(join(dir, b.marker!.path)), { recursive: true });
  writeFileSync(join(dir, b.marker!.path), b.code);
}
// Not named *.test.ts: only this file's import runs it.
const flowTest = join(dir, 'test', 'invite.flow.ts');
mkdirSync(dirname(flowTest), { recursive: true });
writeFileSync(flowTest, flowTests[0].code);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

await import(/* @vite-ignore */ flowTest);
