// @vitest-environment node
/**
 * The README's Next.js section, run as written in Node (no DOM, as Next's server runs it): its files are written out
 * under their own paths beside a stand-in for the three `next/*` modules they import (the router, the cookies, the
 * proxy's request and response), then
 * - the login page (a server component rendering the README's client component) prerenders with React's server
 *   renderer: nothing reads `window` or creates a Stytch client on the server;
 * - the protected page and the proxy check a session with Stytch's Node SDK against `npx entryway-sim`'s server: a
 *   session from a browser login passes (its JWT verified against the simulator's JWKS), none or a forged one is sent
 *   to /login.
 * (Next itself builds the same files in the packaging test's Next app when it is there; here nothing is type-checked
 * against Next's own declarations.)
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBlocks } from '../scripts/docBlocks.mjs';
import { startSimServer, type SimServer } from '../sim/node';
import { PUBLIC_TOKEN } from '../sim/test-utils';

const root = fileURLToPath(new URL('..', import.meta.url));
const app = `${root}.cache/next-readme/`;

/** The README's blocks this test covers, by the file each names in its first line (`// app/login/page.tsx …`). */
function readmeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const marker = '<!-- fragment: covered by test/nextjs.test.tsx -->';
  for (const block of parseBlocks(readFileSync(`${root}README.md`, 'utf8'))) {
    if (block.markerText !== marker) continue;
    const path = /^\/\/ (\S+\.tsx?)/.exec(block.code)?.[1];
    if (!path) throw new Error(`README.md:${block.line}: a Next.js block must start with // <its file>`);
    files.set(path, block.code);
  }
  return files;
}

/** What the pages get of Next: a router, a request's cookies, redirect(), and the proxy's request and response. */
const NEXT_STANDIN: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'next',
    type: 'module',
    exports: { './navigation': './navigation.js', './headers': './headers.js', './server': './server.js' },
  }),
  'navigation.js': `
    export const pushed = [];
    export const useRouter = () => ({ push: (url) => void pushed.push(url) });
    export function redirect(url) { throw Object.assign(new Error('NEXT_REDIRECT'), { redirectTo: url }); }`,
  'headers.js': `
    export const jar = new Map();
    export async function cookies() { return { get: (name) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }; }`,
  'server.js': `
    export const NextResponse = {
      next: () => ({ next: true }),
      redirect: (url) => ({ redirect: String(url) }),
    };`,
};

let sim: SimServer;
let files: Map<string, string>;
beforeAll(async () => {
  sim = await startSimServer({ port: 0 });
  Object.assign(process.env, {
    ENTRYWAY_SIM_URL: sim.url,
    STYTCH_PROJECT_ID: sim.sim.config.projectId,
    STYTCH_SECRET: 'secret-test-anything',
    NEXT_PUBLIC_STYTCH_PUBLIC_TOKEN: PUBLIC_TOKEN,
  });
  rmSync(app, { recursive: true, force: true });
  files = readmeFiles();
  for (const [path, code] of files) {
    mkdirSync(dirname(`${app}${path}`), { recursive: true });
    writeFileSync(`${app}${path}`, code);
  }
  mkdirSync(`${app}node_modules/next`, { recursive: true });
  for (const [name, code] of Object.entries(NEXT_STANDIN)) writeFileSync(`${app}node_modules/next/${name}`, code);
}, 60_000);
afterAll(async () => {
  await sim.close();
});

/** A session as the browser's login leaves it: the `stytch_session_jwt` cookie's value. */
async function browserSessionJwt(email: string): Promise<string> {
  const password = 'a-Long-and-Unusual-passphrase-42';
  await fetch(`${sim.url}/__sim/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const res = await fetch(`${sim.url}/sdk/v1/passwords/authenticate`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, session_duration_minutes: 60 }),
  });
  return (await res.json()).data.session_jwt;
}

const load = <T,>(path: string): Promise<T> => import(/* @vite-ignore */ `${app}${path}`) as Promise<T>;
type Jar = { jar: Map<string, string> };
type Navigation = { pushed: string[] };

describe("the README's Next.js section", () => {
  it('has the pages, the server client and the proxy, each under its file', () => {
    expect([...files.keys()].sort()).toEqual([
      'app/account/page.tsx',
      'app/authenticate/CallbackWidget.tsx',
      'app/authenticate/page.tsx',
      'app/login/LoginWidget.tsx',
      'app/login/page.tsx',
      'lib/stytch.ts',
      'lib/stytchServer.ts',
      'proxy.ts',
    ]);
    expect(files.get('app/login/LoginWidget.tsx')).toMatch(/^\/\/ .*\n'use client';\n/);
  });

  it('prerenders the login page on the server, where there is no window', async () => {
    expect(typeof window).toBe('undefined');
    const { default: LoginPage } = await load<{ default: ComponentType }>('app/login/page.tsx');
    const html = renderToString(createElement(LoginPage));
    // The first screen with its CSS, inert until the browser's widget (and the client the factory makes there)
    // takes over.
    expect(html).toMatch(/^<main><style>/);
    expect(html).toMatch(/<div class="ew-container"[^>]*inert=""/);
    expect(html).toContain('>Sign up or log in</h1>');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toContain('>Continue with email</span></button>');
    // The callback page: the spinner while the browser checks the link (the server cannot see it).
    const { default: AuthenticatePage } = await load<{ default: ComponentType }>('app/authenticate/page.tsx');
    const callback = renderToString(createElement(AuthenticatePage));
    expect(callback).toMatch(/<div class="ew-spinner-screen"><span class="ew-spinner[^"]*" role="status">/);
    expect(callback).not.toContain('<h1');
  });

  it("the protected page shows a signed-in user's page, and sends anyone else to /login", async () => {
    const { default: AccountPage } = await load<{ default: () => Promise<unknown> }>('app/account/page.tsx');
    const { jar } = await load<Jar>('node_modules/next/headers.js');
    jar.clear();
    await expect(AccountPage()).rejects.toMatchObject({ redirectTo: '/login' });
    const jwt = await browserSessionJwt('next.account@example.com');
    jar.set('stytch_session_jwt', jwt);
    const page = renderToString((await AccountPage()) as never);
    const userId = sim.sim.users.list().find((u) => u.user.emails[0]?.email === 'next.account@example.com')!.user
      .user_id;
    expect(page).toBe(`<p>Signed in as user <!-- -->${userId}</p>`);
    const [h, p] = jwt.split('.');
    jar.set('stytch_session_jwt', `${h}.${p}.${Buffer.from('forged').toString('base64url')}`);
    await expect(AccountPage()).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('the proxy lets a session through to /account and redirects the rest to /login', async () => {
    const { proxy, config } = await load<{
      proxy: (r: unknown) => Promise<unknown>;
      config: { matcher: string[] };
    }>('proxy.ts');
    expect(config.matcher).toEqual(['/account/:path*']);
    const request = (jwt?: string) => ({
      url: 'http://localhost:3000/account/settings',
      cookies: { get: (name: string) => (name === 'stytch_session_jwt' && jwt ? { name, value: jwt } : undefined) },
    });
    expect(await proxy(request(await browserSessionJwt('next.proxy@example.com')))).toEqual({ next: true });
    expect(await proxy(request())).toEqual({ redirect: 'http://localhost:3000/login' });
    expect(await proxy(request('not-a-jwt'))).toEqual({ redirect: 'http://localhost:3000/login' });
  });

  it("the login widget's router is the app's: afterLoginURL through navigate", async () => {
    const { pushed } = await load<Navigation>('node_modules/next/navigation.js');
    const { LoginWidget } = await load<{ LoginWidget: ComponentType }>('app/login/LoginWidget.tsx');
    // Rendering reads the router hook; the widget calls navigate only after a login (core/signedIn.test.tsx).
    renderToString(createElement(LoginWidget));
    expect(pushed).toEqual([]);
  });
});
