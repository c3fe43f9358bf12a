import { defineConfig } from 'vitest/config';
import { readdirSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { entrywayAliases } from './scripts/aliases.mjs';
import { generatePlugins } from './scripts/plugins.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// The lists discovered from the plugin folders (sim modules, Stytch products, sandbox scenarios) must exist before
// any test imports them: a fresh clone runs `npx vitest run --project plugin:otp` with nothing generated yet.
generatePlugins({ root });
const alias = entrywayAliases(root);
const plugins = existsSync('plugins') ? readdirSync('plugins', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

// One Vitest project per area and per plugin: `npx vitest --project plugin:otp` runs one plugin's suite alone.
const project = (name: string, include: string[], environment?: 'node') => ({
  extends: true as const,
  test: { name, include, ...(environment ? { environment } : {}) },
});

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: [`${root}test/setup/vitest.setup.ts`],
    restoreMocks: true,
    // One worker process and DOM environment serve many files (test/setup/vitest.setup.ts gives each file an empty
    // module registry, so modules, mocks and React stay per file): the whole run takes 270 → 190 CPU-seconds.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, while the main
    // process sits nearly idle. Two workers there use both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20000,
    // As the browser tests do in CI (playwright.config.ts): one retry, so a timing test that lost a race on a loaded
    // 2-core machine is run again; a real failure fails twice. Locally every failure shows at once.
    retry: process.env.CI ? 1 : 0,
    projects: [
      project('core', ['core/**/*.test.ts?(x)']),
      project('ui', ['ui/**/*.test.ts?(x)']),
      // The simulator is DOM-free: Node, no jsdom to set up per file. Elsewhere, a file without a DOM says so itself
      // with `// @vitest-environment node` in its first line.
      project('sim', ['sim/**/*.test.ts?(x)'], 'node'),
      project('contract', ['test/**/*.test.ts?(x)']),
      ...plugins.map((p) => project(`plugin:${p}`, [`plugins/${p}/**/*.test.ts?(x)`])),
    ],
  },
});
