/** Types of scripts/cssMinify.mjs. */
import type { Plugin } from 'esbuild';
export const STYLE_MODULE: RegExp;
export function minifyCss(css: string): string;
export function minifyStyleModule(source: string): string;
export const cssMinifyEsbuild: Plugin;
export const cssMinifyRollup: { name: string; transform(code: string, id: string): { code: string; map: null } | null };
