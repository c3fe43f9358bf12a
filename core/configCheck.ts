/**
 * Checks of what an app passes to a widget. Mistakes that make the widget unusable (no client, no plugin list, a
 * plugin factory not called, a plugin listed twice, a plugin that breaks the contract, a style value the theme
 * refuses) become configuration errors shown inside the widget, each naming the option and the fix. Names the widget
 * does not know (option typos, string keys no catalog has) are ignored, and development builds say so on the console
 * with the nearest known name. Nothing here throws: a widget given anything still renders.
 */
import type { AnyPlugin, ConfigIssue } from './plugin';
import { coreStrings, type Translate } from './strings';
import { isLocaleTag } from './locale';
import { COLOR, FONT, LENGTH } from './theme';

/**
 * Whether this is a development build. Bundlers replace `process.env.NODE_ENV` (React needs it too), so a production
 * build drops every development-only check and message; the script-tag builds are production builds.
 */
export const isDevelopment = (): boolean => process.env.NODE_ENV !== 'production';

const warned = new Set<string>();

/**
 * Log a developer warning once per page (StrictMode and remounts create widgets again with the same options).
 * Development builds only.
 */
export function warnOnce(message: string): void {
  if (process.env.NODE_ENV === 'production' || warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** Levenshtein distance, bounded: enough for "did you mean" among a few hundred names. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}

/** The known name closest to `name` (same name in other case first), or undefined when none is close. */
export function nearest(name: string, known: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate.toLowerCase() === lower) return candidate;
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/** Options every widget takes, with the nested names an app may put at the top level by mistake. */
const WIDGET_OPTIONS: Record<string, readonly string[]> = {
  client: [],
  plugins: [],
  styles: [],
  strings: [],
  locale: [],
  callbacks: ['onEvent', 'onError'],
  devtools: [],
  inputs: [],
  sessionOptions: ['sessionDurationMinutes'],
  loginSteps: [],
  afterLoginURL: [],
  navigate: [],
  // Mount functions and elements.
  elementId: [],
  enableShadowDOM: [],
};

/** The style options and their nested names (core/theme.ts). */
const STYLE_OPTIONS: Record<string, readonly string[] | null> = {
  fontFamily: null,
  hideHeaderText: null,
  colorScheme: null,
  dark: null,
  container: ['backgroundColor', 'borderColor', 'borderRadius', 'width'],
  colors: ['primary', 'secondary', 'success', 'error'],
  buttons: ['primary', 'secondary', 'disabled'],
  inputs: ['backgroundColor', 'borderColor', 'borderRadius', 'placeholderColor', 'textColor'],
  logo: ['logoImageUrl', 'alt'],
};
const BUTTON_STYLE = ['backgroundColor', 'textColor', 'borderColor', 'borderRadius'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a plugin's factory is called in messages: its declared factory name, or its id. */
const factoryOf = (p: AnyPlugin) => `${p.optionNames?.factory ?? p.id}()`;

/** Warn about top-level option names the widget does not take, pointing at where a known name lives. */
function warnUnknownOptions(options: Record<string, unknown>, plugins: readonly AnyPlugin[], where: string): void {
  for (const key of Object.keys(options)) {
    if (Object.hasOwn(WIDGET_OPTIONS, key) || options[key] === undefined) continue;
    let hint = nearest(key, Object.keys(WIDGET_OPTIONS));
    let suggestion = hint ? `"${hint}"` : undefined;
    if (!suggestion)
      for (const [parent, children] of Object.entries(WIDGET_OPTIONS))
        if ((hint = nearest(key, children))) suggestion = `${parent}: { ${hint} }`;
    if (!suggestion)
      for (const p of plugins)
        if (p.optionNames && (hint = nearest(key, p.optionNames.names)))
          suggestion = `${p.optionNames.factory ?? p.id}({ ${hint} })`;
    warnOnce(
      `Entryway: ${where} has no option "${key}"; it is ignored.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
    );
  }
}

/** Warn about keys of the `styles` object the theme does not read. */
function warnUnknownStyles(styles: Record<string, unknown>): void {
  const check = (obj: Record<string, unknown>, known: readonly string[], path: string) => {
    for (const key of Object.keys(obj)) {
      if (known.includes(key)) continue;
      const hint = nearest(key, known);
      warnOnce(
        `Entryway: styles has no "${path}${key}"; it is ignored.${hint ? ` Did you mean "${path}${hint}"?` : ''}`,
      );
    }
  };
  check(styles, Object.keys(STYLE_OPTIONS), '');
  for (const [key, nested] of Object.entries(STYLE_OPTIONS)) {
    const value = styles[key];
    if (!nested || !isObject(value)) continue;
    check(value, nested, `${key}.`);
    if (key === 'buttons')
      for (const [b, style] of Object.entries(value)) if (isObject(style)) check(style, BUTTON_STYLE, `buttons.${b}.`);
  }
}

/**
 * Warn about string overrides whose key no catalog of this widget has. An object under a BCP 47 tag holds that
 * locale's overrides (`{ de: { 'core.main.title': 'Hallo' } }`), checked the same way.
 */
function warnUnknownStrings(strings: Record<string, unknown>, known: ReadonlySet<string>, path = ''): void {
  for (const [key, value] of Object.entries(strings)) {
    if (known.has(key)) continue;
    if (!path && isObject(value) && isLocaleTag(key)) {
      warnUnknownStrings(value, known, `${key}.`);
      continue;
    }
    const hint = nearest(key, known);
    warnOnce(
      `Entryway: strings has no key "${path}${key}"; it is ignored.${hint ? ` Did you mean "${path}${hint}"?` : ''}`,
    );
  }
}

/** Warn about options a plugin's factory does not take (plugins declare their names with `optionNames`). */
function warnUnknownPluginOptions(p: AnyPlugin): void {
  const declared = p.optionNames;
  if (!declared || !isObject(declared.given)) return;
  for (const key of Object.keys(declared.given)) {
    if (declared.names.includes(key)) continue;
    const hint = nearest(key, declared.names);
    warnOnce(
      `Entryway: ${factoryOf(p)} has no option "${key}"; it is ignored.${hint ? ` Did you mean "${hint}"?` : ''}`,
    );
  }
}

/** Configuration errors for style values the theme would drop (it keeps its defaults for them). */
function styleIssues(styles: Record<string, unknown>, t: Translate): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const kinds = { color: COLOR, length: LENGTH, font: FONT } as const;
  const check = (path: string, value: unknown, kind: keyof typeof kinds) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'string' && kinds[kind].test(value.trim())) return;
    issues.push({
      plugin: 'core',
      level: 'error',
      message: t(`core.config.style.${kind}`, { path: `styles.${path}`, value: String(value) }),
    });
  };
  const at = (obj: unknown, key: string): unknown => (isObject(obj) ? obj[key] : undefined);
  check('fontFamily', styles.fontFamily, 'font');
  for (const k of ['backgroundColor', 'borderColor'] as const)
    check(`container.${k}`, at(styles.container, k), 'color');
  for (const k of ['borderRadius', 'width'] as const) check(`container.${k}`, at(styles.container, k), 'length');
  for (const k of STYLE_OPTIONS.colors!) check(`colors.${k}`, at(styles.colors, k), 'color');
  for (const b of STYLE_OPTIONS.buttons!) {
    const style = at(styles.buttons, b);
    for (const k of ['backgroundColor', 'textColor', 'borderColor'] as const)
      check(`buttons.${b}.${k}`, at(style, k), 'color');
    check(`buttons.${b}.borderRadius`, at(style, 'borderRadius'), 'length');
  }
  for (const k of ['backgroundColor', 'borderColor', 'placeholderColor', 'textColor'] as const)
    check(`inputs.${k}`, at(styles.inputs, k), 'color');
  check('inputs.borderRadius', at(styles.inputs, 'borderRadius'), 'length');
  return issues;
}

/** What the app gave as `plugins`: the plugin objects to use, and errors for every entry that cannot be one. */
export function checkPluginList(given: unknown, t: Translate): { plugins: AnyPlugin[]; issues: ConfigIssue[] } {
  if (!Array.isArray(given))
    return { plugins: [], issues: [{ plugin: 'core', level: 'error', message: t('core.config.pluginsList') }] };
  const plugins: AnyPlugin[] = [];
  const issues: ConfigIssue[] = [];
  const error = (message: string) => issues.push({ plugin: 'core', level: 'error', message });
  given.forEach((entry: unknown, index) => {
    if (typeof entry === 'function') {
      const name = (entry as { name?: string }).name || 'plugin';
      error(t('core.config.pluginFactory', { index, name }));
    } else if (!isObject(entry) || typeof entry.id !== 'string') error(t('core.config.notPlugin', { index }));
    else if (plugins.some((p) => p.id === entry.id)) error(t('core.config.pluginTwice', { id: entry.id }));
    else plugins.push(entry as unknown as AnyPlugin);
  });
  return { plugins, issues };
}

/**
 * The configuration errors of a widget's options (shown in the widget) and, in development builds, warnings about
 * names it does not know.
 * @param where how the app called the widget, for the warnings (e.g. 'mountLogin()'); @default 'the widget'
 */
export function checkOptions(
  options: Record<string, unknown>,
  plugins: readonly AnyPlugin[],
  t: Translate,
  where = 'the widget',
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const client = options.client;
  if (!client || (typeof client !== 'object' && typeof client !== 'function'))
    issues.push({ plugin: 'core', level: 'error', message: t('core.config.noClient') });
  if (isObject(options.styles)) issues.push(...styleIssues(options.styles, t));
  if (process.env.NODE_ENV !== 'production') {
    warnUnknownOptions(options, plugins, where);
    if (isObject(options.styles)) warnUnknownStyles(options.styles);
    // Every key a widget of these plugins knows (its catalog before the app's overrides).
    if (isObject(options.strings))
      warnUnknownStrings(
        options.strings,
        new Set([...Object.keys(coreStrings), ...plugins.flatMap((p) => Object.keys(p.strings ?? {}))]),
      );
    plugins.forEach(warnUnknownPluginOptions);
  }
  return issues;
}
