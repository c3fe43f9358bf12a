/**
 * `entryway/sim/next`: the simulator in a Next.js app during development. `npx entryway-sim` serves it on a port of
 * its own; `withEntrywaySim(nextConfig)` adds the rewrites that put it under the app's origin, as the Vite plugin
 * does for Vite: Stytch's API paths (`/sdk/v1/*`, which the browser client calls; `/v1/*`, where OAuth starts and
 * where a server's `stytch` SDK finds the JWKS) and the simulator's own pages (`/__sim/*`: its OAuth providers, the
 * outbox). No dependency on Next: the config is typed by the fields it touches.
 */

/** One of Next's rewrites. */
export interface NextRewrite {
  source: string;
  destination: string;
}

/** What Next's `rewrites()` may return: a list, or the three phases. */
export type NextRewrites =
  NextRewrite[] | { beforeFiles?: NextRewrite[]; afterFiles?: NextRewrite[]; fallback?: NextRewrite[] };

/** The part of a Next config this helper reads and extends. */
export interface NextConfigWithRewrites {
  rewrites?: () => NextRewrites | Promise<NextRewrites>;
}

export interface EntrywaySimNextOptions {
  /**
   * Where `npx entryway-sim` listens.
   * @default process.env.ENTRYWAY_SIM_URL, else 'http://127.0.0.1:8787'
   */
  url?: string;
}

/** The path prefixes the simulator answers under an app's origin. */
export const SIM_PATH_PREFIXES = ['/sdk/v1', '/v1', '/__sim'] as const;

const defaultURL = () =>
  (typeof process !== 'undefined' ? process.env.ENTRYWAY_SIM_URL : undefined) ?? 'http://127.0.0.1:8787';

/** Rewrites of the simulator's prefixes to `url` (for a config that writes its own `rewrites()`). */
export function entrywaySimRewrites(url: string = defaultURL()): NextRewrite[] {
  const base = url.replace(/\/+$/, '');
  return SIM_PATH_PREFIXES.map((prefix) => ({ source: `${prefix}/:path*`, destination: `${base}${prefix}/:path*` }));
}

/**
 * `nextConfig` with the simulator's rewrites first (`beforeFiles`, so no page or route of the app shadows them); the
 * config's own rewrites are kept after them.
 * @example
 * // next.config.ts, during development
 * import { withEntrywaySim } from 'entryway/sim/next';
 * export default withEntrywaySim({ reactStrictMode: true });
 */
export function withEntrywaySim<C extends object = NextConfigWithRewrites>(
  nextConfig: C & NextConfigWithRewrites = {} as C,
  options: EntrywaySimNextOptions = {},
): C & { rewrites(): Promise<NextRewrites> } {
  const sim = entrywaySimRewrites(options.url);
  return {
    ...nextConfig,
    async rewrites() {
      const own = await nextConfig.rewrites?.();
      if (!own) return { beforeFiles: sim };
      if (Array.isArray(own)) return { beforeFiles: sim, afterFiles: own };
      return { ...own, beforeFiles: [...sim, ...(own.beforeFiles ?? [])] };
    },
  };
}
