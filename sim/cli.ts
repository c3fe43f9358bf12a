/**
 * `entryway-sim` command line: `entryway-sim [--port 8787] [--host 127.0.0.1] [--config sim.json] [--module ./x.js]…`.
 * bin/entryway-sim.js imports the built copy (dist/sim/cli.js) and calls `runCli`.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { SimModule } from './engine';
import { appName } from './appName';
import { createSimulator } from './create';
import { startSimServer, type SimServer } from './server';

const HELP = `Usage: entryway-sim [--port <n>] [--host <addr>] [--config <file.json>] [--module <file.js>]…

Runs a simulated Stytch frontend-SDK API (the endpoints @stytch/vanilla-js calls) on http://<host>:<port>.

  --port <n>        Port to listen on (default 8787; 0 picks a free one)
  --host <addr>     Address to bind (default 127.0.0.1)
  --config <file>   JSON: {"project": {...settings}, "users": [{"email": "...", "password": "..."}]}
  --name <name>     The project's name, as the simulated OAuth providers' pages show it ("continue to <name>")
                    (default: the "name" of ./package.json; a --config file's projectName wins)
  --module <file>   An ES module whose default export or \`simModule\` export is a simulator module (or an
                    array of them), installed in addition to the built-in ones. Repeatable; loaded in order,
                    before --config (so the config may set the module's project settings).
  -h, --help        Show this help
`;

export interface CliIO {
  log: (line: string) => void;
  error: (line: string) => void;
}

export interface CliResult {
  /** The running server; absent after --help or an error. */
  server?: SimServer;
  /** What the process should exit with when there is no server to keep it alive. */
  exitCode: number;
}

/** Parses argv, starts the server and prints where it listens. Never exits the process itself (the bin does). */
export async function runCli(
  argv: string[],
  io: CliIO = { log: (l) => console.log(l), error: (l) => console.error(l) },
): Promise<CliResult> {
  let values: { port?: string; host?: string; config?: string; name?: string; module?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        config: { type: 'string', short: 'c' },
        name: { type: 'string' },
        module: { type: 'string', short: 'm', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (e) {
    io.error(`${(e as Error).message}\n\n${HELP}`);
    return { exitCode: 2 };
  }
  if (values.help) {
    io.log(HELP);
    return { exitCode: 0 };
  }
  const port = values.port === undefined ? 8787 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.error(`--port must be an integer between 0 and 65535, got "${values.port}"`);
    return { exitCode: 2 };
  }
  let server: SimServer;
  try {
    const modules: SimModule[] = [];
    for (const file of values.module ?? []) modules.push(...(await loadModuleFile(file)));
    const projectName = values.name ?? appName();
    // OAuth with PKCE, as Stytch advises for browser apps: without it Stytch's client keeps no verifier and logs
    // "No code verifier found in local storage for OAuth flow" after every provider's return. A --config may turn
    // it off.
    const project = { pkceRequiredForOAuth: true, ...(projectName ? { projectName } : {}) };
    const sim = createSimulator({ modules, project });
    server = await startSimServer({ port, host: values.host ?? '127.0.0.1', configFile: values.config, sim });
  } catch (e) {
    io.error(`entryway-sim: ${(e as Error).message}`);
    return { exitCode: 1 };
  }
  io.log(`Entryway Stytch simulator listening on ${server.url}`);
  io.log(`  Client:  createStytchClient('public-token-test-…', { endpoints: { testAPIURL: '${server.url}' } } as any)`);
  io.log(`  Control: ${server.url}/__sim (outbox, users, config, faults, clock)`);
  for (const problem of await server.sim.diagnose()) io.error(`  Warning: ${problem}`);
  io.log(`  Modules: ${server.sim.modules.map((m) => m.name).join(', ')}`);
  return { server, exitCode: 0 };
}

const isModule = (m: unknown): m is SimModule =>
  typeof m === 'function' ||
  (!!m &&
    typeof m === 'object' &&
    typeof (m as { install?: unknown }).install === 'function' &&
    typeof (m as { name?: unknown }).name === 'string');

/** Imports a `--module` file (relative to the working directory) and returns the modules it exports. */
export async function loadModuleFile(file: string): Promise<SimModule[]> {
  let ns: Record<string, unknown>;
  try {
    ns = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`cannot load module ${file}: ${(e as Error).message}`, { cause: e });
  }
  const exported = ns.default ?? ns.simModule;
  const list = Array.isArray(exported) ? exported : [exported];
  if (exported === undefined || !list.every(isModule)) {
    throw new Error(
      `${file} must export a simulator module (a function, or { name, install(sim) }) as default or as \`simModule\`, or an array of them`,
    );
  }
  return list;
}
