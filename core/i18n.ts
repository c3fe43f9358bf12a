/**
 * A widget's language: the translator over the merged catalogs (core, plugins, the app's overrides) and switching
 * locale. English with plain overrides needs nothing more; any other locale, or overrides by locale, as a promise or
 * with ICU syntax, go through the lazy `negotiate` chunk, whose `merge` puts the locale's catalogs and overrides in
 * their place.
 */
import type { AnyPlugin, Catalog, WidgetHooks } from './plugin';
import { coreStrings, createTranslator, type Translate } from './strings';
import type { LocaleHost, Shown } from './negotiate';
import type { Strings } from './widget';

export interface WidgetI18n {
  t: Translate;
  /** Show `locale` once what it needs has loaded (English when that fails). */
  setLocale(locale: string): Promise<void>;
  /** Start loading the first locale; resolves once its catalogs have loaded (or failed). */
  start(): Promise<void>;
  /** The right-to-left rules of the locale shown, if it is written right to left. */
  readonly rtl: string | undefined;
}

export function createI18n(
  plugins: AnyPlugin[],
  hooks: WidgetHooks,
  given: WidgetOptionsStrings,
  requested: string,
  report: (message: string, cause?: unknown) => void,
  alive: () => boolean,
  /** A locale is shown now. */
  onShown: (tag: string) => void,
): WidgetI18n {
  const english: Shown = { tag: 'en', merge: (catalog) => ({ ...catalog, ...(given as Catalog) }) };
  let shown = english;
  hooks.strings.tap({ name: 'overrides', stage: 1000 }, (catalog, tag) => shown.merge(catalog, tag));
  let translate: Translate | null = null;
  // Strings tapped later (an account section's, loaded with its code) join the catalog from the next text on.
  hooks.strings.intercept({ register: () => void (translate = null) });
  const t: Translate = (key, params) => {
    translate ??= createTranslator(hooks.strings.call({ ...coreStrings } as Catalog, shown.tag), shown.format);
    return translate(key, params);
  };
  let host: LocaleHost | undefined;
  let wanted = requested;

  async function apply(locale: string): Promise<void> {
    let next = english;
    // English catalogs use `{param}` and one plural form, which `interpolate` formats: overrides with other ICU
    // syntax load the formatter.
    if (
      !/^en(-(?!xa$)|$)/i.test(locale) ||
      typeof given === 'function' ||
      Object.values(given ?? {}).some((v) => typeof v !== 'string' || /\{\w+,/.test(v))
    ) {
      host ??= {
        plugins,
        strings: given,
        english: () => hooks.strings.call({ ...coreStrings } as Catalog, 'en'),
        report,
      };
      next = await import('./negotiate')
        .then((m) => m.localize(host!, locale))
        .catch((failed: unknown) => ({ ...english, failed }));
    }
    if (next.failed)
      report(`Entryway: the "${locale}" catalogs could not be loaded, so the widget shows English.`, next.failed);
    if (!alive() || locale !== wanted) return;
    shown = next;
    translate = null;
    onShown(next.tag);
  }

  return {
    t,
    setLocale: (locale) => (locale === wanted ? Promise.resolve() : apply((wanted = locale))),
    start: () => apply(requested),
    get rtl() {
      return shown.rtl;
    },
  };
}

type WidgetOptionsStrings = Strings | (() => Promise<Strings | undefined>) | undefined;
