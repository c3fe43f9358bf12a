// ESLint over the whole tree (`npm run lint`, and a stage of `npm test`, where a warning fails like an error: every
// rule here is `error` or off). ESLint's and typescript-eslint's recommended rules, the two classic React hooks
// rules, and a few a maintainer of a sign-in widget adds. Syntax-only on purpose (no type-aware rules): tsc already
// checks the types, and the whole tree lints in about half a minute of one core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const readonly = (names) => Object.fromEntries([...names].map((name) => [name, 'readonly']));
// Plain JavaScript has no tsc behind it, so no-undef checks its names: Node's own globals, and for code that runs in
// a page the DOM's, read from the same lib.dom.d.ts tsc uses (no hand-kept list to fall behind).
const nodeGlobals = readonly(Object.getOwnPropertyNames(globalThis));
const libDom = readFileSync(createRequire(import.meta.url).resolve('typescript/lib/lib.dom.d.ts'), 'utf8');
const declared = Array.from(libDom.matchAll(/^declare (?:var|function|namespace) (\w+)/gm), (m) => m[1]);
const browserGlobals = readonly(new Set(declared));

export default tseslint.config(
  {
    // Built or generated output, and what scripts write: nobody edits it.
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      '**/*.generated.ts',
      'sandbox/p/',
      'test/consumer/guide/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // eslint-plugin-react-hooks' recommended set also runs the React Compiler over every file for its other rules
      // (refs, purity, set-state-in-effect, …): 70 % of the lint time, for diagnostics about what that compiler can
      // optimise. The package is not built with it and supports React 18 (no useEffectEvent), so the latest-value
      // ref (`ref.current = prop` in render) it flags stays the idiom here. These two are the rules of hooks proper.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_name` marks a parameter or binding kept for its position (a screen's unused props, a callback's first
      // argument); a rest sibling omits keys from a copy (`const { session_token: _t, ...rest } = response`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `interface StringRegistry extends Record<…> {}` is how a plugin augments the core's registries.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      eqeqeq: ['error', 'smart'],
      'prefer-const': 'error',
      'no-var': 'error',
      // The widget reports to the developer with console.warn and console.error (mistakes in the options, a callback
      // that threw); console.log and the rest are left-over debugging.
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A sign-in widget runs in other people's pages, often under a CSP without 'unsafe-eval'.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-throw-literal': 'error',
      'no-self-compare': 'error',
      'no-unmodified-loop-condition': 'error',
      'no-unreachable-loop': 'error',
      'array-callback-return': 'error',
    },
  },
  {
    // Views never read the widget's Stytch client: with a client factory the read creates the client, and during a
    // render that updates the widget's store from inside another component's render (React's "Cannot update a
    // component while rendering a different component"). Flows reach the client through commands instead.
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx', 'test/**', 'sandbox/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='client']",
          message: 'Views do not read the Stytch client: run a command (defineCommands) that uses it.',
        },
        {
          // `const { client } = widget` or `= useWidget()` (the IdP's OAuth client in the store is another `client`).
          selector:
            "VariableDeclarator:matches([init.name='widget'], [init.callee.name='useWidget']) > ObjectPattern > " +
            "Property[key.name='client']",
          message: 'Views do not read the Stytch client: run a command (defineCommands) that uses it.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // Served to the page as they are, or (scripts/bench.mjs) functions handed to page.evaluate.
    files: ['sandbox/**/*.js', 'scripts/bench.mjs'],
    languageOptions: { globals: browserGlobals },
  },
  {
    // Command-line programs and build scripts: the console is how they talk.
    files: ['scripts/**', 'bin/**', 'sim/cli.ts', 'test/**/*.mjs', '*.config.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests reach into untyped internals (the Stytch client's private bootstrap, Proxy stubs) and read raw JSON
    // answers; tsc still checks everything around them, and none of it ships.
    files: ['**/*.test.{ts,tsx}', 'test/**', 'sim/test-utils.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
