/**
 * What every page needs of a widget's language (the locale Stytch's messages use); negotiation, catalog loading and
 * the direction are the lazy chunk `./negotiate`. English is built in and loads nothing.
 */

/**
 * The `locale` a method sends with its Stytch request (magic link, passcode, reset email): the app's own choice in
 * the plugin's options when it made one, else the widget's locale when Stytch's API writes messages in it (`es` and
 * `es-MX` → `'es'`, `fr`, `pt-BR` → `'pt-br'`); undefined (nothing sent, English) otherwise.
 */
export function messageLocale(
  widget: { getState(): { widget: { locale: string } } },
  own?: string,
): string | undefined {
  return own ?? /^(es|fr|pt-br)\b/i.exec(widget.getState().widget.locale)?.[1].toLowerCase();
}

/**
 * Whether `value` is one BCP 47 language tag the browser accepts (`'en'`, `'pt-BR'`), as `Intl.getCanonicalLocales`
 * reads it; false for anything else (not a string, empty, malformed, a list).
 */
export function isLocaleTag(value: unknown): value is string {
  try {
    return typeof value === 'string' && Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
