#!/usr/bin/env node
/**
 * `npm run test:flaky [-- --runs 3 --load-cores 1 --max-minutes 20 [playwright args…]]`: the flake hunt. Runs the
 * Playwright suite `--runs` times in a row (no retries: CI unset) while `--load-cores` busy loops keep that many
 * cores busy, as other jobs would on a shared 2-core machine. Each loop stops by itself after `--max-minutes` (and
 * is stopped when its run ends). Prints every test that failed in any run, with how often and its first error;
 * exits non-zero if there was one. Further arguments go to `playwright test` (a spec file, `--project chromium`,
 * `--grep`), so a suspect can be hammered alone.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { bin, freePort, root, run } from './lib.mjs';
import { playwrightTests, readJson } from './reports.mjs';

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} needs a number (got ${value})`);
  return n;
}
const runs = option('runs', 3);
const loadCores = option('load-cores', 1);
const maxMinutes = option('max-minutes', 20);

/** A busy loop on one core that ends by itself after `ms` (and when killed). */
const busyLoop = (ms) =>
  spawn(process.execPath, ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end) {}`], { stdio: 'ignore' });

const dir = `${root}test-results/flaky`;
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const env = { E2E_PICTURES: '0', ...process.env };
delete env.CI;
const port = await freePort(Number(process.env.E2E_PORT ?? 4173));
const [node, [cli]] = bin('@playwright/test/cli.js');
// npm test runs one Playwright worker more than the cores; a busy loop here takes one worker's place, so the machine
// carries as many busy processes as under npm test (`--workers` among the arguments overrides it).
const workers = args.some((a) => a.startsWith('--workers') || a === '-j')
  ? []
  : [`--workers=${Math.max(1, availableParallelism() + 1 - loadCores)}`];

/** name → { failures, error } */
const failed = new Map();
let total = 0;
for (let i = 1; i <= runs; i++) {
  const report = `${dir}/run-${i}.json`;
  console.log(`\n━━ run ${i} of ${runs}, ${loadCores} core(s) kept busy, sandbox on port ${port}`);
  const loops = Array.from({ length: loadCores }, () => busyLoop(maxMinutes * 60_000));
  const t0 = Date.now();
  try {
    await run(node, [cli, 'test', '--reporter=dot,json', ...workers, ...args], {
      env: { ...env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
  } finally {
    for (const loop of loops) loop.kill();
  }
  const tests = playwrightTests(readJson(report));
  if (!tests.length) {
    failed.set(`run ${i}: no report (the run itself failed)`, { failures: 1, error: `see the output above` });
    continue;
  }
  total = Math.max(total, tests.length);
  for (const t of tests.filter((x) => x.outcome === 'failed' || x.outcome === 'flaky')) {
    const seen = failed.get(t.name) ?? { failures: 0, error: t.error };
    seen.failures += 1;
    failed.set(t.name, seen);
  }
  console.log(
    `run ${i}: ${Math.round((Date.now() - t0) / 1000)}s, ${tests.filter((x) => x.outcome === 'failed').length} failed`,
  );
}

console.log(
  `\n━━ flake hunt: ${runs} run(s) of ${total} tests, ${loadCores} busy core(s); reports in test-results/flaky/`,
);
for (const [name, { failures, error }] of failed) console.log(`✘ ${failures}/${runs}  ${name}\n      ${error}`);
console.log(failed.size ? `${failed.size} test(s) failed at least once` : 'no test failed');
process.exit(failed.size ? 1 : 0);
