/**
 * `entryway` and `entryway/<sub>` → the source module, for every tool that runs Entryway from source: Vitest
 * (vitest.config.ts), the sandbox (sandbox/vite.config.ts), the library build (rollup.config.mjs), the size script
 * and the tree-shaking test (esbuild). tsconfig.json "paths" says the same to the type checker.
 */

/** Subpath of `entryway` (`''`: the package itself) → source file, relative to the repository root. */
export const ENTRYWAY_SOURCES = Object.freeze({
  ui: 'ui/index.ts',
  react: 'core/react/index.tsx',
  element: 'core/element.ts',
  account: 'core/account.ts',
  'account/react': 'core/react/account.tsx',
  stytch: 'compat/stytch.ts',
  sim: 'sim/index.ts',
  testing: 'core/testing/index.ts',
  screens: 'core/screens.ts',
  '': 'core/index.ts',
});

/**
 * The source file (relative to the root) of `entryway`, `entryway/<sub>`, `entryway/plugins/<id>` or
 * `entryway/plugins/<id>/account` (a plugin's part for the account page); else undefined.
 */
export function entrywaySource(specifier) {
  const m = /^entryway(?:\/(.+))?$/.exec(specifier);
  if (!m) return undefined;
  const sub = m[1] ?? '';
  const plugin = /^plugins\/([^/]+)(\/account)?$/.exec(sub);
  if (plugin) return `plugins/${plugin[1]}/${plugin[2] ? 'account' : 'index'}.ts`;
  return Object.hasOwn(ENTRYWAY_SOURCES, sub) ? ENTRYWAY_SOURCES[sub] : undefined;
}

/** Vite / Vitest `resolve.alias` entries; `root` is the repository root with a trailing slash. */
export function entrywayAliases(root) {
  return [
    { find: /^entryway\/plugins\/([^/]+)\/account$/, replacement: `${root}plugins/$1/account.ts` },
    { find: /^entryway\/plugins\/(.*)$/, replacement: `${root}plugins/$1/index.ts` },
    ...Object.entries(ENTRYWAY_SOURCES).map(([sub, file]) => ({
      find: new RegExp(`^entryway${sub ? `\\/${sub}` : ''}$`),
      replacement: `${root}${file}`,
    })),
  ];
}

/** An esbuild plugin resolving `entryway/*` to source; `root` is the repository root with a trailing slash. */
export function entrywayEsbuildPlugin(root) {
  return {
    name: 'entryway-source',
    setup(b) {
      b.onResolve({ filter: /^entryway(\/.*)?$/ }, ({ path }) => {
        const file = entrywaySource(path);
        return file ? { path: `${root}${file}` } : undefined;
      });
    },
  };
}
