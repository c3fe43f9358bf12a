/** Types of scripts/standalone.mjs (the standalone flavour's shared esbuild settings and builds). */
import type { BuildOptions, OutputFile, Plugin } from 'esbuild';

export const PREACT_ALIASES: Readonly<Record<string, string>>;
export function preactCompatPlugin(root: string): Plugin;
export function pageBuildOptions(root: string, options?: { preact?: boolean; external?: string[] }): BuildOptions;
export function pluginsByProduct(root: string): Map<string, { id: string; dir: string; files: Record<string, string> }>;
export function pluginWidgetKinds(root: string): string[];
export function stytchProducts(root: string): Promise<Record<string, string>>;
export function buildScripts(
  root: string,
  options?: { outdir?: string; write?: boolean },
): Promise<Pick<OutputFile, 'path' | 'contents'>[]>;
export function reactBenchApp(root: string, productNames: string[]): Promise<string>;
export const COMPARED_PRODUCTS: (products: Record<string, string>) => string[];
export function buildStandalonePages(root: string): Promise<Map<string, Uint8Array>>;
