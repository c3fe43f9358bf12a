import { afterEach, vi } from 'vitest';

// Files share a worker and its DOM environment (`isolate: false`: no new process and jsdom per file), but not modules:
// each file starts from an empty module registry, so its mocks, React and every module-level state are its own.
vi.resetModules();

// Files that run in Node (`// @vitest-environment node`: the simulator, pure functions, static checks) render nothing:
// they skip loading Testing Library and React DOM, a second or more per file on a busy 2-core machine.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // CI machines have 2 cores and run every project in parallel: give async queries room before they fail.
  configure({ asyncUtilTimeout: 4000 });
  // Testing Library only auto-cleans with globals on; we keep globals off.
  afterEach(() => cleanup());
}
