/**
 * The sandbox: a Vite multi-page app that runs Entryway from source (the `entryway/*` aliases of
 * scripts/aliases.mjs, as vitest.config.ts) against the Stytch simulator, served on the same origin (`/sdk/v1/*`, `/__sim/*`) by the
 * simulator's Vite plugin in both `vite` (dev, `npm start`) and `vite preview` (the production build the browser
 * tests use).
 * The preview server sends the strict CSP `script-src 'self'; style-src 'self'` on every response.
 */
import { defineConfig, type Plugin } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createSimulator } from '../sim/index';
import { createNodeHandler, entrywaySim, type NodeHandler } from '../sim/node';
import { entrywayAliases } from '../scripts/aliases.mjs';
import { buildStandalonePages } from '../scripts/standalone.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sandbox = fileURLToPath(new URL('.', import.meta.url));

/** The simulated project behind the sandbox. */
const PROJECT = { projectName: 'Entryway sandbox' };

/** The policy every preview page is served with (and that test/e2e/csp.e2e.ts holds the widget to). */
export const STRICT_CSP = "script-src 'self'; style-src 'self'";

type Next = (err?: unknown) => void;

/** The side-by-side benchmark page of Stytch's own UI (sandbox/standalone/bench-stytch.html). */
const STYTCH_BENCH_PAGE = '/standalone/bench-stytch.html';

/** Request header naming a separate simulator (Playwright sends its worker's index; people send none). */
export const SIM_TENANT_HEADER = 'x-entryway-sim';
const MAX_TENANTS = 16;

/**
 * Browser tests run in two workers against one preview server, and one worker's `POST /__sim/reset` or fault must
 * not reach the other's users, outbox or requests. Requests that carry `x-entryway-sim` (Playwright adds it to
 * every request of a worker) go to that worker's own simulator; all others fall through to `entrywaySim`'s.
 */
function perWorkerSimulators(): Plugin {
  const handlers = new Map<string, NodeHandler>();
  const handlerFor = (tenant: string, host: string | undefined): NodeHandler => {
    let handler = handlers.get(tenant);
    if (!handler) {
      if (handlers.size >= MAX_TENANTS) handlers.delete(handlers.keys().next().value!);
      // Outbox links open this server's pages (dev and preview listen on different ports).
      const origin = `http://${host ?? 'localhost:4173'}`;
      const project = { ...PROJECT, defaultRedirectURL: `${origin}/authenticate`, defaultResetPasswordURL: `${origin}/authenticate` };
      handler = createNodeHandler(createSimulator({ project }));
      handlers.set(tenant, handler);
    }
    return handler;
  };
  const middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const tenant = req.headers[SIM_TENANT_HEADER];
    if (typeof tenant !== 'string' || !tenant) return next();
    handlerFor(tenant, req.headers.host)(req, res, next);
  };
  return {
    name: 'entryway-sandbox-sim-per-worker',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/** Strict CSP on every preview response (the production build has no inline scripts or styles to allow). */
function strictCsp(): Plugin {
  return {
    name: 'entryway-sandbox-csp',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
        // Stytch's prebuilt UI writes inline styles, which this policy blocks: its benchmark page alone goes without
        // (Entryway's benchmark pages keep the policy).
        if (!req.url?.startsWith(STYTCH_BENCH_PAGE)) res.setHeader('Content-Security-Policy', STRICT_CSP);
        next();
      });
    },
  };
}

/**
 * `/standalone/*`: plain HTML pages using the script-tag build (React replaced by preact/compat, scripts/standalone.mjs)
 * and the side-by-side benchmark pages. They are not Vite pages (Vite would bundle them with React): the files are
 * built by esbuild and emitted as they are into the production build; the dev server builds them on request.
 */
function standalonePages(): Plugin {
  let pending: Promise<Map<string, Uint8Array>> | null = null;
  const files = () => (pending ??= buildStandalonePages(root));
  return {
    name: 'entryway-sandbox-standalone',
    async generateBundle() {
      for (const [fileName, source] of await files()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
        const path = (req.url ?? '').split('?')[0].slice(1);
        if (!path.startsWith('standalone/')) return next();
        // Rebuilt when a page is requested, so edits show on reload.
        if (/\.html$/.test(path)) pending = null;
        files().then((map) => {
          const body = map.get(path);
          if (!body) return next();
          res.setHeader('content-type', path.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8');
          res.end(body);
        }, next);
      });
    },
  };
}

export default defineConfig({
  root: sandbox,
  appType: 'mpa',
  publicDir: `${sandbox}public`,
  resolve: { alias: entrywayAliases(root) },
  // Order matters: the per-worker router sees simulator requests before entrywaySim's own middleware does.
  plugins: [strictCsp(), perWorkerSimulators(), entrywaySim({ project: PROJECT }), standalonePages()],
  server: { host: 'localhost', port: 5173, fs: { allow: [root] } },
  preview: { host: 'localhost', port: 4173 },
  build: {
    outDir: `${sandbox}dist`,
    emptyOutDir: true,
    sourcemap: true,
    // Every page is its own entry; `/authenticate` (the one callback page) resolves to its .html file.
    rollupOptions: {
      input: {
        index: `${sandbox}index.html`,
        authenticate: `${sandbox}authenticate.html`,
        'csp-tapable': `${sandbox}csp-tapable.html`,
        multi: `${sandbox}multi.html`,
        bench: `${sandbox}bench.html`,
      },
    },
  },
});
