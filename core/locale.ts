/**
 * What every page needs of a widget's language (the direction, the locale Stytch's messages use); negotiation and
 * catalog loading are the lazy chunk `./negotiate`. English is built in and loads nothing.
 */

/** The pseudo-locales, generated from English at run time (for testing layouts and finding untranslated text). */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

/** Whether a locale is written right to left. */
export const isRtl = (tag: string) => /^(ar|fa|he)(-|$)/i.test(tag);

/** Widget locales Stytch's API writes its emails and text messages in → the `locale` it takes. */
const STYTCH_LOCALES: Record<string, string> = { es: 'es', 'es-MX': 'es', fr: 'fr', 'pt-BR': 'pt-br' };

/**
 * The `locale` a method sends with its Stytch request (magic link, passcode, reset email): the app's own choice in
 * the plugin's options when it made one, else the widget's locale when Stytch can write messages in it; undefined
 * (nothing sent, English) otherwise.
 */
export function messageLocale(widget: { getState(): { widget: { locale: string } } }, own?: string): string | undefined {
  return own ?? STYTCH_LOCALES[widget.getState().widget.locale];
}
