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
export declare function staticImports(files: BuiltFile[], folder: string, file: string): Promise<string[]>;
