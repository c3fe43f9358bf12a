/** Types of scripts/i18n.mjs (the translator's helper), for the TypeScript configs that import it. */
/** Catalog folders: namespace → folder (the core, every plugin, the third-party fixture). */
export function catalogFolders(base?: string): Record<string, string>;
/** The files of a folder's English catalog: `strings.ts` and any `<part>Strings.ts` beside it (loaded later). */
export function englishFiles(dir: string): string[];
/** The English catalog of a folder: the objects its catalog files export whose keys all start with `<namespace>.`. */
export function englishCatalog(namespace: string, dir: string): Promise<Record<string, string>>;
/** A folder's catalog for locale `tag` (`locales/<tag>.ts`), or undefined when it has none. */
export function localeCatalog(dir: string, tag: string): Promise<Record<string, string> | undefined>;
