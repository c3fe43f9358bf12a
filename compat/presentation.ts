/**
 * Stytch 6.3's `presentation` configuration (`theme`, `options.hideHeaderText`, `options.logo`,
 * `options.enableShadowDOM`) mapped onto Entryway's `styles`, so an app moving from Stytch's prebuilt UI keeps its
 * look without rewriting it. Values still go through the theme's checks (colours, lengths, font lists) when applied.
 * Explicit `styles` win over what is derived here.
 */
import type { Styles } from '../core';

/** The part of Stytch's `Theme` that has an Entryway counterpart (every key optional, as Stytch's `Partial<Theme>`). */
export interface StytchTheme {
  /** 'dark' makes a single theme the dark scheme's. */
  'color-scheme'?: 'light' | 'dark' | 'shadcn';
  'font-family'?: string;
  'container-width'?: string;
  'rounded-base'?: string;
  'button-radius'?: string;
  'input-radius'?: string;
  'container-radius'?: string;
  background?: string;
  foreground?: string;
  primary?: string;
  'primary-foreground'?: string;
  secondary?: string;
  'secondary-foreground'?: string;
  'muted-foreground'?: string;
  border?: string;
  'container-border'?: string;
  input?: string;
  destructive?: string;
  success?: string;
  [key: string]: unknown;
}

/** Stytch's `PresentationConfig`. */
export interface StytchPresentation {
  /** One theme, or `[light, dark]`: the pair follows `prefers-color-scheme` (Entryway's `colorScheme: 'auto'`). */
  theme?: StytchTheme | readonly [light: StytchTheme, dark: StytchTheme];
  options?: {
    /** Hide the header text. @default false */
    hideHeaderText?: boolean;
    logo?: { url: string; alt?: string };
    enableShadowDOM?: boolean;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Drop undefined members so a merge does not overwrite defaults with nothing. */
function compact<T extends object>(o: T): T | undefined {
  const entries = Object.entries(o).filter(([, v]) => v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

/** Entryway `styles` for a Stytch `presentation`, with explicit `styles` merged over it. */
export function stylesFromPresentation(presentation: StytchPresentation | undefined, styles: Styles = {}): Styles {
  if (!presentation || typeof presentation !== 'object') return styles;
  const raw = presentation.theme;
  const options = presentation.options ?? {};
  const logo = str(options.logo?.url) ? { logoImageUrl: options.logo!.url, alt: str(options.logo!.alt) } : undefined;
  let derived: Styles;
  if (Array.isArray(raw)) {
    const [light = {}, dark = {}] = raw as readonly StytchTheme[];
    derived = { ...themeStyles(light), colorScheme: 'auto', dark: themeStyles(dark) };
  } else {
    const theme: StytchTheme = (raw as StytchTheme | undefined) ?? {};
    derived =
      theme['color-scheme'] === 'dark'
        ? { ...themeStyles(theme), colorScheme: 'dark', dark: themeStyles(theme) }
        : themeStyles(theme);
  }
  derived.hideHeaderText = options.hideHeaderText === true ? true : undefined;
  derived.logo = logo;
  return merge(derived, styles) as Styles;
}

/** One Stytch theme's tokens as Entryway styles. */
function themeStyles(theme: StytchTheme): Styles {
  const radius = str(theme['rounded-base']);
  return {
    fontFamily: str(theme['font-family']),
    container: compact({
      backgroundColor: str(theme.background),
      borderColor: str(theme['container-border']) ?? str(theme.border),
      borderRadius: str(theme['container-radius']),
      width: str(theme['container-width']),
    }),
    colors: compact({
      primary: str(theme.primary),
      // Entryway's secondary colour is text (helper lines, unselected tabs, the 'or' divider): Stytch's muted text.
      // Stytch's `secondary` is a background (the secondary button's), unreadable as text on `background`.
      secondary: str(theme['muted-foreground']),
      success: str(theme.success),
      error: str(theme.destructive),
    }),
    buttons: compact({
      primary: compact({
        backgroundColor: str(theme.primary),
        textColor: str(theme['primary-foreground']),
        borderRadius: str(theme['button-radius']) ?? radius,
      }),
      secondary: compact({
        backgroundColor: str(theme.secondary),
        textColor: str(theme['secondary-foreground']),
        borderRadius: str(theme['button-radius']) ?? radius,
      }),
    }),
    inputs: compact({
      backgroundColor: str(theme.background),
      borderColor: str(theme.input),
      textColor: str(theme.foreground),
      placeholderColor: str(theme['muted-foreground']),
      borderRadius: str(theme['input-radius']) ?? radius,
    }),
  };
}

function merge(base: unknown, over: unknown): unknown {
  if (!over || typeof over !== 'object' || Array.isArray(over)) return over === undefined ? base : over;
  if (!base || typeof base !== 'object') return over;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over as Record<string, unknown>)) if (v !== undefined) out[k] = merge(out[k], v);
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}
