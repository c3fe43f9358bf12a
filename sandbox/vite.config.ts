/**
 * The sandbox: a Vite multi-page app that runs Entryway from source (the same `entryway/*` aliases as
 * vitest.config.ts) against the Stytch simulator, answered by middleware on the same origin (`/sdk/v1/*`,
 * `/__sim/*`) in both `vite` (dev, `npm start`) and `vite preview` (the production build the browser tests use).
 * The preview server sends the strict CSP `script-src 'self'; style-src 'self'` on every response.
 */
import { defineConfig, type Plugin } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createSimulator } from '../sim/index';
import type { Simulator } from '../sim/engine';

const root = fileURLToPath(new URL('..', import.meta.url));
const sandbox = fileURLToPath(new URL('.', import.meta.url));

/** The policy every preview page is served with (and that test/e2e/csp.e2e.ts holds the widget to). */
export const STRICT_CSP = "script-src 'self'; style-src 'self'";

const alias = [
  { find: /^entryway\/plugins\/(.*)$/, replacement: `${root}plugins/$1/index.ts` },
  { find: /^entryway\/ui$/, replacement: `${root}ui/index.ts` },
  { find: /^entryway\/react$/, replacement: `${root}core/react/index.tsx` },
  { find: /^entryway\/stytch$/, replacement: `${root}compat/stytch.ts` },
  { find: /^entryway\/sim$/, replacement: `${root}sim/index.ts` },
  { find: /^entryway\/testing$/, replacement: `${root}core/testing/index.ts` },
  { find: /^entryway$/, replacement: `${root}core/index.ts` },
];

type Next = (err?: unknown) => void;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Request header naming a separate simulator (Playwright sends its worker's index; people send none). */
export const SIM_TENANT_HEADER = 'x-entryway-sim';
const MAX_TENANTS = 16;

/**
 * Connect middleware over the simulator engine. Simulators are created on first use, so their default redirect
 * URLs point at this server's own origin (the port differs between dev and preview). Each value of the
 * `x-entryway-sim` header gets its own simulator: browser tests run in two workers against one server, and one
 * worker's `POST /__sim/reset` or fault must not reach the other's users, outbox or requests.
 */
function simulatorMiddleware() {
  const sims = new Map<string, Simulator>();
  const simFor = (tenant: string, host: string | undefined): Simulator => {
    let sim = sims.get(tenant);
    if (!sim) {
      if (sims.size >= MAX_TENANTS) sims.delete(sims.keys().next().value!);
      const origin = `http://${host ?? 'localhost:5173'}`;
      sim = createSimulator({
        project: {
          projectName: 'Entryway sandbox',
          defaultRedirectURL: `${origin}/authenticate`,
          defaultResetPasswordURL: `${origin}/reset-password`,
        },
      });
      sims.set(tenant, sim);
    }
    return sim;
  };
  return async (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const url = req.url ?? '/';
    if (!/^\/(sdk\/v1\/|__sim(\/|\?|$))/.test(url)) return next();
    try {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
      const sim = simFor(headers[SIM_TENANT_HEADER] ?? '', req.headers.host);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const answer = await sim.handle({ method: req.method ?? 'GET', url, headers, body });
      if ('networkError' in answer) {
        // A transport failure: the browser's fetch rejects, as when the API is unreachable.
        req.socket.destroy();
        return;
      }
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      res.statusCode = answer.status;
      for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
      res.end(answer.body);
    } catch (e) {
      next(e);
    }
  };
}

/** The Stytch simulator on the dev and preview servers. */
function stytchSimulator(): Plugin {
  return {
    name: 'entryway-sandbox-simulator',
    configureServer(server) {
      server.middlewares.use(simulatorMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(simulatorMiddleware());
    },
  };
}

/** Strict CSP on every preview response (the production build has no inline scripts or styles to allow). */
function strictCsp(): Plugin {
  return {
    name: 'entryway-sandbox-csp',
    configurePreviewServer(server) {
      server.middlewares.use((_req: IncomingMessage, res: ServerResponse, next: Next) => {
        res.setHeader('Content-Security-Policy', STRICT_CSP);
        next();
      });
    },
  };
}

export default defineConfig({
  root: sandbox,
  appType: 'mpa',
  publicDir: `${sandbox}public`,
  resolve: { alias },
  plugins: [strictCsp(), stytchSimulator()],
  server: { host: 'localhost', port: 5173, fs: { allow: [root] } },
  preview: { host: 'localhost', port: 4173 },
  build: {
    outDir: `${sandbox}dist`,
    emptyOutDir: true,
    sourcemap: true,
    // Every page is its own entry; `/authenticate` and `/reset-password` resolve to their .html files.
    rollupOptions: {
      input: {
        index: `${sandbox}index.html`,
        authenticate: `${sandbox}authenticate.html`,
        'reset-password': `${sandbox}reset-password.html`,
        'csp-tapable': `${sandbox}csp-tapable.html`,
        multi: `${sandbox}multi.html`,
        bench: `${sandbox}bench.html`,
      },
    },
  },
});
