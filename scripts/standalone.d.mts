/** Types of scripts/standalone.mjs (the standalone flavour's shared esbuild settings and builds). */
import type { BuildOptions, OutputFile, Plugin } from 'esbuild';

export const PREACT_ALIASES: Readonly<Record<string, string>>;
export function preactCompatPlugin(root: string): Plugin;
export const SCRIPT_SETS: Readonly<Record<string, string>>;
export function pageBuildOptions(root: string, options?: { preact?: boolean; external?: string[] }): BuildOptions;
export function buildScriptSets(
  root: string,
  options?: { outdir?: string; write?: boolean; sets?: Record<string, string> },
): Promise<OutputFile[]>;
export const BENCH_APPS: Readonly<Record<string, { source: string; preact: boolean }>>;
export function buildStandalonePages(root: string): Promise<Map<string, Uint8Array>>;
