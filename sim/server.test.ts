// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile, copyFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { createSimulator } from './index';
import { entrywaySim, runCli, startSimServer } from './node';
import { PUBLIC_TOKEN } from './test-utils';

const auth = { authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}`, 'content-type': 'application/json' };
const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});
async function start(opts: Parameters<typeof startSimServer>[0] = {}) {
  const s = await startSimServer({ port: 0, ...opts });
  closers.push(() => s.close());
  return s;
}

describe('startSimServer', () => {
  it('serves the engine over HTTP with CORS for the calling origin (credentials allowed)', async () => {
    const s = await start();
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${s.url}/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`, {
      headers: { ...auth, origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).data.password_config).toBeNull();
  });

  it('answers preflights with the headers the client sends', async () => {
    const s = await start();
    const res = await fetch(`${s.url}/sdk/v1/otps/sms/login_or_create`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-sdk-client,x-sdk-parent-host',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host',
    );
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('drops the connection for network faults, delays slow ones, and exposes Retry-After', async () => {
    const s = await start();
    const url = `${s.url}/sdk/v1/users/search`;
    const body = JSON.stringify({ email: 'a@b.co' });
    s.sim.faults.add({ path: '/sdk/v1/users/search', mode: 'network', times: 1 });
    await expect(fetch(url, { method: 'POST', headers: auth, body })).rejects.toThrow();
    // A browser's silent replay of the dropped request (same telemetry id) is dropped too, without using up a fault.
    const replay = { ...auth, 'x-sdk-client': 'event-1' };
    s.sim.faults.add({ path: '/sdk/v1/users/search', mode: 'network', times: 1 });
    await expect(fetch(url, { method: 'POST', headers: replay, body })).rejects.toThrow();
    await expect(fetch(url, { method: 'POST', headers: replay, body })).rejects.toThrow();
    expect((await fetch(url, { method: 'POST', headers: { ...auth, 'x-sdk-client': 'event-2' }, body })).status).toBe(
      200,
    );
    s.sim.faults.add({ path: '/sdk/v1/users/search', mode: 'slow', delayMs: 250, times: 1 });
    const t = Date.now();
    expect((await fetch(url, { method: 'POST', headers: auth, body })).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(240);
    s.sim.faults.add({ path: '/sdk/v1/users/search', mode: '429', retryAfterSeconds: 5, times: 1 });
    const limited = await fetch(url, { method: 'POST', headers: { ...auth, origin: 'http://localhost:5173' }, body });
    expect([
      limited.status,
      limited.headers.get('retry-after'),
      limited.headers.get('access-control-expose-headers'),
    ]).toEqual([429, '5', 'Retry-After']);
  });

  it('loads a config file: project settings and seeded users', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'entryway-sim-'));
    const file = join(dir, 'sim.json');
    await writeFile(
      file,
      JSON.stringify({
        project: { projectName: 'From file', strengthPolicy: 'luds' },
        users: [{ email: 'seed@example.com', password: 'pw' }],
      }),
    );
    const s = await start({ configFile: file });
    expect(s.sim.config).toMatchObject({ projectName: 'From file', strengthPolicy: 'luds' });
    const users = await (await fetch(`${s.url}/__sim/users`)).json();
    expect(users.map((u: any) => u.emails[0].email)).toEqual(['seed@example.com']);
    await writeFile(file, JSON.stringify({ projectNmae: 'typo' }));
    await expect(startSimServer({ port: 0, configFile: file })).rejects.toThrow(
      /unknown project setting "projectNmae"/,
    );
  });

  it('serves an existing simulator and 404s paths it does not own', async () => {
    const sim = createSimulator({ project: { projectName: 'Mine' } });
    const s = await start({ sim });
    expect((await (await fetch(`${s.url}/__sim/config`)).json()).projectName).toBe('Mine');
    expect((await fetch(`${s.url}/index.html`)).status).toBe(404);
  });

  it('answers the paths the Stytch client sends the browser to on its API host (the OAuth start), not only /sdk/v1', async () => {
    const s = await start();
    const q = new URLSearchParams({
      public_token: PUBLIC_TOKEN,
      login_redirect_url: 'http://localhost:5173/authenticate',
      signup_redirect_url: 'http://localhost:5173/authenticate',
    });
    const res = await fetch(`${s.url}/v1/public/oauth/google/start?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/__sim\/oauth\/google\/authorize\?state=/);
    // Paths Stytch does not serve stay JSON errors from the engine (not the adapter's "not a simulator path").
    expect((await (await fetch(`${s.url}/v1/public/nothing`)).json()).error_type).toBe('not_found');
  });
});

describe('CLI', () => {
  it('parses --port, --host, --config and prints the URL', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'entryway-sim-'));
    const file = join(dir, 'sim.json');
    await writeFile(file, JSON.stringify({ projectName: 'CLI' }));
    const lines: string[] = [];
    const { server, exitCode } = await runCli(['--port', '0', '--host', '127.0.0.1', '--config', file], {
      log: (l) => lines.push(l),
      error: (l) => lines.push(l),
    });
    closers.push(() => server!.close());
    expect(exitCode).toBe(0);
    expect(lines[0]).toBe(`Entryway Stytch simulator listening on ${server!.url}`);
    expect(lines.join('\n')).toContain(`endpoints: { testAPIURL: '${server!.url}' }`);
    expect(server!.sim.config.projectName).toBe('CLI');
    // OAuth with PKCE unless the config says otherwise (Stytch's client warns on every return without it).
    const boot = await fetch(`${server!.url}/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`, { headers: auth });
    expect((await boot.json()).data.pkce_required_for_oauth).toBe(true);
  });

  it("names the project on the simulated providers' pages: --name, else the app's package.json name", async () => {
    const quiet = { log: () => {}, error: () => {} };
    const page = async (url: string) => {
      const query = new URLSearchParams({
        public_token: PUBLIC_TOKEN,
        login_redirect_url: 'http://localhost:3000/authenticate',
        // The CLI's project requires PKCE for OAuth.
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      });
      const start = await fetch(`${url}/v1/public/oauth/google/start?${query}`, { redirect: 'manual' });
      return (await fetch(new URL(start.headers.get('location')!, url))).text();
    };
    const named = await runCli(['--port', '0', '--name', 'Acme Notes'], quiet);
    closers.push(() => named.server!.close());
    expect(await page(named.server!.url)).toContain('to continue to <strong>Acme Notes</strong>');
    // Run in this repository's folder: its package.json is named "entryway".
    const unnamed = await runCli(['--port', '0'], quiet);
    closers.push(() => unnamed.server!.close());
    expect(await page(unnamed.server!.url)).toContain('to continue to <strong>entryway</strong>');
  });

  it('rejects bad arguments without starting', async () => {
    const errors: string[] = [];
    const io = { log: () => {}, error: (l: string) => errors.push(l) };
    expect(await runCli(['--port', 'abc'], io)).toEqual({ exitCode: 2 });
    expect(await runCli(['--nope'], io)).toEqual({ exitCode: 2 });
    expect(await runCli(['--config', '/does/not/exist.json', '--port', '0'], io)).toEqual({ exitCode: 1 });
    expect(errors.join('\n')).toMatch(
      /--port must be an integer[\s\S]*Unknown option[\s\S]*Cannot read simulator config/,
    );
    expect((await runCli(['--help'], io)).exitCode).toBe(0);
  });

  it('bin/entryway-sim.js explains how to build when dist is missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'entryway-bin-'));
    await mkdir(join(dir, 'bin'));
    await copyFile(
      fileURLToPath(new URL('../bin/entryway-sim.js', import.meta.url)),
      join(dir, 'bin', 'entryway-sim.js'),
    );
    const err = await promisify(execFile)(process.execPath, [join(dir, 'bin', 'entryway-sim.js')]).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(err?.stderr).toContain('Run `npm run build`');
  });
});

describe('Vite plugin', () => {
  it('mounts the simulator on the dev server before Vite’s own middleware', async () => {
    const root = await mkdtemp(join(tmpdir(), 'entryway-vite-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>sandbox</title>');
    const plugin = entrywaySim({ project: { projectName: 'Vite' } });
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      plugins: [plugin],
    });
    await server.listen();
    closers.push(() => server.close());
    const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
    const boot = await fetch(`${base}/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`, { headers: auth });
    expect((await boot.json()).data.project_name).toBe('Vite');
    expect((await (await fetch(`${base}/__sim/config`)).json()).projectName).toBe('Vite');
    expect(plugin.sim.config.projectName).toBe('Vite');
    // Outbox links point at the dev server itself.
    expect(plugin.sim.config.defaultRedirectURL).toBe(`${base}/authenticate`);
    const page = await fetch(`${base}/`);
    expect(await page.text()).toContain('<title>sandbox</title>');
    // The OAuth start the client navigates to is the simulator's too.
    const oauth = await fetch(`${base}/v1/public/oauth/github/start?public_token=${PUBLIC_TOKEN}`, {
      redirect: 'manual',
    });
    expect(oauth.status).toBe(302);
  });

  it("names the project after the Vite root's package.json unless the options name it", async () => {
    const root = await mkdtemp(join(tmpdir(), 'entryway-vite-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>shop</title>');
    await writeFile(join(root, 'package.json'), JSON.stringify({ name: 'corner-shop' }));
    const plugin = entrywaySim();
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      plugins: [plugin],
    });
    await server.listen();
    closers.push(() => server.close());
    const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
    const query = `public_token=${PUBLIC_TOKEN}&login_redirect_url=${encodeURIComponent(`${base}/authenticate`)}`;
    const start = await fetch(`${base}/v1/public/oauth/google/start?${query}`, { redirect: 'manual' });
    const page = await (await fetch(new URL(start.headers.get('location')!, base))).text();
    expect(page).toContain('to continue to <strong>corner-shop</strong>');
  });

  it('also mounts on the preview server', () => {
    const used: unknown[] = [];
    const plugin = entrywaySim();
    (plugin.configurePreviewServer as (s: unknown) => void)({ middlewares: { use: (fn: unknown) => used.push(fn) } });
    expect(used).toHaveLength(1);
  });
});
