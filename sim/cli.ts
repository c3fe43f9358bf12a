/**
 * `entryway-sim` command line: `entryway-sim [--port 8787] [--host 127.0.0.1] [--config sim.json]`.
 * bin/entryway-sim.js imports the built copy (dist/sim/cli.js) and calls `runCli`.
 */
import { parseArgs } from 'node:util';
import { startSimServer, type SimServer } from './server';
import { missingZxcvbnPackages, ZXCVBN_PACKAGES } from './strength';

const HELP = `Usage: entryway-sim [--port <n>] [--host <addr>] [--config <file.json>]

Runs a simulated Stytch frontend-SDK API (the endpoints @stytch/vanilla-js calls) on http://<host>:<port>.

  --port <n>        Port to listen on (default 8787; 0 picks a free one)
  --host <addr>     Address to bind (default 127.0.0.1)
  --config <file>   JSON: {"project": {...settings}, "users": [{"email": "...", "password": "..."}]}
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
export async function runCli(argv: string[], io: CliIO = { log: (l) => console.log(l), error: (l) => console.error(l) }): Promise<CliResult> {
  let values: { port?: string; host?: string; config?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { port: { type: 'string', short: 'p' }, host: { type: 'string' }, config: { type: 'string', short: 'c' }, help: { type: 'boolean', short: 'h' } },
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
    server = await startSimServer({ port, host: values.host ?? '127.0.0.1', configFile: values.config });
  } catch (e) {
    io.error(`entryway-sim: ${(e as Error).message}`);
    return { exitCode: 1 };
  }
  io.log(`Entryway Stytch simulator listening on ${server.url}`);
  io.log(`  Client:  createStytchClient('public-token-test-…', { endpoints: { testAPIURL: '${server.url}' } } as any)`);
  io.log(`  Control: ${server.url}/__sim (outbox, users, config, faults, clock)`);
  const missing = await missingZxcvbnPackages();
  if (missing.length)
    io.error(
      `  Warning: ${missing.join(', ')} not installed: password strength checks (passwords plugin) answer 500 until ` +
        `you run \`npm install --save-dev ${ZXCVBN_PACKAGES.join(' ')}\` (no restart needed).`,
    );
  return { server, exitCode: 0 };
}
