/**
 * `entryway/sim`: a simulated Stytch frontend-SDK API for tests, the sandbox and local development.
 * Browser-safe; Node-only pieces (HTTP server, Vite plugin, CLI) live in `sim/node.ts`.
 */
import { createSimulator as createEngine, type Simulator, type SimulatorOptions } from './engine';
import { allModules } from './modules';

/** Creates a simulator; without `modules` it installs `allModules` (core + every plugin's routes). */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  return createEngine({ ...options, modules: options.modules ?? allModules });
}

export { allModules, pluginModules } from './modules';
export { coreModules, bootstrapModule, eventsModule, sessionsModule, usersModule } from './routes/index';
export { DEFAULT_PROJECT, mergeConfig } from './engine';
export { simHandlers } from './msw';
export { checkStrength, BREACHED_PASSWORDS } from './strength';
export * from './kit';
