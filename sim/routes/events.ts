/**
 * `POST /sdk/v1/events`: the client's telemetry batches (no Authorization header; errors are swallowed by the
 * client). Accepted as-is and recorded for `GET /__sim/events`.
 */
import type { SimModuleFunction } from '../engine';

export const eventsModule: SimModuleFunction = (sim) => {
  sim.route(
    'POST',
    '/sdk/v1/events',
    (ctx) => {
      if (ctx.body !== undefined) sim.events.record(ctx.body);
      return {};
    },
    { auth: false },
  );
};
