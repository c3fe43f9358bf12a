/**
 * The sandbox's Vite config entry (`vite --config sandbox/vite.config.ts`, `npm start`, the browser tests, the
 * bench). It generates the lists discovered from the plugin folders (scripts/plugins.mjs), then loads the real
 * config, vite.sandbox.ts. Two steps because Vite bundles a config file together with everything it imports before
 * running it, and the real config imports the simulator, which imports the generated list of plugin modules: on a
 * fresh clone that list must be written first.
 */
import { defineConfig, loadConfigFromFile } from 'vite';
import { fileURLToPath } from 'node:url';
import { generatePlugins } from '../scripts/plugins.mjs';

export default defineConfig(async (env) => {
  generatePlugins({ root: fileURLToPath(new URL('..', import.meta.url)) });
  const loaded = await loadConfigFromFile(
    env,
    fileURLToPath(new URL('./vite.sandbox.ts', import.meta.url)),
    undefined,
    'silent',
  );
  if (!loaded) throw new Error('sandbox/vite.sandbox.ts did not load');
  return loaded.config;
});
