/**
 * Vite plugin: serves the simulator from the dev server and `vite preview` under `/sdk/v1/*` and `/__sim/*`.
 * Point the client at the page's own origin: `endpoints: { testAPIURL: location.origin }` (see README for why
 * `customBaseUrl` cannot do this). Node only; type-only import of Vite, so no runtime dependency on it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { SimModule, Simulator } from './engine';
import { appName } from './appName';
import { DEFAULT_PROJECT } from './config';
import { createSimulator } from './create';
import { createNodeHandler } from './node-handler';
import { applyConfigFile, keepIdleConnections } from './server';
import type { ProjectConfigPatch } from './types';

export interface EntrywaySimOptions {
  /** Serve this simulator (e.g. to seed it from vite.config); default: a new `createSimulator({ project, modules })`. */
  sim?: Simulator;
  /**
   * The simulated project's settings.
   * @default `projectName`: the `name` of the Vite root's package.json (as `npx entryway-sim` takes its folder's)
   */
  project?: ProjectConfigPatch;
  /**
   * Simulator modules of the app's own (routes for its own plugins), installed in addition to the defaults.
   * @example entrywaySim({ modules: [inviteSimModule] })
   */
  modules?: SimModule[];
  /** Same format as the CLI's `--config`. */
  configFile?: string;
}

export function entrywaySim(options: EntrywaySimOptions = {}): Plugin & { sim: Simulator } {
  const sim = options.sim ?? createSimulator({ project: options.project, modules: options.modules });
  const handler = createNodeHandler(sim);
  const ready = options.configFile ? applyConfigFile(sim, options.configFile) : Promise.resolve();
  let originChecked = !!options.sim;
  const mount = (server: {
    httpServer?: unknown;
    middlewares: {
      use(fn: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): unknown;
    };
  }) => {
    keepIdleConnections(server.httpServer as Parameters<typeof keepIdleConnections>[0]);
    // Added directly (not in a returned post-hook) so it runs before Vite's SPA fallback and static serving.
    server.middlewares.use((req, res, next) => {
      ready.then(() => {
        // Links in the outbox should open this server's pages (dev and preview use different ports), unless the
        // project names its own redirect URL.
        if (
          !originChecked &&
          req.headers.host &&
          sim.config.defaultRedirectURL === DEFAULT_PROJECT.defaultRedirectURL
        ) {
          const scheme = (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http';
          sim.configure({ defaultRedirectURL: `${scheme}://${req.headers.host}/authenticate` });
        }
        originChecked = true;
        handler(req, res, next);
      }, next);
    });
  };
  return {
    name: 'entryway-sim',
    sim,
    configResolved({ root }) {
      // The OAuth stand-in pages name the app, not the simulator, unless the options or the config file name the
      // project (it is applied first: the first request waits for both).
      const name = options.sim || options.project?.projectName ? undefined : appName(root);
      if (name)
        void ready.then(() => {
          if (sim.config.projectName === DEFAULT_PROJECT.projectName) sim.configure({ projectName: name });
        });
    },
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
