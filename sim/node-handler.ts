/**
 * Node adapter: serves a simulator from `node:http` or any connect-style middleware stack (Vite). Node only.
 * Answers CORS for the calling Origin with credentials, because the client fetches with `credentials: 'include'`
 * from the app's origin (e.g. a sandbox on :5173 talking to the CLI server on :8787).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Simulator } from './engine';
import { SIM_PATH_PREFIXES } from './paths';

export interface NodeHandlerOptions {
  /**
   * Paths served; anything else goes to `next()` (or a 404 without one). The default covers every path the Stytch
   * client uses on its API host: the SDK API (`/sdk/v1/`), the public API the browser is sent to
   * (`/v1/public/oauth/…/start`) or that Stytch's frame calls (`/v1/oauth/callback/…`), and the control API.
   * @default ['/sdk/v1/', '/v1/', '/__sim']
   */
  prefixes?: readonly string[];
  /** Answer CORS (reflect Origin, allow credentials, preflights). @default true */
  cors?: boolean;
}

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

/** How long after a dropped request its browser replay is dropped as well. */
const REPLAY_WINDOW_MS = 2000;
const ALLOW_HEADERS = 'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host';

export function createNodeHandler(sim: Simulator, options: NodeHandlerOptions = {}): NodeHandler {
  const prefixes = options.prefixes ?? SIM_PATH_PREFIXES;
  const cors = options.cors ?? true;
  const dropped = new Map<string, number>();
  return (req, res, next) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0];
    if (!prefixes.some((p) => path.startsWith(p))) {
      if (next) return next();
      res
        .writeHead(404, { 'content-type': 'text/plain' })
        .end(`Not a simulator path: the simulator answers ${prefixes.join(', ')}. Try /__sim\n`);
      return;
    }
    const origin = req.headers.origin;
    if (cors && origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      if (cors) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', (err) => (next ? next(err) : res.destroy()));
    req.on('end', async () => {
      try {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers))
          if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
        const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
        // Only the Stytch client's requests carry a unique telemetry id, so only they can be recognised as replays.
        const key = headers['x-sdk-client'] ? `${req.method} ${url} ${headers['x-sdk-client']}` : null;
        const now = Date.now();
        for (const [k, at] of dropped) if (now - at > REPLAY_WINDOW_MS) dropped.delete(k);
        if (key && dropped.delete(key)) return void req.socket.destroy();
        const out = await sim.handle({
          method: req.method ?? 'GET',
          url: `http://${req.headers.host ?? 'localhost'}${url}`,
          headers,
          body,
        });
        // A transport failure the browser reports as "Failed to fetch": drop the connection without a response.
        // Chromium silently replays a request whose reused keep-alive connection died before answering, so the
        // replay (same method, URL and per-request X-SDK-Client telemetry id) is dropped too; otherwise a one-shot
        // fault would vanish.
        if ('networkError' in out) {
          if (key) dropped.set(key, Date.now());
          return void req.socket.destroy();
        }
        if (out.delayMs) await new Promise((r) => setTimeout(r, out.delayMs));
        res.writeHead(out.status, out.headers).end(out.body);
      } catch (err) {
        if (next) next(err);
        else res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
      }
    });
  };
}
