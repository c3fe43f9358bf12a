/**
 * Theming: the developer's `styles` (the same shape as Stytch's prebuilt-UI StyleConfig) become CSS custom
 * properties on the widget root. Values are set through CSSOM (`style.setProperty`), which a strict CSP allows, and
 * only values that look like a colour, a length or a font list are accepted, so no developer string can break out of
 * its property.
 */
export interface ButtonStyle {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderRadius?: string;
}

/** Which palette the widget uses: `auto` follows the user's `prefers-color-scheme`, live. */
export type ColorScheme = 'light' | 'dark' | 'auto';

/** Developer styles. Every field is optional; defaults are the product's. */
export interface Styles {
  /**
   * `light` (the product's palette), `dark` (Entryway's dark palette, {@link darkTheme}) or `auto` (the one matching
   * `prefers-color-scheme`, switching when the user's setting changes).
   * @default 'light'
   */
  colorScheme?: ColorScheme;
  /**
   * Overrides used in the dark scheme instead of this object's colours (its fonts, sizes and radii still apply).
   * @default Entryway's dark palette
   */
  dark?: Omit<Styles, 'colorScheme' | 'dark' | 'hideHeaderText' | 'logo'>;
  /** @default 'Arial, Helvetica, sans-serif' */
  fontFamily?: string;
  /** Hide the 'Sign up or log in' header. @default false */
  hideHeaderText?: boolean;
  container?: {
    /** @default '#FFFFFF' */ backgroundColor?: string;
    /** @default '#ADBCC5' */ borderColor?: string;
    /** @default '8px' */ borderRadius?: string;
    /** @default '400px' */ width?: string;
  };
  colors?: {
    /** @default '#19303D' */ primary?: string;
    /** @default '#5C727D' */ secondary?: string;
    /** @default '#0C5A56' */ success?: string;
    /** @default '#8B1214' */ error?: string;
  };
  buttons?: { primary?: ButtonStyle; secondary?: ButtonStyle; disabled?: ButtonStyle };
  inputs?: {
    backgroundColor?: string;
    borderColor?: string;
    borderRadius?: string;
    placeholderColor?: string;
    textColor?: string;
  };
  /** Logo above the title; only https (or same-origin path) URLs are shown. */
  logo?: {
    logoImageUrl?: string;
    /** The logo's text alternative (the company's name); empty marks it decorative. @default '' */
    alt?: string;
  };
}

export const defaultTheme = {
  '--ew-font': 'Arial, Helvetica, sans-serif',
  '--ew-text': '#19303D',
  '--ew-primary': '#19303D',
  '--ew-secondary': '#5C727D',
  '--ew-success': '#0C5A56',
  '--ew-error': '#8B1214',
  '--ew-container-bg': '#FFFFFF',
  '--ew-container-border': '#ADBCC5',
  '--ew-container-radius': '8px',
  '--ew-container-width': '400px',
  '--ew-btn-radius': '4px',
  '--ew-input-radius': '4px',
  '--ew-header-size': '24px',
  '--ew-body-size': '16px',
  '--ew-helper-size': '14px',
} as const;

/**
 * Entryway's dark palette (the `dark` scheme's defaults). Every pair of text and background here passes WCAG AA.
 */
export const darkTheme = {
  '--ew-text': '#E8EEF1',
  '--ew-primary': '#E8EEF1',
  '--ew-secondary': '#A9BAC3',
  '--ew-success': '#7ED4C9',
  '--ew-error': '#FFA3A3',
  '--ew-warning': '#F2C14E',
  '--ew-container-bg': '#121E25',
  '--ew-container-border': '#4A5F6A',
  '--ew-btn-primary-text': '#0E1A21',
  '--ew-btn-secondary-bg': '#121E25',
  '--ew-btn-disabled-bg': '#25343C',
  '--ew-btn-disabled-text': '#A9BAC3',
  '--ew-btn-disabled-border': '#25343C',
  '--ew-input-bg': '#0B161C',
  '--ew-input-border': '#8A9EA8',
  '--ew-input-placeholder': '#A9BAC3',
  '--ew-input-text': '#E8EEF1',
  '--ew-on-status': '#0B161C',
  '--ew-banner-error-bg': '#3B1B1D',
  '--ew-banner-warning-bg': '#3A2E12',
  '--ew-banner-success-bg': '#12332F',
} as const;

/** Longest colour accepted (a `color-mix()` of two `oklch()` values fits well within it). */
const MAX_COLOR_LENGTH = 200;
/**
 * Where CSS.supports is missing (tests, old engines): a hex colour, a keyword, or functional notation (`oklch()`,
 * `color-mix()`, `rgb()`…, nested) made only of letters, digits, `#`, `.`, `,`, `%`, `/`, `+`, `-`, spaces and
 * parentheses.
 */
const COLOR_SHAPE = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|[a-z-]{3,20}\([a-z0-9#.,%\s/()+-]*\))$/i;
/** What may never appear in a value, colour or not: anything that could end the declaration or load a resource. */
const UNSAFE = /[;{}<>\\"'`@!]|\/\*|url\(|image\(|expression|var\(|attr\(|env\(/i;

/**
 * Whether `value` is a CSS colour: any syntax the browser accepts (`CSS.supports('color', …)`: `oklch()`,
 * `color-mix()`, `lab()`, named colours…), and never a string that could escape its property.
 */
export function isColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (!v || v.length > MAX_COLOR_LENGTH || UNSAFE.test(v)) return false;
  let depth = 0;
  for (const c of v) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  if (depth !== 0) return false;
  const css = (globalThis as { CSS?: { supports?(property: string, value: string): boolean } }).CSS;
  return typeof css?.supports === 'function' ? css.supports('color', v) : COLOR_SHAPE.test(v);
}
export const COLOR = { test: isColor };
export const LENGTH = /^(0|\d{1,4}(\.\d+)?(px|rem|em|%|vw))$/;
export const FONT = /^[\w\s"',-]{1,200}$/;

const pick = (value: unknown, re: { test(v: string): boolean }): string | undefined =>
  typeof value === 'string' && re.test(value.trim()) ? value.trim() : undefined;

/** The custom properties one `styles` object sets, split into colours and the rest (fonts, sizes, radii). */
function variablesOf(styles: Styles): {
  colors: Record<string, string | undefined>;
  other: Record<string, string | undefined>;
} {
  return {
    other: {
      '--ew-font': pick(styles.fontFamily, FONT),
      '--ew-container-radius': pick(styles.container?.borderRadius, LENGTH),
      '--ew-container-width': pick(styles.container?.width, LENGTH),
      '--ew-btn-radius': pick(styles.buttons?.primary?.borderRadius, LENGTH),
      '--ew-input-radius': pick(styles.inputs?.borderRadius, LENGTH),
    },
    colors: {
      '--ew-primary': pick(styles.colors?.primary, COLOR),
      '--ew-text': pick(styles.colors?.primary, COLOR),
      '--ew-secondary': pick(styles.colors?.secondary, COLOR),
      '--ew-success': pick(styles.colors?.success, COLOR),
      '--ew-error': pick(styles.colors?.error, COLOR),
      '--ew-container-bg': pick(styles.container?.backgroundColor, COLOR),
      '--ew-container-border': pick(styles.container?.borderColor, COLOR),
      '--ew-btn-primary-bg': pick(styles.buttons?.primary?.backgroundColor, COLOR),
      '--ew-btn-primary-text': pick(styles.buttons?.primary?.textColor, COLOR),
      '--ew-btn-primary-border': pick(styles.buttons?.primary?.borderColor, COLOR),
      '--ew-btn-secondary-bg': pick(styles.buttons?.secondary?.backgroundColor, COLOR),
      '--ew-btn-secondary-text': pick(styles.buttons?.secondary?.textColor, COLOR),
      '--ew-btn-secondary-border': pick(styles.buttons?.secondary?.borderColor, COLOR),
      '--ew-btn-disabled-bg': pick(styles.buttons?.disabled?.backgroundColor, COLOR),
      '--ew-btn-disabled-text': pick(styles.buttons?.disabled?.textColor, COLOR),
      '--ew-btn-disabled-border': pick(styles.buttons?.disabled?.borderColor, COLOR),
      '--ew-input-bg': pick(styles.inputs?.backgroundColor, COLOR),
      '--ew-input-border': pick(styles.inputs?.borderColor, COLOR),
      '--ew-input-placeholder': pick(styles.inputs?.placeholderColor, COLOR),
      '--ew-input-text': pick(styles.inputs?.textColor, COLOR),
    },
  };
}

/**
 * Map developer styles onto CSS custom properties for one scheme; invalid values are dropped (and defaults kept).
 * Dark: Entryway's dark palette, then the non-colour settings of `styles`, then everything in `styles.dark`.
 */
export function themeVariables(given: Styles = {}, scheme: 'light' | 'dark' = 'light'): Record<string, string> {
  // Apps pass anything: a style object that is not one sets nothing (the configuration check says so).
  const styles: Styles = given && typeof given === 'object' ? given : {};
  const own = variablesOf(styles);
  const layers =
    scheme === 'dark'
      ? [darkTheme, own.other, ...(styles.dark ? Object.values(variablesOf(styles.dark)) : [])]
      : [own.other, own.colors];
  const out: Record<string, string> = { ...defaultTheme };
  for (const layer of layers) for (const [k, v] of Object.entries(layer)) if (v !== undefined) out[k] = v;
  return out;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The scheme `styles` asks for, with `auto` resolved against the user's setting now. */
export function resolvedScheme(styles?: Styles): 'light' | 'dark' {
  const scheme = styles?.colorScheme;
  if (scheme === 'dark') return 'dark';
  if (scheme === 'auto' && typeof matchMedia === 'function') return matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  return 'light';
}

/** Apply variables through CSSOM (allowed under a strict style-src), and mark the scheme for the stylesheet. */
export function applyTheme(el: HTMLElement, styles?: Styles, scheme: 'light' | 'dark' = resolvedScheme(styles)): void {
  const vars = themeVariables(styles, scheme);
  // Variables the other scheme set and this one does not are removed, so a switch leaves nothing behind.
  for (const k of Object.keys(darkTheme)) if (!(k in vars)) el.style.removeProperty(k);
  for (const [k, v] of Object.entries(vars)) el.style.setProperty(k, v);
  el.style.setProperty('color-scheme', scheme);
  el.setAttribute('data-ew-scheme', scheme);
}

/**
 * Apply the theme and, with `colorScheme: 'auto'`, follow `prefers-color-scheme` while the widget lives.
 * @returns stops following
 */
export function watchTheme(el: HTMLElement, styles?: Styles): () => void {
  applyTheme(el, styles);
  if (styles?.colorScheme !== 'auto' || typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  const onChange = () => applyTheme(el, styles, query.matches ? 'dark' : 'light');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
