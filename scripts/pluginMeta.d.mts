/** Types of scripts/pluginMeta.mjs (plugin catalogue metadata, evaluated from the modules and cached). */
export interface StytchMetadata {
  /** `stytchProduct.product`: the Stytch product name. */
  product: string;
  /** `stytchProduct.widgets`: widget kinds other than 'login' the product provides ([] when none). */
  widgets: string[];
}
export interface SandboxMetadata {
  /** `scenario.pages`: each extra sandbox page's name (kebab-case) and title, in declaration order. */
  pages: { name: string; title: string }[];
}
export function catalogueMetadata(
  entries: { file: string; kind: 'stytch' | 'sandbox' }[],
  options: { root: string },
): Map<string, StytchMetadata | SandboxMetadata>;
