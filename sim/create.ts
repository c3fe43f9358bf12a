/**
 * `createSimulator` with every module installed by default. Kept apart from index.ts so Node entry points (server,
 * CLI, Vite plugin) do not pull in msw.
 */
import { createSimulator as createEngine, type Simulator, type SimulatorOptions } from './engine';
import { allModules } from './modules';

/** Creates a simulator; without `modules` it installs `allModules` (core + every plugin's routes). */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  return createEngine({ ...options, modules: options.modules ?? allModules });
}
