/**
 * `createSimulator` with the default modules installed. Kept apart from index.ts so Node entry points (server,
 * CLI, Vite plugin) do not pull in msw.
 */
import { createSimulator as createEngine, type Simulator, type SimulatorOptions } from './engine';
import { allModules } from './modules';

/**
 * Creates a simulator with the default modules (core routes + every shipped plugin's) and then `modules`, which
 * ADD to them (a module may also override a default route: the later registration of a method + path wins).
 * `defaults: false` installs `modules` only; pass `[...coreModules, mine]` to keep the core routes.
 * @example
 * const sim = createSimulator({ modules: [inviteModule], project: { inviteCodeLength: 8 } });
 */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const { defaults = true, modules = [], ...rest } = options;
  return createEngine({ ...rest, modules: defaults ? [...allModules, ...modules] : modules });
}
