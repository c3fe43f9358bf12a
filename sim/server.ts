/** A standalone HTTP server for the simulator (the CLI uses it). Node only. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { SimModule, Simulator } from './engine';
import { createSimulator } from './create';
import { createNodeHandler } from './node-handler';
import type { ProjectConfigPatch } from './types';

export interface SimServerOptions {
  /** @default 8787 (0 picks a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Serve this simulator instead of a new `createSimulator({ modules })`. */
  sim?: Simulator;
  /** Modules installed in addition to the defaults (ignored with `sim`). */
  modules?: SimModule[];
  /** JSON file: `{ "project": {…ProjectConfig patch}, "users": [{email?, phone_number?, password?, requires_reset?}] }`, or a bare project patch. */
  configFile?: string;
}

export interface SimServer {
  url: string;
  port: number;
  host: string;
  sim: Simulator;
  server: Server;
  close(): Promise<void>;
}

export interface SimConfigFile {
  project?: ProjectConfigPatch;
  users?: Array<Record<string, unknown>>;
}

/** Applies a config file's project settings and seeds its users (through the same code as POST /__sim/users). */
export async function applyConfigFile(sim: Simulator, file: string): Promise<void> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new Error(`Cannot read simulator config ${file}: ${(e as Error).message}`, { cause: e });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`Simulator config ${file} must be a JSON object`);
  const structured = 'project' in parsed || 'users' in parsed;
  const { project, users = [] } = (structured ? parsed : { project: parsed }) as SimConfigFile;
  try {
    if (project) sim.configure(project);
  } catch (e) {
    throw new Error(`Simulator config ${file}: ${(e as Error).message}`, { cause: e });
  }
  for (const user of users) {
    const res = await sim.handle({
      method: 'POST',
      url: '/__sim/users',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    if ('status' in res && res.status >= 400)
      throw new Error(`Simulator config ${file}: cannot seed user ${JSON.stringify(user)}: ${res.body}`);
  }
}

/**
 * Node's HTTP server closes a keep-alive connection after 5 idle seconds, and a client that sends its next request
 * on that connection as it closes gets ECONNRESET (a test's request context calling `POST /__sim/reset` a few
 * seconds after its last call). The simulator's servers keep idle connections two minutes instead, longer than a
 * test holds its request context.
 */
export function keepIdleConnections(
  server: { keepAliveTimeout?: number; headersTimeout?: number } | null | undefined,
): void {
  if (!server || server.keepAliveTimeout === undefined) return;
  server.keepAliveTimeout = 120_000;
  // Node requires the headers timeout to exceed the keep-alive timeout.
  server.headersTimeout = 121_000;
}

export async function startSimServer(options: SimServerOptions = {}): Promise<SimServer> {
  const { port = 8787, host = '127.0.0.1' } = options;
  const sim = options.sim ?? createSimulator({ modules: options.modules });
  if (options.configFile) await applyConfigFile(sim, options.configFile);
  const server = createServer(createNodeHandler(sim));
  keepIdleConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actual}`,
    port: actual,
    host,
    sim,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
