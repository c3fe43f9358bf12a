/** Types of scripts/foldChunks.mjs (folding a split build's static chunks into its script files). */
import type { BuildOptions } from 'esbuild';

export interface BuiltFile {
  path: string;
  contents: Uint8Array;
}
export declare function foldStaticChunks(
  files: BuiltFile[],
  folder: string,
  entries: string[],
  options: BuildOptions,
): Promise<BuiltFile[]>;
export declare function builtFile(path: string, contents: Uint8Array): BuiltFile & { readonly text: string };
export interface ModuleGraph {
  outdir: string;
  /** A file's path relative to the build's folder. */
  name(file: BuiltFile): string;
  /** What a module imports statically, directly or through other modules, sorted. */
  staticClosure(file: string): string[];
}
export declare function moduleGraph(files: BuiltFile[], folder: string): Promise<ModuleGraph>;
