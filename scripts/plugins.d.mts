/** Types of scripts/plugins.mjs (plugin discovery), for the TypeScript configs that import it. */
export interface DiscoveredPlugin {
  id: string;
  dir: string;
  files: Partial<Record<'sim' | 'stytch' | 'sandbox' | 'size' | 'events', string>>;
}
export interface GenerateOptions {
  /** Repository root (trailing separator optional). @default the folder above scripts/ */
  root?: string;
  /** Where the generated files go (same layout as the root). @default root */
  outDir?: string;
  /** More plugin folders anywhere (absolute, or relative to root). */
  extraFolders?: string[];
  /** Write nothing; return what would change. */
  check?: boolean;
}
export const CATALOGUE_FILES: Readonly<
  Record<'sim' | 'stytch' | 'sandbox' | 'size' | 'events', { file: string; export: string }>
>;
export const SANDBOX_PAGES_DIR: string;
export function pluginFolders(root?: string): string[];
/** The locale tags with a catalog in `<dir>/locales/` (`de.ts`, `pt-BR.ts`), sorted. */
export function catalogLocales(dir: string): string[];
export function discover(options?: Pick<GenerateOptions, 'root' | 'extraFolders'>): DiscoveredPlugin[];
/** Name and title of each extra page of a sandbox scenario (`scenario.pages` of the module, evaluated). */
export function scenarioPages(file: string, root?: string): { name: string; title: string }[];
export function render(options?: Omit<GenerateOptions, 'check'>): {
  plugins: DiscoveredPlugin[];
  files: Record<string, string>;
};
export function generatePlugins(options?: GenerateOptions): string[];
