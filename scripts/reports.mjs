/**
 * Reads Vitest's and Playwright's JSON reports into one list of tests, for `npm test`'s summary (the slowest tests,
 * the tests that passed only on their retry) and `npm run test:flaky` (every test that failed in any run).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './lib.mjs';

/**
 * @typedef {object} TestOutcome
 * @property {'vitest' | 'playwright'} tool
 * @property {string} name file › title (Playwright: with the project when it is not the default one)
 * @property {number} seconds time of all its attempts
 * @property {'passed' | 'failed' | 'flaky' | 'skipped'} outcome `flaky`: failed, then passed on a retry
 * @property {string} [error] first line of the first failure
 */

/** A JSON file, or null when it is missing or unreadable (a stage that crashed before writing it). */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// eslint-disable-next-line no-control-regex -- the escape character starts a terminal colour code
const COLOUR = /\u001b\[[0-9;]*m/g;
const firstLine = (text) =>
  String(text ?? '')
    .replace(COLOUR, '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

/** Vitest's JSON report. A test that passed with failure messages passed on a retry (Vitest keeps each attempt's error). */
export function vitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((t) => ({
      tool: 'vitest',
      name: `${relative(root, file.name)} › ${t.fullName}`,
      seconds: (t.duration ?? 0) / 1000,
      outcome:
        t.status === 'passed'
          ? t.failureMessages?.length
            ? 'flaky'
            : 'passed'
          : t.status === 'failed'
            ? 'failed'
            : 'skipped',
      error: t.failureMessages?.length ? firstLine(t.failureMessages[0]) : undefined,
    })),
  );
}

/** Playwright's JSON report: suites nest (files, describes), each spec has one test per project. */
export function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const failed = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const project = t.projectName && t.projectName !== 'chromium' ? ` [${t.projectName}]` : '';
        out.push({
          tool: 'playwright',
          name: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${project}`,
          seconds: (t.results ?? []).reduce((s, r) => s + (r.duration ?? 0), 0) / 1000,
          outcome:
            { expected: 'passed', unexpected: 'failed', flaky: 'flaky', skipped: 'skipped' }[t.status] ?? 'failed',
          error: failed ? firstLine(failed.error?.message ?? failed.errors?.[0]?.message ?? failed.status) : undefined,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file === child.title ? titles : [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

/** `n` slowest tests, formatted one a line. */
export function slowest(tests, n = 10) {
  return [...tests]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n)
    .map(
      (t) => `${t.seconds.toFixed(1).padStart(6)}s  ${t.tool === 'vitest' ? 'vitest    ' : 'playwright'}  ${t.name}`,
    );
}
