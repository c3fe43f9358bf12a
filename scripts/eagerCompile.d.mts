/** Rewrite one module's JavaScript so its functions carry V8's eager compilation hint; null when nothing changed. */
export function eagerCompile(
  code: string,
  options?: { sourceMap?: boolean; file?: string },
): { code: string; map: unknown } | null;
/** Entryway's own modules, by path. */
export const EAGER_COMPILE_FILTER: RegExp;
/** The Rollup / Vite plugin (build only). */
export function eagerCompileRollup(): {
  name: string;
  apply: 'build';
  transform(code: string, id: string): { code: string; map: unknown } | null;
};
/** The esbuild plugin; `root` is the repository root with a trailing slash. */
export function eagerCompileEsbuild(root: string): { name: string; setup(build: unknown): void };
