import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { entrywayAliases } from './scripts/aliases.mjs';
import { generatePlugins } from './scripts/plugins.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// The lists discovered from the plugin folders (sim modules, Stytch products, sandbox scenarios) must exist before
// any test imports them: a fresh clone runs `npx vitest run --project plugin:otp` with nothing generated yet.
generatePlugins({ root });
const alias = entrywayAliases(root);
const plugins = existsSync('plugins')
  ? readdirSync('plugins', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// One Vitest project per area and per plugin: `npx vitest --project plugin:otp` runs one plugin's suite alone.
const project = (name: string, include: string[], environment?: 'node') => ({
  extends: true as const,
  test: { name, include, ...(environment ? { environment } : {}) },
});

// The simulator is DOM-free: Node, no jsdom to set up per file. Elsewhere, a file without a DOM says so itself with
// `// @vitest-environment node` in its first line.
const simProject = project('sim', ['sim/**/*.test.ts?(x)'], 'node');

/**
 * A run of every test (no `--project` on the command line, as `npm test`) puts all files but the simulator's in one
 * project. Vitest hands a worker the next file only when it belongs to the same project and DOM environment as the
 * last one; with a project per area and per plugin, most files got a new worker process, a new jsdom and a new
 * Testing Library (52 processes for 89 files): a third of the run's CPU. Projects stay per area for `--project`.
 */
const everything = !process.argv.some((a) => a === '--project' || a.startsWith('--project='));

/** Whether a test file asks for Node (`// @vitest-environment node` in its first line). */
const inNode = (file: string) => readFileSync(file, 'utf8').startsWith('// @vitest-environment node');

/**
 * Vitest's order (cached durations, else sizes, longest first), grouped by project and environment (jsdom first, the
 * slow files), so each group runs on the same two workers.
 */
class ByEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const group = (f: TestSpecification) => (f.project.name === 'sim' ? 2 : inNode(f.moduleId) ? 1 : 0);
    const groups = new Map(files.map((f) => [f, group(f)]));
    return (await super.sort(files)).sort((a, b) => groups.get(a)! - groups.get(b)!);
  }
}

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
    sequence: { sequencer: ByEnvironment },
    projects: everything
      ? [
          project(
            'entryway',
            ['core', 'ui', 'test', 'plugins'].map((d) => `${d}/**/*.test.ts?(x)`),
          ),
          simProject,
        ]
      : [
          project('core', ['core/**/*.test.ts?(x)']),
          project('ui', ['ui/**/*.test.ts?(x)']),
          simProject,
          project('contract', ['test/**/*.test.ts?(x)']),
          ...plugins.map((p) => project(`plugin:${p}`, [`plugins/${p}/**/*.test.ts?(x)`])),
        ],
  },
});
