/**
 * `entryway/sim`: a simulated Stytch frontend-SDK API for tests, the sandbox and local development.
 * Browser-safe; Node-only pieces (HTTP server, Vite plugin, CLI) live in `sim/node.ts`.
 */
export { createSimulator } from './create';
export { allModules, pluginModules } from './modules';
export {
  coreModules,
  backendSessionsModule,
  bootstrapModule,
  eventsModule,
  sessionsModule,
  usersModule,
} from './routes/index';
export { DEFAULT_PROJECT, mergeConfig } from './config';
export { simHandlers } from './msw';
export * from './kit';
