/**
 * Negotiation of a widget's locale and the loading of its catalogs: a lazy chunk, fetched only by pages that ask for
 * a language other than English (an English page pays nothing for it).
 */
import type { AnyPlugin, Catalog } from './plugin';
import { PSEUDO_LOCALES } from './locale';

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
}

/**
 * Negotiate `requested` and load its catalogs. Pseudo-locales transform `english` (the merged English catalog).
 * Rejects when a catalog chunk cannot be fetched.
 */
export async function loadLocale(requested: string, plugins: readonly AnyPlugin[], english: () => Catalog): Promise<LoadedLocale> {
  const wanted = requested === 'auto' ? (typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]) : [requested];
  // English preferred: nothing to fetch (an English page pays for no catalog machinery).
  if (!wanted.length || negotiate(wanted.slice(0, 1), PSEUDO_LOCALES) === 'en' && /^en(-|$)/i.test(wanted[0])) return { tag: 'en', catalog: {} };
  const core = await import('./locales.generated');
  const tag = negotiate(wanted, [...core.tags, ...PSEUDO_LOCALES]);
  if (tag === 'en') return { tag, catalog: {} };
  if ((PSEUDO_LOCALES as readonly string[]).includes(tag)) {
    const { pseudoCatalog } = await import('./pseudo');
    return { tag, catalog: pseudoCatalog(english(), tag) };
  }
  const parts = await Promise.all([core.load(tag), ...plugins.map((p) => p.locales?.(tag))]);
  return { tag, catalog: Object.assign({}, ...parts) };
}
