/**
 * The modules `entryway/sim` installs by default: the core routes plus every plugin folder's `sim.ts`, discovered by
 * scripts/plugins.mjs (sim/plugins.generated.ts is written at every entry point; never edit a list by hand).
 */
import type { SimModule } from './engine';
import { coreModules } from './routes/index';
import { pluginSimModules } from './plugins.generated';
// Kept in the declaration files (a bare import survives declaration emit, the named one above does not): plugin
// modules augment ProjectConfig with their settings, and an app's type checker must load them.
import './plugins.generated';

/** Every shipped plugin's simulator module, in plugin-id order. */
export const pluginModules: readonly SimModule[] = pluginSimModules;

/** Core routes + every shipped plugin's routes: what `createSimulator()` installs unless `defaults: false`. */
export const allModules: readonly SimModule[] = [...coreModules, ...pluginSimModules];
