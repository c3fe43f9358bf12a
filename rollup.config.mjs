/**
 * Library build: `dist/` as ESM with one module per source file (`preserveModules`), so an app's bundler keeps only
 * the plugins it imports (package.json has `sideEffects: false`). Every bare import (React, react-dom, react-redux,
 * Redux Toolkit, the Stytch client, libphonenumber-js, msw…) stays external; `entryway/*` self-imports are resolved
 * to source, so the output only has relative imports. Type declarations come from TypeScript 7's `tsc -p tsconfig.build.json`
 * (emitDeclarationOnly → dist/types), run after the bundle is written.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import esbuild from 'rollup-plugin-esbuild';
import nodeResolve from '@rollup/plugin-node-resolve';
import { entrywaySource } from './scripts/aliases.mjs';
import { prunePrivateDeclarations, rewriteDeclarationSpecifiers } from './scripts/dts-specifiers.mjs';
import { PREACT_ALIASES, buildScripts } from './scripts/standalone.mjs';
import { cssMinifyRollup } from './scripts/cssMinify.mjs';
import { eagerCompileRollup } from './scripts/eagerCompile.mjs';
import { generatePlugins } from './scripts/plugins.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// `entryway/sim` and `entryway/stytch` import the lists discovered from the plugin folders.
generatePlugins({ root });
const at = (p) => resolve(root, p);

const pluginIds = existsSync(at('plugins'))
  ? readdirSync(at('plugins'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(at(`plugins/${d.name}/index.ts`)))
      .map((d) => d.name)
  : [];

// Entry name (→ dist/<name>.js) → source file. Optional entries are skipped until their file exists.
const entries = {
  'core/index': 'core/index.ts',
  'core/react/index': 'core/react/index.tsx',
  'core/element': 'core/element.ts',
  // The account widget: entries of their own, so a login page's graph has no edge to the account page.
  'core/account': 'core/account.ts',
  'core/react/account': 'core/react/account.tsx',
  'core/testing/index': 'core/testing/index.ts',
  'core/screens': 'core/screens.ts',
  'ui/index': 'ui/index.ts',
  'compat/stytch': 'compat/stytch.ts',
  'sim/index': 'sim/index.ts',
  'sim/cli': 'sim/cli.ts',
  'sim/server': 'sim/server.ts',
  'sim/node': 'sim/node.ts',
  'sim/next': 'sim/next.ts',
  ...Object.fromEntries(pluginIds.map((id) => [`plugins/${id}/index`, `plugins/${id}/index.ts`])),
  // A plugin's part for the account page (`entryway/plugins/<id>/account`): an entry of its own, so a login page that
  // imports the plugin never reaches the account sections' `import()`s.
  ...Object.fromEntries(pluginIds.map((id) => [`plugins/${id}/account`, `plugins/${id}/account.ts`])),
};
const input = Object.fromEntries(
  Object.entries(entries)
    .filter(([, file]) => existsSync(at(file)))
    .map(([name, file]) => [name, at(file)]),
);

/**
 * `entryway` and `entryway/<sub>` → the source module (scripts/aliases.mjs, the map of tsconfig paths and the Vite /
 * Vitest aliases), plus the simulator's Node entry.
 */
const selfImports = {
  name: 'entryway-self-imports',
  resolveId(id) {
    const file = id === 'entryway/sim/node' ? 'sim/node.ts' : entrywaySource(id);
    return file ? at(file) : null;
  },
};

/**
 * Marks top-level factory calls pure, so a bundler drops them when their binding is unused (esbuild's `pure` option
 * does not annotate imported names). Only `const x = factory(` at column 0 of esbuild's output, i.e. module scope.
 */
const PURE_FACTORIES = [
  'createSlice',
  'createAction',
  'createSelector',
  'createAsyncThunk',
  'createContext',
  'definePlugin',
  'memo',
  'forwardRef',
  'lazy',
  'lazyScreen',
];
const pureAnnotations = {
  name: 'pure-annotations',
  transform(code, id) {
    if (!/\.(tsx?|mjs|js)$/.test(id) || id.includes('node_modules')) return null;
    const re = new RegExp(`^((?:export )?(?:const|let|var) [\\w$]+ = )(${PURE_FACTORIES.join('|')})\\(`, 'gm');
    if (!re.test(code)) return null;
    return { code: code.replace(re, '$1/* @__PURE__ */ $2('), map: null };
  },
};

/**
 * Type declarations into dist/types, once the JS is written, with ESM-valid relative specifiers so they work under
 * `bundler`, `node16` and `nodenext` alike (scripts/dts-specifiers.mjs; test/consumer checks all three).
 */
const declarations = {
  name: 'declarations',
  writeBundle() {
    rmSync(at('dist/types'), { recursive: true, force: true });
    // TypeScript 7's native compiler: the same declarations as 5.9 (its own quotes and member order) in a third of
    // the CPU time, deterministic from run to run (the API report in api/ is checked against them).
    execFileSync(process.execPath, [at('node_modules/typescript7/bin/tsc'), '-p', at('tsconfig.build.json')], {
      stdio: 'inherit',
      cwd: root,
    });
    rewriteDeclarationSpecifiers(at('dist/types'));
    // Only what package.json `exports` reaches ships (no sandbox helpers, test utilities or unexported internals).
    prunePrivateDeclarations(root, at('dist/types'), JSON.parse(readFileSync(at('package.json'), 'utf8')).exports);
  },
};

/** Bare specifiers are dependencies or peers (or node: builtins for the simulator CLI); never bundle them. */
const external = (id) => !id.startsWith('.') && !id.startsWith('\0') && !isAbsolute(id) && !/^entryway(\/|$)/.test(id);

const onwarn = (warning, warn) => {
  // Our own import cycles (core ↔ components) are fine in ESM; only report cycles involving dependencies.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((i) => !i.includes('node_modules'))) return;
  warn(warning);
};

/**
 * Modules that use React at run time (they import `react`, `react/jsx-runtime` or `react-dom`: components, hooks,
 * contexts) open with `'use client'`, so a React Server Components app (Next's App Router) renders their components
 * as client components instead of evaluating React's client API on the server (`createContext is not a function`).
 * On those modules only, not on the entries: a server component that imports a plain value from an entry (a
 * constant such as `EventType`, `takeUrlToken`, `entryway/sim`'s helpers) gets the value, where a directive on the
 * entry would hand it a client reference it cannot read. With `preserveModules` each module is its own file, so the
 * boundary falls exactly where React is used. Rollup drops directives from sources, so it is a banner;
 * test/builtEntries.test.ts checks the built files.
 */
const REACT_RUNTIME = /^(react|react-dom)(\/|$)/;
const useClient = (chunk) => (chunk.imports.some((id) => REACT_RUNTIME.test(id)) ? "'use client';" : '');

const output = (dir, banner) => ({
  dir,
  banner,
  format: 'es',
  preserveModules: true,
  preserveModulesRoot: root,
  entryFileNames: '[name].js',
  // No source maps in the package: the output is unminified ESM, one module per source file, so stack traces and
  // the debugger already show readable code; maps embedding the sources doubled the file count (README, "What the
  // package contains").
  sourcemap: false,
  generatedCode: 'es2015',
});

const transpile = () => [
  cssMinifyRollup,
  nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'], preferBuiltins: true }),
  esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: at('tsconfig.json'), sourceMap: false }),
  pureAnnotations,
  // V8 compiles parenthesized functions with their script, off the main thread (scripts/eagerCompile.mjs).
  eagerCompileRollup(),
];

/** The standalone flavour: React's modules become preact/compat's (a peer dependency of these entries). */
const preactCompat = {
  name: 'react-to-preact-compat',
  resolveId: (id) => (Object.hasOwn(PREACT_ALIASES, id) ? { id: PREACT_ALIASES[id], external: true } : null),
};

/** Script-tag files (dist/standalone/entryway.js and entryway.<plugin id>.js), built by esbuild like the sandbox's pages. */
const scriptSets = {
  name: 'standalone-script-sets',
  async writeBundle() {
    await buildScripts(root, { outdir: at('dist/standalone'), write: true });
  },
};

/**
 * A build starts from an empty dist/: a module renamed or a chunk whose hash changed would otherwise stay beside the
 * new ones and ship in the tarball. A plugin hook, so importing this config (a test reads its shape) deletes nothing.
 */
const clean = { name: 'clean-dist', buildStart: () => rmSync(at('dist'), { recursive: true, force: true }) };

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input,
    external,
    output: output('dist', useClient),
    plugins: [clean, selfImports, ...transpile(), declarations],
    onwarn,
  },
  {
    // `entryway/standalone`, `entryway/standalone/element`, `entryway/standalone/plugins/<id>`: the same modules
    // with React replaced by preact/compat, for apps that bundle Preact (or nothing else) instead of React.
    input: Object.fromEntries(
      Object.entries(input).filter(([name]) =>
        /^(core\/index|core\/element|core\/account|core\/screens|ui\/index|plugins\/)/.test(name),
      ),
    ),
    // React's names reach the alias plugin (rollup asks `external` before any resolveId).
    external: (id) => !Object.hasOwn(PREACT_ALIASES, id) && external(id),
    output: output('dist/preact'),
    plugins: [preactCompat, selfImports, ...transpile(), scriptSets],
    onwarn,
  },
];
