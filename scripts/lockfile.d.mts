/** Types of scripts/lockfile.mjs (reading package-lock.json's `packages` as Node resolves them). */
export declare function resolveLocked(name: string, from: string, has: (path: string) => boolean): string | undefined;
