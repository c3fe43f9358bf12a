/**
 * Everything a widget needs to show a language other than English: negotiation, the loading of catalogs, string
 * overrides given per locale or as a promise, and the right-to-left rules. A lazy chunk, fetched only by pages that
 * ask for another language or give such overrides (an English page pays nothing for it). It imports no code of the
 * page's own modules (anything it shared with them would become a file of its own on the page).
 */
import type { AnyPlugin, Catalog } from './plugin';
import type { Format } from './strings';
import type { Strings } from './widget';

/**
 * The pseudo-locales, generated from English at run time (for testing layouts and finding untranslated text). Kept
 * in this chunk: anything it imports from the page's code becomes a file of its own.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

/** Whether a locale is written right to left. */
export const isRtl = (tag: string) => /^(ar|fa|he)(-|$)/i.test(tag);

/**
 * The best locale of `available` for the preferences `wanted` (first wins): an exact tag, then the language's
 * usual fallback (`zh-HK` → `zh-TW`, `zh` → `zh-CN`, `pt` → `pt-BR`, `es-419`/`es-AR` → `es-MX`, `no`/`nn` → `nb`),
 * then the language alone (`de-AT` → `de`); `'en'` when nothing matches.
 */
export function negotiate(wanted: readonly string[], available: readonly string[]): string {
  const have = new Map(available.map((t) => [t.toLowerCase(), t]));
  for (const w of wanted) {
    let l: Intl.Locale;
    try {
      l = new Intl.Locale(w);
    } catch {
      continue;
    }
    const { language, region } = l;
    if (language === 'en' && !have.has(w.toLowerCase())) return 'en';
    const candidates = [
      w,
      language === 'zh' && `zh-${l.maximize().script === 'Hant' ? 'TW' : 'CN'}`,
      language === 'pt' && `pt-${region === 'PT' ? 'PT' : 'BR'}`,
      language === 'es' && region && region !== 'ES' && 'es-MX',
      (language === 'no' || language === 'nn') && 'nb',
      language,
    ];
    for (const c of candidates) if (c && have.has(c.toLowerCase())) return have.get(c.toLowerCase())!;
  }
  return 'en';
}

/** A locale's catalogs, merged: the core's and each plugin's translations (no English). */
export interface LoadedLocale {
  /** The negotiated tag, `'en'` when English is shown. */
  tag: string;
  catalog: Catalog;
  /**
   * A pseudo-locale's transform, for English strings that join the widget after the locale was made (a part of a
   * plugin's catalog that loads with the code that shows it).
   */
  made?: (english: Catalog) => Catalog;
}

/**
 * Negotiate `requested` and load its catalogs. Pseudo-locales transform `english` (the merged English catalog).
 * Rejects when a catalog chunk cannot be fetched.
 */
export async function loadLocale(
  requested: string,
  plugins: readonly AnyPlugin[],
  english: () => Catalog,
): Promise<LoadedLocale> {
  const wanted =
    requested === 'auto'
      ? typeof navigator === 'undefined'
        ? []
        : (navigator.languages ?? [navigator.language])
      : [requested];
  // English preferred: nothing to fetch (an English page pays for no catalog machinery).
  if (!wanted.length || (negotiate(wanted.slice(0, 1), PSEUDO_LOCALES) === 'en' && /^en(-|$)/i.test(wanted[0])))
    return { tag: 'en', catalog: {} };
  const core = await import('./locales.generated');
  const tag = negotiate(wanted, [...core.tags, ...PSEUDO_LOCALES]);
  if (tag === 'en') return { tag, catalog: {} };
  if ((PSEUDO_LOCALES as readonly string[]).includes(tag)) {
    const { pseudoCatalog } = await import('./pseudo');
    return { tag, catalog: pseudoCatalog(english(), tag), made: (late) => pseudoCatalog(late, tag) };
  }
  const parts = await Promise.all([core.load(tag), ...plugins.map((p) => p.locales?.(tag))]);
  return { tag, catalog: Object.assign({}, ...parts) };
}

/** A shown locale, as the widget uses it. */
export interface Shown {
  /** The negotiated tag, `'en'` when English is shown. */
  tag: string;
  /** The strings hook's last tap for `tag`: this locale's catalogs (for its own tag) and the app's overrides. */
  merge(catalog: Catalog, tag: string): Catalog;
  /** Present when the locale is written right to left: the rules the widget then adopts beside its CSS. */
  rtl?: string;
  /** Formats the locale's messages (ICU); English's own formatter when absent. */
  format?: Format;
  /** Why the catalogs could not be loaded (English is shown instead). */
  failed?: unknown;
}

/** What {@link localize} reads of a widget. */
export interface LocaleHost {
  plugins: readonly AnyPlugin[];
  /** The app's `strings` option; a function is called once, and the promise it returned is kept here instead. */
  strings?: Strings | (() => Promise<Strings | undefined>) | Promise<Strings | undefined | void>;
  /** The English catalog after the app's overrides (what pseudo-locales are made from). */
  english(): Catalog;
  report(message: string, cause: unknown): void;
}

/**
 * Right to left: the back arrow points right; addresses, phone numbers, URLs and codes stay left to right, in fields
 * and where a sentence sets them in bold.
 */
const RTL_STYLES =
  '.ew-root [dir=rtl] strong{unicode-bidi:isolate}.ew-root [dir=rtl] .ew-back svg{transform:scaleX(-1)}.ew-root [dir=rtl] :is(input:is([type=email],[type=tel],[type=url]),.ew-code){direction:ltr}.ew-root [dir=rtl] input:is([type=email],[type=tel],[type=url]){text-align:right}';

/** Only the text values of a catalog (overrides by locale are objects). */
const texts = (c: Record<string, unknown>): Catalog =>
  Object.fromEntries(Object.entries(c).filter(([, v]) => typeof v === 'string')) as Catalog;

/**
 * Show `requested` (a BCP 47 tag or 'auto'): the app's overrides resolved (top-level keys in every locale, a locale
 * tag's — or its language's — over them), the locale's catalogs and the ICU formatter loaded (overrides in English
 * may use any ICU syntax too). English, with `failed`, when a catalog cannot be loaded. Rejects when the formatter
 * cannot be loaded.
 */
export async function localize(host: LocaleHost, requested: string): Promise<Shown> {
  if (typeof host.strings === 'function')
    host.strings = host.strings().catch((e: unknown) => host.report('Entryway: the strings could not be loaded.', e));
  const icu = import('./icu');
  const overrides: Strings = (await host.strings) ?? {};
  const flat = texts(overrides);
  let shown: LoadedLocale = { tag: 'en', catalog: {} };
  let failed: unknown;
  try {
    shown = await loadLocale(requested, host.plugins, () => texts(host.english()));
  } catch (e) {
    shown = { tag: 'en', catalog: {} };
    failed = e;
  }
  const { formatMessage } = await icu;
  return {
    format: (message, params) => formatMessage(message, params, shown.tag),
    tag: shown.tag,
    merge(catalog, tag) {
      const own = overrides[tag] ?? overrides[tag.split('-')[0]];
      const mine = tag === shown.tag;
      const late = mine && shown.made ? Object.entries(catalog).filter(([key]) => !(key in shown.catalog)) : [];
      return {
        ...catalog,
        ...(late.length ? shown.made!(Object.fromEntries(late) as Catalog) : {}),
        ...(mine ? shown.catalog : {}),
        ...flat,
        ...(typeof own === 'object' ? own : {}),
      } as Catalog;
    },
    rtl: isRtl(shown.tag) ? RTL_STYLES : undefined,
    failed,
  };
}
