#!/usr/bin/env node
// Starts the Entryway Stytch simulator. The CLI is TypeScript (sim/cli.ts); this runs the built copy.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/sim/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  console.error(
    'entryway-sim: dist/sim/cli.js is missing. Run `npm run build` first (it builds the simulator CLI), then try again.',
  );
  process.exit(1);
}
const { runCli } = await import(cli.href);
const { server, exitCode } = await runCli(process.argv.slice(2));
if (!server) process.exit(exitCode);
const stop = () => server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
