// @vitest-environment node
/**
 * `withEntrywaySim` (entryway/sim/next): the README's next.config as written gives Next the rewrites that put
 * `npx entryway-sim` under the app's origin, before the app's own routes, keeping the app's rewrites.
 */
import { describe, expect, it } from 'vitest';
import { entrywaySimRewrites, withEntrywaySim } from './next';

const SIM = [
  { source: '/sdk/v1/:path*', destination: 'http://127.0.0.1:8787/sdk/v1/:path*' },
  { source: '/v1/:path*', destination: 'http://127.0.0.1:8787/v1/:path*' },
  { source: '/__sim/:path*', destination: 'http://127.0.0.1:8787/__sim/:path*' },
];

describe('withEntrywaySim', () => {
  it("rewrites Stytch's paths and the simulator's pages to npx entryway-sim, before the app's files", async () => {
    const config = withEntrywaySim({ reactStrictMode: true });
    expect(config.reactStrictMode).toBe(true);
    expect(await config.rewrites()).toEqual({ beforeFiles: SIM });
  });

  it("keeps the app's own rewrites, in either form, after the simulator's", async () => {
    const mine = { source: '/old', destination: '/new' };
    expect(await withEntrywaySim({ rewrites: () => [mine] }).rewrites()).toEqual({
      beforeFiles: SIM,
      afterFiles: [mine],
    });
    expect(
      await withEntrywaySim({ rewrites: async () => ({ beforeFiles: [mine], fallback: [mine] }) }).rewrites(),
    ).toEqual({ beforeFiles: [...SIM, mine], fallback: [mine] });
  });

  it('points at another URL when told (a trailing slash is fine)', () => {
    expect(entrywaySimRewrites('http://localhost:9000/')[0]).toEqual({
      source: '/sdk/v1/:path*',
      destination: 'http://localhost:9000/sdk/v1/:path*',
    });
  });
});
