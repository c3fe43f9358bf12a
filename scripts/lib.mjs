/**
 * Shared by the scripts: run a command with live output, and make sure dependencies (and a browser) are installed
 * on a fresh checkout, so `npm start`, `npm test` and CI need nothing done by hand.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

/** Run a command (inheriting stdio) and resolve with its exit code. */
export function run(cmd, args, { onOutput, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    // `onOutput` (with stdio 'pipe') receives stdout and stderr as they come, for output shown later.
    if (onOutput) for (const stream of [child.stdout, child.stderr]) stream?.on('data', onOutput);
    child.on('error', (e) => {
      console.error(`${cmd}: ${e.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** `node_modules/.bin`-free invocation of a package's CLI through the current Node. */
export const bin = (pkgPath) => [process.execPath, [`${root}node_modules/${pkgPath}`]];

/** `npm ci` (or `npm install` without a lockfile) when node_modules is missing or incomplete. */
export async function ensureDependencies() {
  const marker = `${root}node_modules/.package-lock.json`;
  const needed = ['vite', 'vitest', 'rollup', '@playwright/test', 'react', '@stytch/vanilla-js', 'eslint', 'prettier'];
  if (existsSync(marker) && needed.every((p) => existsSync(`${root}node_modules/${p}/package.json`))) return;
  const lock = existsSync(`${root}package-lock.json`);
  console.log(`› installing dependencies (npm ${lock ? 'ci' : 'install'})`);
  // The lockfile lists every platform's optional binaries (rollup is pinned to a release whose binaries all exist
  // on the registry), so `npm ci` installs exactly what is locked, on any platform, with no fallback.
  const code = await run('npm', [lock ? 'ci' : 'install', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error(`npm ${lock ? 'ci' : 'install'} failed (${code})`);
}

/** Debian's Chromium at /usr/bin/chromium; installed with apt-get when missing and we are root. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium).`);
  console.log('› installing Chromium (apt-get install chromium)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) throw new Error('apt-get update failed');
  const code = await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env });
  if (code !== 0 || !existsSync(CHROMIUM)) throw new Error('apt-get install chromium failed');
}

/** Whether a TCP port on localhost accepts connections. */
export function portInUse(port) {
  const r = spawnSync(process.execPath, [
    '-e',
    `require('net').connect(${port},'localhost').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))`,
  ]);
  return r.status === 0;
}

const isFree = (port) =>
  new Promise((resolve) => {
    const srv = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => srv.close(() => resolve(true)));
    srv.listen(port, 'localhost');
  });

/**
 * The first port from `start` that is free together with the next one (the StrictMode project's development build
 * listens on port + 1), so a sandbox already running on 4173 (a developer's) cannot break the run.
 */
export async function freePort(start) {
  for (let port = start; port < start + 50; port += 2)
    if ((await isFree(port)) && (await isFree(port + 1))) return port;
  return start;
}

/**
 * Wait until `url` answers with a 2xx status, asking every `everyMs`; fails after `timeoutMs`, or as soon as
 * `child` (the server's process, if given) has exited. `detail()` adds to the failure's message (the server's output).
 */
export async function untilAnswers(url, { timeoutMs = 30_000, everyMs = 100, child, detail = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  const answers = () =>
    fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`the server for ${url} exited with ${child.exitCode}${detail()}`);
    if (await answers()) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${detail()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
