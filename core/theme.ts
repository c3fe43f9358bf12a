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

/** Developer styles. Every field is optional; defaults are the spec's. */
export interface Styles {
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
  logo?: { logoImageUrl?: string };
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

export const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;
export const LENGTH = /^(0|\d{1,4}(\.\d+)?(px|rem|em|%|vw))$/;
export const FONT = /^[\w\s"',-]{1,200}$/;

const pick = (value: unknown, re: RegExp): string | undefined =>
  typeof value === 'string' && re.test(value.trim()) ? value.trim() : undefined;

/** Map developer styles onto CSS custom properties; invalid values are dropped (and defaults kept). */
export function themeVariables(given: Styles = {}): Record<string, string> {
  const styles: Styles = given && typeof given === 'object' ? given : {};
  const vars: Record<string, string | undefined> = {
    '--ew-font': pick(styles.fontFamily, FONT),
    '--ew-primary': pick(styles.colors?.primary, COLOR),
    '--ew-text': pick(styles.colors?.primary, COLOR),
    '--ew-secondary': pick(styles.colors?.secondary, COLOR),
    '--ew-success': pick(styles.colors?.success, COLOR),
    '--ew-error': pick(styles.colors?.error, COLOR),
    '--ew-container-bg': pick(styles.container?.backgroundColor, COLOR),
    '--ew-container-border': pick(styles.container?.borderColor, COLOR),
    '--ew-container-radius': pick(styles.container?.borderRadius, LENGTH),
    '--ew-container-width': pick(styles.container?.width, LENGTH),
    '--ew-btn-primary-bg': pick(styles.buttons?.primary?.backgroundColor, COLOR),
    '--ew-btn-primary-text': pick(styles.buttons?.primary?.textColor, COLOR),
    '--ew-btn-primary-border': pick(styles.buttons?.primary?.borderColor, COLOR),
    '--ew-btn-secondary-bg': pick(styles.buttons?.secondary?.backgroundColor, COLOR),
    '--ew-btn-secondary-text': pick(styles.buttons?.secondary?.textColor, COLOR),
    '--ew-btn-secondary-border': pick(styles.buttons?.secondary?.borderColor, COLOR),
    '--ew-btn-disabled-bg': pick(styles.buttons?.disabled?.backgroundColor, COLOR),
    '--ew-btn-disabled-text': pick(styles.buttons?.disabled?.textColor, COLOR),
    '--ew-btn-disabled-border': pick(styles.buttons?.disabled?.borderColor, COLOR),
    '--ew-btn-radius': pick(styles.buttons?.primary?.borderRadius, LENGTH),
    '--ew-input-bg': pick(styles.inputs?.backgroundColor, COLOR),
    '--ew-input-border': pick(styles.inputs?.borderColor, COLOR),
    '--ew-input-radius': pick(styles.inputs?.borderRadius, LENGTH),
    '--ew-input-placeholder': pick(styles.inputs?.placeholderColor, COLOR),
    '--ew-input-text': pick(styles.inputs?.textColor, COLOR),
  };
  const out: Record<string, string> = { ...defaultTheme };
  for (const [k, v] of Object.entries(vars)) if (v !== undefined) out[k] = v;
  return out;
}

/** Apply variables through CSSOM (allowed under a strict style-src). */
export function applyTheme(el: HTMLElement, styles?: Styles): void {
  for (const [k, v] of Object.entries(themeVariables(styles))) el.style.setProperty(k, v);
}
