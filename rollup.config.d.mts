/** Types of rollup.config.mjs (the library build), for tests that build as `npm run build` does. */
import type { RollupOptions } from 'rollup';

/** Entry names (`core/react/index`…) whose built file opens with `'use client'`. */
export const CLIENT_ENTRIES: RegExp;
declare const config: RollupOptions[];
export default config;
