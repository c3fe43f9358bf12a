/**
 * Plugin registration: which plugins take part in a widget, the one-id rule, the hook set, the declarative parts as
 * taps, `apply()`, and the configuration checks.
 */
import type { ComponentType } from 'react';
import { AsyncParallelHook, AsyncSeriesBailHook, SyncBailHook, SyncHook, SyncWaterfallHook } from './hooks';
import type {
  AnyPlugin,
  Catalog,
  ConfigIssue,
  EntryProps,
  MainEntry,
  WidgetApi,
  WidgetHooks,
  WidgetKind,
} from './plugin';
import { coreStrings, createTranslator, type Translate } from './strings';
import { checkOptions, checkPluginList } from './configCheck';
import type { CreateInternals, WidgetOptions } from './widget';

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const RESERVED = new Set(['widget', 'session', 'commands', 'core', 'main', 'app']);
/** Kinds the core renders itself; every other kind must be provided by a registered plugin. */
export const CORE_KINDS: readonly string[] = ['login', 'callback', 'stepUp'];

export function createHooks(): WidgetHooks {
  return {
    mainEntries: new SyncWaterfallHook(['entries', 'state'], 'mainEntries'),
    screens: new SyncWaterfallHook(['screens'], 'screens'),
    strings: new SyncWaterfallHook(['catalog', 'locale'], 'strings'),
    validateConfig: new SyncWaterfallHook(['issues', 'context'], 'validateConfig'),
    initialScreen: new AsyncSeriesBailHook(['context'], 'initialScreen'),
    emailLoginMethods: new SyncWaterfallHook(['methods'], 'emailLoginMethods'),
    inputAutocomplete: new SyncWaterfallHook(['autocomplete', 'context'], 'inputAutocomplete'),
    belowScreen: new SyncWaterfallHook(['entries', 'screen'], 'belowScreen'),
    describeError: new SyncBailHook(['error'], 'describeError'),
    authenticated: new AsyncParallelHook(['result'], 'authenticated'),
    event: new SyncHook(['event'], 'event'),
    error: new SyncHook(['error'], 'error'),
  };
}

/**
 * Check the one-id rule for every part a plugin declares. Returns what breaks it, for the plugin's author (the widget
 * shows it as a configuration error and leaves the plugin out), or null.
 */
export function checkPlugin(p: AnyPlugin): string | null {
  const id = p.id;
  if (!ID.test(id) || RESERVED.has(id)) return `its id must be kebab-case and not one of ${[...RESERVED].join(', ')}.`;
  if (p.slice && p.slice.name !== id) return `its slice is named "${p.slice.name}"; it must be "${id}".`;
  const prefixed: [string, string[], string][] = [
    ['string key', Object.keys(p.strings ?? {}), '.'],
    ['screen', Object.keys(p.screens ?? {}), '/'],
    ['entry', (p.main ?? []).map((e) => e.id), '/'],
    ['command', Object.values(p.commands ?? {}).map((c) => c.id), '/'],
    ['step', (p.steps ?? []).map((s) => s.id), '/'],
  ];
  for (const [what, names, sep] of prefixed)
    for (const name of names)
      if (!name.startsWith(`${id}${sep}`)) return `${what} "${name}" must start with "${id}${sep}".`;
  for (const [type, key] of Object.entries(p.errors ?? {}))
    if (!key.startsWith(`${id}.`)) return `error type "${type}" maps to "${key}"; the key must start with "${id}.".`;
  return null;
}

/** The plugins' `errors` maps merged in plugin order (the first plugin that recognises a type wins). */
export function mergeErrors(plugins: readonly AnyPlugin[]): Readonly<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const p of plugins)
    for (const [type, key] of Object.entries(p.errors ?? {})) if (!Object.hasOwn(merged, type)) merged[type] = key;
  return Object.freeze(merged);
}

/**
 * Whether a login completes in a widget of `kind`: the login widget, the callback page (an emailed link, an OAuth
 * return), and a kind a plugin provides with `logsIn` (a password reset signs the user in).
 */
export function logsIn(kind: WidgetKind, plugins: readonly AnyPlugin[]): boolean {
  return kind === 'login' || kind === 'callback' || plugins.some((p) => p.provides?.[kind]?.logsIn === true);
}

/**
 * Whether `p` takes part in a widget of `kind`. A plugin with login steps takes part wherever a login completes
 * (`logins`): a second factor asked after a password must also be asked after a link or a reset.
 */
export function takesPart(p: AnyPlugin, kind: WidgetKind, logins = kind === 'login'): boolean {
  return (
    (p.widgets ?? ['login']).includes(kind) ||
    Boolean(p.provides?.[kind]) ||
    (kind === 'callback' && Boolean(p.callback)) ||
    // A plugin whose factor can confirm a signed-in user again takes part in the step-up widget.
    (kind === 'stepUp' && Boolean(p.steps?.some((s) => s?.stepUp))) ||
    (logins && Boolean(p.steps?.length))
  );
}

/** Declarative parts are taps at stage 0 named after their plugin, so third parties can wrap them at later stages. */
export function tapDeclared(plugins: readonly AnyPlugin[], hooks: WidgetHooks): void {
  plugins.forEach((p, index) => {
    if (p.main?.length) {
      const entries = p.main.map((e, i) => ({ ...e, order: e.order ?? index * 100 + i }) as MainEntry);
      hooks.mainEntries.tap({ name: p.id }, (list) => [...list, ...entries]);
    }
    if (p.screens)
      hooks.screens.tap({ name: p.id }, (map: Record<string, ComponentType<EntryProps>>) => ({ ...map, ...p.screens }));
    if (p.strings) hooks.strings.tap({ name: p.id }, (catalog) => ({ ...catalog, ...p.strings }));
    if (p.validate) hooks.validateConfig.tap({ name: p.id }, (found, ctx) => [...found, ...(p.validate!(ctx) ?? [])]);
  });
}

/** Report a plugin that threw and show it as a configuration error; the widget still renders. */
function failed(issues: ConfigIssue[], t: Translate, id: string, e: unknown) {
  console.error(`Entryway: the "${id}" plugin failed`, e);
  issues.push({
    plugin: id,
    level: 'error',
    message: t('core.config.pluginFailed', { id, reason: e instanceof Error ? e.message : String(e) }),
  });
}

/** Run every plugin's `apply()`; returns the teardowns they gave. */
export function applyPlugins(
  plugins: readonly AnyPlugin[],
  api: WidgetApi,
  issues: ConfigIssue[],
  t: Translate,
): (() => void)[] {
  const teardowns: (() => void)[] = [];
  for (const p of plugins) {
    try {
      const teardown = p.apply?.({ options: p.options, widget: api });
      if (typeof teardown === 'function') teardowns.push(teardown);
    } catch (e) {
      failed(issues, t, p.id, e);
    }
  }
  return teardowns;
}

/** The configuration checks every plugin tapped (`validateConfig`). */
export function validate(api: WidgetApi, issues: ConfigIssue[], t: Translate): void {
  try {
    issues.push(
      ...api.hooks.validateConfig.call([], {
        kind: api.kind,
        plugins: api.pluginIds.slice(),
        features: api.features,
        t,
      }),
    );
  } catch (e) {
    failed(issues, t, 'core', e);
  }
}

/**
 * The plugins that take part in a widget of `kind`, the list's own mistakes (described before any plugin's strings
 * exist: core strings and the app's overrides only), and the plugins left out for breaking the one-id rule.
 */
export function selectPlugins(options: WidgetOptions, kind: WidgetKind) {
  const listed = checkPluginList(
    options.plugins,
    createTranslator({ ...coreStrings, ...(options.strings ?? {}) } as Catalog),
  );
  const invalid: { id: string; reason: string }[] = [];
  const valid = listed.plugins.filter((p) => {
    const reason = checkPlugin(p);
    if (reason) invalid.push({ id: p.id, reason });
    return !reason;
  });
  const logins = logsIn(kind, valid);
  const plugins = valid.filter((p) => takesPart(p, kind, logins));
  return { plugins, issues: listed.issues, invalid, listFailed: listed.issues.length > 0 || invalid.length > 0 };
}

/** A login widget needs a plugin; any other kind but the callback page needs the plugin that provides it. */
export function checkKind(
  kind: WidgetKind,
  plugins: readonly AnyPlugin[],
  listFailed: boolean,
  t: Translate,
): ConfigIssue[] {
  if (kind === 'login' && plugins.length === 0 && !listFailed)
    return [{ plugin: 'core', level: 'error', message: t('core.error.noPlugins') }];
  if (!CORE_KINDS.includes(kind) && !plugins.some((p) => p.provides?.[kind]))
    return [{ plugin: 'core', level: 'error', message: t('core.error.noWidgetProvider', { kind }) }];
  return [];
}

/**
 * Every configuration issue of a widget once its plugins are applied (`issues` holds the list's and the `apply()`
 * failures): plugins left out, the plugins' own checks, the options', the mount path's and the kind's.
 */
export function configIssues(
  api: WidgetApi,
  selected: ReturnType<typeof selectPlugins>,
  options: WidgetOptions,
  t: Translate,
  internal: CreateInternals,
): ConfigIssue[] {
  const { issues, invalid, plugins, listFailed } = selected;
  for (const { id, reason } of invalid)
    issues.push({ plugin: id, level: 'error', message: t('core.config.pluginInvalid', { id, reason }) });
  validate(api, issues, t);
  issues.push(...checkOptions(options as unknown as Record<string, unknown>, plugins, t, internal.where));
  if (internal.issues) issues.push(...internal.issues(t));
  issues.push(...checkKind(api.kind, plugins, listFailed, t));
  return issues;
}
