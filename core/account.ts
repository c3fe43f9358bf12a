/**
 * `entryway/account`: the account widget, everything a signed-in user manages about how they sign in (name, emails,
 * phone numbers, passkeys, …), in sections the app's plugins contribute ({@link AccountSection}); the core knows none
 * of them.
 *
 * An entry of its own (with `entryway/account/react`): only an account page imports it, so a login, callback or
 * step-up page has no edge to the account page's code, not even an `import()` its bundler would split chunks for.
 * Its mount paths (`mountAccount`, `<Account/>`, `defineAccountElement`, `entryway/testing`) add the account page to
 * the plugins the app passes ({@link accountPlugins}), as a plugin providing the `account` kind would. The page itself
 * (core/components/Account.tsx) loads with `import()`, and each section's code with its own.
 */
import { mountWidget, type MountOptions, type MountedWidget } from './mount';
import { SyncWaterfallHook } from './hooks';
import { definePlugin } from './plugin';
import type { AccountInputs, AccountKit, AccountSection, AnyPlugin, ConfigIssue, WidgetApi } from './plugin';
import { ACCOUNT_SCREEN, AccountScreen } from './components/accountScreens';
import { strings } from './accountStrings';

export { ACCOUNT_SCREEN } from './components/accountScreens';
export { defineAccountElement } from './accountElement';

/** Options of {@link mountAccount}: the mount options and the account widget's inputs, side by side. */
export type AccountOptions = MountOptions & AccountInputs;

/** The account widget's inputs out of options that carry them beside the widget's own. */
export function splitAccount<T extends AccountInputs>(options: T) {
  const { sections, actions, onSignedOut, ...rest } = options ?? ({} as T);
  const inputs: AccountInputs = { sections, actions, onSignedOut };
  for (const key of Object.keys(inputs) as (keyof AccountInputs)[]) if (inputs[key] === undefined) delete inputs[key];
  return { inputs, rest };
}

/** Id of the plugin that brings the account page (not a name a plugin of an app would take). */
const PAGE_PLUGIN = 'account-page';
const MOUNT_FUNCTION = 'mountAccount';

type Listed = Partial<AnyPlugin> | null | undefined;

/** A plugin joins the account widget with sections, or with a factor that can confirm the user again. */
const joins = (p: Listed) =>
  Boolean(p && typeof p === 'object' && (p.account?.length || p.steps?.some((s) => s?.stepUp)));

/**
 * The account page as a plugin providing the `account` kind, for the plugins `all` the app passed: the page's screen
 * (loaded with `import()`), its English strings, the sections of every plugin (their order by default the plugin's
 * position × 100 + the section's index), and as features the union of every plugin's, taking part or not, so a
 * section knows e.g. that the app signs in with email codes without importing that plugin.
 */
function accountPage(all: readonly Listed[]): AnyPlugin {
  const declared: AccountSection[] = [];
  const misnamed: ConfigIssue[] = [];
  all.forEach((p, index) => {
    if (!p || typeof p !== 'object' || !Array.isArray(p.account)) return;
    p.account.forEach((section, i) => {
      if (typeof section?.id === 'string' && section.id.startsWith(`${p.id}/`))
        declared.push({ ...section, order: section.order ?? index * 100 + i });
      else {
        const id = String(p.id);
        const named = String(section?.id);
        const message = `Error: the "${id}" plugin's account section "${named}" must start with "${id}/".`;
        misnamed.push({ plugin: id, level: 'error', message });
      }
    });
  });
  const features = [...new Set(all.flatMap((p) => (p && Array.isArray(p.features) ? p.features : [])))];
  return definePlugin({
    id: PAGE_PLUGIN,
    options: undefined,
    widgets: [],
    provides: { account: { mountFunction: MOUNT_FUNCTION } },
    features,
    // The page's translations (accountLocales/), loaded only here: a login page in German carries none of them.
    locales: (tag) => import('./accountLocales.generated').then((m) => m.load(tag)),
    validate: (ctx) =>
      ctx.kind === 'account' && !declared.length
        ? [...misnamed, { plugin: 'core', level: 'warning', message: ctx.t('core.config.accountNoSections') }]
        : misnamed,
    apply({ widget }) {
      if (widget.kind !== 'account') return;
      const { hooks } = widget;
      const name = PAGE_PLUGIN;
      // Under the plugins' strings, the locale's catalogs and the app's overrides, which all win.
      hooks.strings.tap({ name }, (catalog) => ({ ...strings, ...catalog }));
      // The page is also the frame of every screen ('*'): a step-up factor's screen shows in a dialog over it.
      hooks.screens.tap({ name }, (map) => ({ ...map, [ACCOUNT_SCREEN]: AccountScreen, '*': AccountScreen }));
      const sections = (hooks.accountSections ??= new SyncWaterfallHook(['sections'], 'accountSections'));
      sections.tap({ name }, (list) => [...list, ...declared]);
      // The page's code starts loading now, beside the user's first read.
      if (!widget.firstPaint) AccountScreen.preload();
      return hooks.initialScreen.tapPromise({ name }, async (ctx) =>
        ctx.kind === 'account' ? { screen: ACCOUNT_SCREEN } : undefined,
      );
    },
  });
}

/**
 * The plugins an account widget is created with: the app's, those with sections or a verify-again factor joining the
 * `account` kind, and the account page. Anything that is not a list (or a list that already has the page) is passed
 * on as it is, for the core to report. @internal
 */
export function accountPlugins<T>(plugins: T): T | AnyPlugin[] {
  if (!Array.isArray(plugins) || plugins.some((p: Listed) => p?.id === PAGE_PLUGIN)) return plugins;
  const listed = plugins as Listed[];
  return [
    ...listed.map((p) => (joins(p) ? { ...p, widgets: [...(p!.widgets ?? ['login']), 'account'] } : p)),
    accountPage(listed),
  ] as AnyPlugin[];
}

/**
 * Mount the account widget for the signed-in user: 'Your account' and the sections of the plugins passed (each
 * plugin's README names its sections and the entry they come from, e.g. `passkeysAccount()` from
 * `entryway/plugins/passkeys/account`), then the app's own `actions`. With no one signed in it says so (and shows the
 * developer why). Throws when the selector matches nothing.
 * @example mountAccount({ elementId: '#account', client, plugins: [profile(), passkeysAccount(), totpAccount()] })
 */
export function mountAccount(options: AccountOptions): MountedWidget {
  const { inputs, rest } = splitAccount(options);
  return mountWidget(
    'account',
    { ...rest, plugins: accountPlugins(rest.plugins), inputs: { ...(rest.inputs as AccountInputs), ...inputs } },
    MOUNT_FUNCTION,
  );
}

/**
 * The account widget's helpers ({@link AccountKit}) for code that is not a section's view, e.g. a command checking
 * the last-way rule (`accountKit(ctx.widget)?.canRemove(factor)`): null outside an account widget, and until its page
 * has shown.
 */
export function accountKit(widget: WidgetApi): AccountKit | null {
  if (widget?.kind !== 'account') return null;
  return widget.scope.get<{ kit: AccountKit | null }>('core/account-kit', () => ({ kit: null })).kit;
}
