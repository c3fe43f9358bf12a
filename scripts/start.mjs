#!/usr/bin/env node
/**
 * `npm start`: install dependencies if needed, then serve the sandbox with Vite on http://localhost:5173 (the
 * package resolved from source, the Stytch simulator on the same origin at /sdk/v1 and /__sim). Extra arguments go
 * to Vite, e.g. `npm start -- --port 5174`.
 */
import { generatePlugins } from './plugins.mjs';
import { bin, ensureDependencies, run } from './lib.mjs';

try {
  await ensureDependencies();
  // The sandbox config generates them too; done here as well so a failure shows before a server starts.
  generatePlugins();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

const [node, [vite]] = bin('vite/bin/vite.js');
const extra = process.argv.slice(2);
const args = [vite, '--config', 'sandbox/vite.config.ts', '--host', 'localhost'];
if (!extra.some((a) => a.startsWith('--port'))) args.push('--port', '5173', '--strictPort');
// The config imports the simulator from source; Vite's notice about its future native config loader is noise here.
process.exitCode = await run(node, [...args, ...extra], {
  env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...process.env },
});
