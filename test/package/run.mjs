#!/usr/bin/env node
/**
 * The packaging test (issue 14): what a new user does, from the tarball.
 *   1. `npm pack` (its prepack builds the library and strips the manifest) and print what the package contains.
 *   2. A scratch app OUTSIDE this repository (so nothing resolves from our node_modules), installed with exactly
 *      the install commands of the README's "Install" section, the tarball standing in for `entryway`.
 *   3. Build the app (Vite, the app's own tool: React `<Login/>` in StrictMode with the passwords plugin).
 *   4. Start the simulator with the app's `npx entryway-sim --port 0`, serve the built app, and sign up with a
 *      password in Chromium (the strength check proves the simulator's optional packages were installed).
 * Prints one line per step; exits non-zero on the first failure. Needs the npm registry (the app's install).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const keep = process.argv.includes('--keep');
const step = (text) => console.log(`› ${text}`);
const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** The README's install commands: the ```sh block right under "## Install". */
function installCommands() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Install\s*$/m)[1];
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no ```sh block under "## Install"');
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.startsWith('npm install'));
}

const work = mkdtempSync(join(tmpdir(), 'entryway-package-'));
const app = join(work, 'app');
const procs = [];
let server;
try {
  // `npm test` has just built dist/ (its library build stage) and says so: pack what it built instead of letting
  // prepack build it a second time; the manifest is stripped and restored as prepack and postpack would.
  const built = process.env.ENTRYWAY_DIST_BUILT === '1';
  step(built ? 'npm pack (dist/ as npm test built it; strip the manifest)' : 'npm pack (prepack: build, strip the manifest)');
  const manifestScript = join(root, 'scripts/pack-manifest.mjs');
  if (built) sh(process.execPath, [manifestScript, 'strip'], root);
  let packOutput;
  try {
    packOutput = sh('npm', ['pack', '--json', '--pack-destination', work, ...(built ? ['--ignore-scripts'] : [])], root);
  } finally {
    if (built) sh(process.execPath, [manifestScript, 'restore'], root);
  }
  const [packed] = JSON.parse(packOutput);
  const tarball = join(work, packed.filename);
  const maps = packed.files.filter((f) => f.path.endsWith('.map')).length;
  console.log(
    `  ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} kB packed, ` +
      `${(packed.unpackedSize / 1024).toFixed(1)} kB unpacked, ${maps} source maps`,
  );
  const manifest = JSON.parse(sh('tar', ['-xzOf', tarball, 'package/package.json'], work));
  if (manifest.scripts) throw new Error(`the packed package.json lists scripts: ${Object.keys(manifest.scripts).join(', ')}`);
  // Every relative link of every shipped Markdown file must resolve inside the package (npm shows no repository).
  const shipped = new Set(packed.files.map((f) => f.path));
  const dead = [...shipped]
    .filter((path) => path.endsWith('.md'))
    .flatMap((path) =>
      [...readFileSync(join(root, path), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1].split('#')[0])
        .filter((href) => href && !/^[a-z]+:/i.test(href))
        .filter((href) => !shipped.has(posix.normalize(posix.join(posix.dirname(path), href))))
        .map((href) => `${path} → ${href}`),
    );
  if (dead.length) throw new Error(`links to files the package does not contain:\n  ${dead.join('\n  ')}`);
  if (!shipped.has('docs/writing-a-plugin.md')) throw new Error('docs/writing-a-plugin.md is not in the package');

  step('scratch app, installed with the README install line');
  mkdirSync(join(app, 'src'), { recursive: true });
  for (const name of readdirSync(join(here, 'app'), { recursive: true })) {
    const from = join(here, 'app', name);
    if (statSync(from).isFile()) writeFileSync(join(app, name), readFileSync(from));
  }
  for (const command of installCommands()) {
    const args = command.split(/\s+/).slice(1).map((a) => (a === 'entryway' ? tarball : a));
    console.log(`  npm ${args.join(' ').replace(tarball, '<tarball>')}`);
    sh('npm', [...args, '--no-audit', '--no-fund'], app);
  }

  step('vite build');
  sh(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], app);

  step('npx entryway-sim --port 0');
  // Its own process group, so the stop reaches the node process behind npx.
  const sim = spawn('npx', ['entryway-sim', '--port', '0'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  procs.push(sim);
  const simURL = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`entryway-sim did not start: ${out}`)), 30_000);
    const read = (chunk) => {
      out += chunk;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) clearTimeout(timer), resolve(m[1]);
    };
    sim.stdout.on('data', read);
    sim.stderr.on('data', read);
    sim.on('exit', (code) => reject(new Error(`entryway-sim exited (${code}): ${out}`)));
  });
  console.log(`  ${simURL}`);

  const dist = join(app, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    let file = join(dist, path === '/' ? 'index.html' : path);
    try {
      if (!statSync(file).isFile()) file = join(dist, 'index.html');
    } catch {
      file = join(dist, 'index.html');
    }
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Content-Security-Policy', "script-src 'self'; style-src 'self'");
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const appURL = `http://127.0.0.1:${server.address().port}`;

  step(`sign up with a password in Chromium (${appURL})`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  try {
    await page.goto(`${appURL}/?sim=${encodeURIComponent(simURL)}`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Email' }).fill(`packaged.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Set a password' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Password', { exact: true }).fill('a-Long-and-Unusual-passphrase-42');
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await page.waitForFunction((el) => !el.disabled, await submit.elementHandle(), { timeout: 15_000 });
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 15_000 });
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    console.log('✔ packaged widget: installed from the README line, built, signed up against npx entryway-sim');
  } catch (e) {
    const shot = join(work, 'failure.png');
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(`${e instanceof Error ? e.message : e}\n  page errors: ${errors.join('; ') || 'none'}; screenshot ${shot} (with --keep)`);
  } finally {
    await browser.close();
  }
} catch (e) {
  console.error(`✘ packaging test failed: ${e instanceof Error ? `${e.message}${e.stderr ? `\n${e.stderr}` : ''}` : e}`);
  process.exitCode = 1;
} finally {
  server?.close();
  for (const p of procs) {
    try {
      process.kill(-p.pid, 'SIGTERM');
    } catch {
      p.kill();
    }
    p.stdout?.destroy();
    p.stderr?.destroy();
  }
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`  kept ${work}`);
}
