/** Types of scripts/aliases.mjs (the `entryway/*` → source map shared by the configs, scripts and tests). */
import type { Plugin } from 'esbuild';

export declare const ENTRYWAY_SOURCES: Readonly<Record<string, string>>;
export declare function entrywaySource(specifier: string): string | undefined;
export declare function entrywayAliases(root: string): { find: RegExp; replacement: string }[];
export declare function entrywayEsbuildPlugin(root: string): Plugin;
