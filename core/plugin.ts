/**
 * The plugin contract. A plugin is a plain object (build it with {@link definePlugin}) that declares what it adds to
 * a widget: a Redux slice, screens, Main-screen entries (tabs, buttons), strings, styles and config checks, plus an
 * optional `apply()` that taps hooks and starts listeners. One id is used everywhere: folder, slice name, action
 * prefix (`<id>/…`), string keys (`<id>.…`) and screen ids (`<id>/<Screen>`). The core enforces it by throwing.
 *
 * Plugins never import each other. They cooperate through the hooks in {@link WidgetHooks} and through actions.
 */
import type { ComponentType } from 'react';
import type { Reducer, Action, UnknownAction } from 'redux';
import type { StytchClient } from '@stytch/vanilla-js/headless';
import type { AsyncParallelHook, AsyncSeriesBailHook, SyncBailHook, SyncHook, SyncWaterfallHook } from './hooks';
import type { RootState } from './store';
import type { CoreStringKey, Translate } from './strings';
import type { AccountStringKey } from './accountStrings';
import type { ErrorDescription, WidgetError } from './errors';
import type { Command, CommandRunner, WidgetScope } from './commands';
import type { LoginSteps, PendingLogin } from './login';
import type { ActionResult } from './commands';

/** The Stytch browser client the app owns (`@stytch/vanilla-js/headless`). */
export type Client = StytchClient;

/**
 * Widget kinds and the inputs each takes at mount (never put into the store). The core's own kinds are `login` and
 * `callback` (the one redirect page); a plugin that provides another kind augments this interface and declares it
 * in {@link EntrywayPlugin.provides}:
 * `declare module 'entryway' { interface WidgetKindRegistry { resetPassword: { passwordResetToken?: string } } }`
 * (inside this repository too: augmenting the defining file instead hides every `'entryway'` augmentation).
 */
export interface WidgetKindRegistry {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a kind without inputs (part of the public API)
  login: {};
  callback: {
    /** The app's login page: 'Continue' after a login and 'Back to login' when a link cannot be used. Same origin only. @default '/' */
    loginPageURL?: string;
  };
  /** 'Confirm it's you': a signed-in user verifies again before a sensitive action ({@link StepUpInputs}). */
  stepUp: StepUpInputs;
  /** The signed-in user's account: how they sign in, in sections the plugins contribute ({@link AccountInputs}). */
  account: AccountInputs;
}

/** The signed-in user as Stytch's client reads it (`client.user.get()`): names, emails, phones, factors. */
export type AccountUser = Awaited<ReturnType<StytchClient['user']['get']>>;

/**
 * An action of the app's own in the account widget, under the sections: deleting the account, signing out of the
 * other devices. These need the app's backend (Stytch's frontend client can neither delete a user nor list or revoke
 * another device's session): `run` calls it.
 */
export interface AccountAction {
  /** Kebab-case name, unique among the actions (test id `account-action-<id>`). */
  id: string;
  /** The button's text, as the app wrote it (in the page's language). */
  label: string;
  /** A line under the button. @default none */
  description?: string;
  /** `danger` for what cannot be undone (deleting the account). @default 'secondary' */
  variant?: 'secondary' | 'danger';
  /** Ask to confirm first, with this title and text. @default no confirmation */
  confirm?: { title: string; text?: string; confirmLabel?: string };
  /**
   * Does the work. What it resolves with (a string) is said as the success message; a rejection's message is shown
   * as the error. The user is read again afterwards.
   */
  run(ctx: { user: AccountUser | null; widget: WidgetApi }): void | string | Promise<void | string>;
}

/** Mount inputs of the account widget (kind `account`). */
// A type rather than an interface: mount inputs must be assignable to `Record<string, unknown>`.
export type AccountInputs = {
  /**
   * Only these sections, in this order (ids `<plugin>/<section>`, e.g. `['profile/name', 'profile/emails']`).
   * @default every section the plugins contribute, by their `order`
   */
  sections?: readonly string[];
  /** The app's own actions under the sections ({@link AccountAction}). @default none */
  actions?: readonly AccountAction[];
  /** The user signed out from this widget (the session is revoked); e.g. go to the login page. @default none */
  onSignedOut?(): void;
};

/**
 * A way the user signs in, as the account widget's last-way rule counts it ({@link AccountKit.canRemove}). `kind`
 * names a Stytch factor list of the user: `emails`, `phone_numbers`, `webauthn_registrations`, `providers`,
 * `crypto_wallets`, `totps`, or `password`.
 */
export interface AccountFactor {
  kind: 'emails' | 'phone_numbers' | 'webauthn_registrations' | 'providers' | 'crypto_wallets' | 'totps' | 'password';
  /** The entry's id (`email_id`, `phone_id`, `webauthn_registration_id`, …); none for `password`. */
  id?: string;
}

/** What a confirmation asks ({@link AccountKit.confirm}). */
export interface AccountConfirm {
  /** The question, e.g. 'Remove ada@example.com?'. */
  title: string;
  /** What it means. @default none */
  text?: string;
  /** The confirming button. @default the core's 'Remove' */
  confirmLabel?: string;
  /** `danger` styles the confirming button as destructive. @default 'danger' */
  variant?: 'primary' | 'danger';
}

/**
 * What the core gives every account section (the `account` prop of {@link AccountSectionProps}): the signed-in user,
 * the rules and the feedback all sections share. A section's module receives it as a prop, so it needs no core
 * module of its own beyond types.
 */
export interface AccountKit {
  /** The signed-in user (null until the first read arrives); the component re-renders when it changes. A hook. */
  useUser(): AccountUser | null;
  /** Read the user again (`client.user.get()`); every section re-renders with it. Never rejects. */
  refresh(): Promise<void>;
  /**
   * Run a command of the section. When the API refuses it for want of a recent or second factor (error types in
   * {@link AccountKit.stepUpErrorTypes}), the widget asks the user to verify again (the step-up's factors, in this
   * widget) and, once verified, runs it once more: the result is the second run's. Cancelled: the first run's error.
   */
  run<A extends unknown[], R>(command: Command<A, R>, ...args: A): Promise<ActionResult<R>>;
  /**
   * {@link AccountKit.run} with other error types or another step-up request, e.g. a password change that Stytch
   * refuses with `session_too_old_to_reset_password`:
   * `account.runWith({ stepUpOn: ['session_too_old_to_reset_password'] }, passwordsCommands.resetBySession, pw)`.
   */
  runWith<A extends unknown[], R>(
    options: AccountRunOptions,
    command: Command<A, R>,
    ...args: A
  ): Promise<ActionResult<R>>;
  /** Ask the user to verify again now (the step-up in this widget); resolves true once verified. */
  verifyAgain(request?: StepUpRequest): Promise<boolean>;
  /** The error types that make {@link AccountKit.run} ask to verify again. */
  readonly stepUpErrorTypes: readonly string[];
  /** Ask to confirm (a modal dialog in the widget); resolves true for the confirming button, false otherwise. */
  confirm(request: AccountConfirm): Promise<boolean>;
  /**
   * Say a change succeeded: a success toast, the same words in the widget's live region, and the user read again
   * (so every list shows the change without a reload).
   */
  done(text: string): void;
  /**
   * Stytch's user can be left with no way to sign in: whether removing `factor` leaves one. Counts the user's
   * verified emails (when a plugin declares the feature `email`) and phone numbers (feature `phone`), passkeys,
   * linked providers, crypto wallets, and a password (feature `password`, with an email left); every feature counts
   * when no plugin declares any. An authenticator app is never a way in. Refused: `reason` is the text to show.
   */
  canRemove(factor: AccountFactor): { ok: true } | { ok: false; reason: string; key: 'core.account.lastWay' };
}

/** Props of an account section's component. */
export interface AccountSectionProps extends EntryProps {
  /** The shared helpers ({@link AccountKit}). */
  account: AccountKit;
  /** The id of the section's heading (rendered by the core), for `aria-labelledby` / `aria-describedby`. */
  titleId: string;
}

/**
 * A section of the account widget that a plugin contributes ({@link EntrywayPlugin.account}). The core renders its
 * heading and card; `Section` renders the rest. Wrap `Section` in `lazyScreen()` so its code loads only on an
 * account page that shows it.
 */
export interface AccountSection {
  /** Unique id, `<plugin>/<section>` (test id `account-section-<id with / as ->`). */
  id: string;
  /** String key of the section's heading (one of the plugin's keys). */
  titleKey: string;
  /** Sort key among every section: lower first. @default plugin position × 100 + index in its list */
  order?: number;
  /**
   * Whether this user gets the section (e.g. only users with a password get 'Change password'). Called while
   * rendering, with the user once read: no client calls. @default always
   */
  when?(user: AccountUser, widget: WidgetApi): boolean;
  Section: ComponentType<AccountSectionProps>;
  /**
   * The section's English strings, loaded with `import()` before the section (and its heading) shows, so apps that
   * never show it do not download them; keys must start with `<plugin id>.`. Translations come from the plugin's
   * `locales` (lazy per locale) and the app's `strings` overrides still win.
   * @example strings: () => import('./accountStrings').then((m) => m.strings)
   * @default none (the heading's and the section's keys are in the plugin's `strings`)
   */
  strings?: () => Promise<Catalog>;
}

/** Options of {@link AccountKit.runWith}. */
export interface AccountRunOptions {
  /**
   * The error types that make the run verify the user again first.
   * @default {@link AccountKit.stepUpErrorTypes}
   */
  stepUpOn?: readonly string[] | ((errorType: string) => boolean);
  /**
   * The step-up's request. @default `{ maxAgeMinutes: 0 }` with the categories the session lacks for
   * `insufficient_factors`, any category otherwise
   */
  request?: StepUpRequest;
}

/**
 * What a factor verifies, for step-up: Stytch's three categories (`'account'`: an email or online account, i.e. magic
 * links, email passcodes, OAuth; `'phone'`: SMS and WhatsApp passcodes; `'dedicated'`: passkeys/WebAuthn, TOTP and its
 * recovery codes) and `'knowledge'` (a password), which Stytch counts in none of them.
 */
export type StepUpCategory = 'account' | 'phone' | 'dedicated' | 'knowledge';

/** How recent a factor a step-up asks for, and of which categories. */
// A type rather than an interface: mount inputs must be assignable to `Record<string, unknown>`.
export type StepUpRequest = {
  /**
   * A factor of the session authenticated less than this many minutes ago passes at once, without asking (Stytch's
   * rule for privileged changes uses one hour). `0` always asks.
   * @default 60
   */
  maxAgeMinutes?: number;
  /**
   * The categories that qualify: both for a recent factor already in the session and for the factors offered. Add
   * `'knowledge'` to let a password (where a plugin offers its re-entry) confirm the user.
   * @default ['account', 'phone', 'dedicated'] (Stytch's three)
   */
  categories?: readonly StepUpCategory[];
};

/** What `onVerified` and the `STEP_UP_VERIFIED` event receive (nothing secret). */
export interface StepUpResult {
  /** The step the user passed (e.g. `'totp/challenge'`), or null when the session already had a recent factor. */
  step: string | null;
  /** The category of the qualifying factor. */
  category: StepUpCategory;
  /** When that factor was authenticated (RFC 3339, the session factor's `last_authenticated_at`); null if unknown. */
  authenticatedAt: string | null;
}

/** Mount inputs of the step-up widget (kind `stepUp`). */
export type StepUpInputs = StepUpRequest & {
  /** The user confirmed it's them (or the session already had a recent factor): go on with the sensitive action. */
  onVerified?(result: StepUpResult): void;
  /**
   * The user chose Cancel, or a factor's screen ended the step-up (nothing verified). Also the event
   * `STEP_UP_CANCELLED` with `{ reason: 'cancelled' | 'ended' }`.
   */
  onCancel?(): void;
};
/** Which widget a plugin instance is rendered in. */
export type WidgetKind = Extract<keyof WidgetKindRegistry, string>;
/** The mount inputs of a widget kind. */
export type WidgetInputs<K extends WidgetKind> = WidgetKindRegistry[K];

/** A string catalog: keys are namespaced `<plugin id>.<area>.<name>`; values may use `{param}` placeholders. */
export type Catalog = Record<string, string>;

/**
 * Every known string key. Plugins augment it with their catalog's keys, which types the developer's `strings`
 * overrides: `declare module 'entryway' { interface StringRegistry extends Record<keyof typeof strings, string> {} }`
 * (inside this repository too: augmenting the defining file instead hides every `'entryway'` augmentation).
 */
export interface StringRegistry extends Record<CoreStringKey | AccountStringKey, string> {}
/** Every known string key (core and augmented plugins). */
export type StringKey = Extract<keyof StringRegistry, string>;

/**
 * Every screen id (`<plugin>/<Screen>` or `'main'`) and the params it takes: an object type (serialisable, never
 * secret: no passwords, codes or tokens), or `undefined` for none. Plugins augment it for their screens, which types
 * `navigate()`, {@link ScreenTarget} and `useScreenParams()`:
 * `declare module 'entryway' { interface ScreenRegistry { 'hello/Form': undefined; 'hello/Done': { name: string } } }`.
 */
export interface ScreenRegistry {
  /** The Main screen. */
  main: undefined;
  /** A signed-in user on the login widget: who, with Continue and Sign out (core/components/ResultScreens.tsx). */
  'core/SignedIn': undefined;
  /** The callback page's own result, for links no plugin can take (see core/components/ResultScreens.tsx). */
  'core/Callback': { reason: 'noToken' | 'unsupported' | 'invalid' | 'error'; error?: ErrorDescription };
  /** The step-up widget's own result: confirmed, cancelled or ended, no one signed in, no factor to offer. */
  'core/StepUp': { status: 'verified' | 'cancelled' | 'ended' | 'signedOut' | 'noFactor' };
  /** The account widget's page: its sections, or 'You are signed out' when no one is. */
  'core/Account': undefined;
}
/** A registered screen id. */
export type ScreenId = Extract<keyof ScreenRegistry, string>;
/** The params screen `S` takes. */
export type ScreenParams<S extends ScreenId> = ScreenRegistry[S];
/** The arguments after the screen id of `navigate()`: the params, optional when the screen takes none. */
export type ScreenParamsArgs<S extends ScreenId> = undefined extends ScreenRegistry[S]
  ? [params?: ScreenRegistry[S]]
  : [params: ScreenRegistry[S]];

/** Where a screen navigation goes: a registered screen id and the params that screen takes. */
export type ScreenTarget<S extends ScreenId = ScreenId> = S extends ScreenId
  ? undefined extends ScreenRegistry[S]
    ? { screen: S; params?: ScreenRegistry[S] }
    : { screen: S; params: ScreenRegistry[S] }
  : never;

/**
 * Each plugin's options (as its factory resolved them) by plugin id, which types `widget.options(id)` without casts.
 * Plugins augment it: `declare module 'entryway' { interface PluginOptionsRegistry { hello: ResolvedHelloOptions } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty until plugins augment it
export interface PluginOptionsRegistry {}

/** A problem with the configuration, shown inside the widget (product texts such as 'Error: Cannot use …'). */
export interface ConfigIssue {
  plugin: string;
  /** What is wrong, translated (`widget.t`): shown to the developer in the widget. */
  message: string;
  /** How to fix it, translated; shown after the message. @default none */
  fix?: string;
  level: 'error' | 'warning';
}

/** Props every Main-screen contribution receives. */
export interface EntryProps {
  /** The widget's API, same object as `useWidget()`. */
  widget: WidgetApi;
}

/**
 * A form shown on Main, under a tab when more than one tab applies. Contributions with the same `tab` merge into one
 * tab: the one with the highest `claim` renders the form (passwords claims the Email tab over magic links and email
 * OTP); the others remain reachable through hooks such as {@link WidgetHooks.emailLoginMethods}.
 */
export interface TabEntry {
  kind: 'tab';
  /** Unique entry id, `<plugin>/<name>`. */
  id: string;
  /** Tab key; contributions with the same key share one tab. Built-ins: `email`, `sms`, `whatsapp`. */
  tab: string;
  /** String key of the tab label. */
  labelKey: string;
  /**
   * Which contribution renders the tab's form when several share a tab: highest wins, ties go to the earlier.
   * @default 0
   */
  claim?: number;
  /** Sort key among all Main entries: lower first. @default plugin position × 100 + entry index */
  order?: number;
  Form: ComponentType<EntryProps>;
}

/** A single button on Main (social provider, passkey…). */
export interface ButtonEntry {
  kind: 'button';
  id: string;
  order?: number;
  /**
   * Whether it takes one of the six Main button slots (OAuth providers do; the passkey button does not).
   * @default true
   */
  slot?: boolean;
  /** Hide the button for this state (e.g. passkey button when autofill is supported). @default always shown */
  when?: (state: RootState) => boolean;
  Component: ComponentType<EntryProps>;
}

/**
 * A group of buttons that fills whatever slots are left (crypto wallets): it shows `6 − slotted buttons − 1` items
 * and puts the rest behind its `Overflow` button.
 */
export interface ButtonGroupEntry {
  kind: 'buttonGroup';
  id: string;
  order?: number;
  items: { id: string; Component: ComponentType<EntryProps> }[];
  Overflow: ComponentType<EntryProps & { hidden: string[] }>;
}

/** Any other block on Main (a one-tap container…). Never separated by the 'or' divider. */
export interface BlockEntry {
  kind: 'block';
  id: string;
  order?: number;
  Component: ComponentType<EntryProps>;
}

export type MainEntry = TabEntry | ButtonEntry | ButtonGroupEntry | BlockEntry;

/** A block under the current screen ({@link WidgetHooks.belowScreen}). */
export interface BelowScreenEntry {
  /** Unique id, `<plugin>/<name>` (the React key). */
  id: string;
  Component: ComponentType<EntryProps>;
}

/** A way to log in with only an email address, offered to other plugins (passwords' passwordless mode). */
export interface EmailLoginMethod {
  /** Plugin id. */
  id: string;
  /** Label key of the alternative button, e.g. 'Email me a login link'. */
  labelKey: string;
  /** Sends the email and navigates to the plugin's own confirmation screen. Throws the client's error. */
  send(email: string): Promise<void>;
}

/** What a plugin's `validate` sees. */
export interface ValidationContext {
  kind: WidgetKind;
  /** Ids of every plugin in this widget, in order. */
  plugins: string[];
  /** Union of every plugin's declared `features`. */
  features: ReadonlySet<string>;
  /** The widget's translator, for the issue's `message` and `fix` (so the app's `strings` overrides apply). */
  t: Translate;
}

/** A widget event passed to `callbacks.onEvent`; `type` uses `StytchEventType` values. */
export interface WidgetEvent {
  type: string;
  data: unknown;
}

/** What `initialScreen` taps see: the widget kind and its mount-time inputs. */
export interface InitialContext {
  kind: WidgetKind;
  /** The page URL at mount time. */
  url: URL;
  /** Mount inputs for the widget (e.g. `passwordResetToken`); never put into the store. */
  inputs: Readonly<Record<string, unknown>>;
}

/**
 * One hook set per widget instance. Taps are removed when the widget is destroyed.
 * Classes follow tapable: waterfalls for contributions, bail hooks where the first claimant wins, async hooks for
 * work that awaits the network.
 */
export interface WidgetHooks {
  /** Main-screen entries, after the core has added every plugin's declared `main`. */
  mainEntries: SyncWaterfallHook<[MainEntry[], RootState]>;
  /** Screen components by id. */
  screens: SyncWaterfallHook<[Record<string, ComponentType<EntryProps>>]>;
  /** The merged string catalog for a locale. */
  strings: SyncWaterfallHook<[Catalog, string]>;
  /** Collects configuration problems; every plugin's `validate` is tapped here. */
  validateConfig: SyncWaterfallHook<[ConfigIssue[], ValidationContext]>;
  /** Which screen a widget opens on (reset token, magic-link token…); the first claimant wins. */
  initialScreen: AsyncSeriesBailHook<[InitialContext], ScreenTarget>;
  /** Email-only login methods other plugins may offer (magic link, email passcode). */
  emailLoginMethods: SyncWaterfallHook<[EmailLoginMethod[]]>;
  /** The `autocomplete` of an identifier input (`email`), e.g. `username webauthn` when passkey autofill is on. */
  inputAutocomplete: SyncWaterfallHook<[string, { field: 'email' | 'phone'; state: RootState }]>;
  /**
   * Blocks shown under the current screen (never under Main), each in its own Suspense boundary with no fallback, so
   * a lazy block never holds up the screen: e.g. the passwords plugin's offer to create a password under another
   * plugin's "check your email" screen. Each entry decides from the state whether it renders anything.
   */
  belowScreen: SyncWaterfallHook<[BelowScreenEntry[], ScreenTarget]>;
  /** Lets a plugin render a recognised error itself; the default banner/inline text is used otherwise. */
  describeError: SyncBailHook<[unknown], ErrorDescription>;
  /** After any successful login (session minted), in parallel. */
  authenticated: AsyncParallelHook<[{ method: string; data: unknown }]>;
  /** Every widget event, before it reaches `callbacks.onEvent`. */
  event: SyncHook<[WidgetEvent]>;
  /** Every error reported to `callbacks.onError`. */
  error: SyncHook<[WidgetError]>;
  /**
   * The account widget's sections, after the core has added every plugin's declared `account`. Only in an account
   * widget (its page adds the hook): a plugin's `apply()` there may tap it. @default absent in other kinds
   */
  accountSections?: SyncWaterfallHook<[AccountSection[]]>;
}

/** What a plugin's {@link CallbackClaim.handle} receives on the callback page. */
export interface CallbackContext {
  widget: WidgetApi;
  /** The page address, already without `token` / `stytch_token_type`. */
  url: URL;
  /** The link's token (never stored in Redux); null when the page was claimed by its query. */
  token: string | null;
  /** The link's `stytch_token_type`, or null. */
  tokenType: string | null;
}

/** A plugin's claim on the callback page: the token types it handles, or a query it recognises. */
export interface CallbackClaim {
  /** `stytch_token_type` values this plugin handles, e.g. `['magic_links']`, `['reset_password', 'login']`. */
  tokenTypes?: string[];
  /** Claim a page by its query instead (an identity provider's `client_id`…). Checked after token types. */
  claims?(url: URL): boolean;
  /**
   * Runs once per token (React StrictMode's second widget awaits the first run) and returns the screen to show.
   * Rejections are shown as the callback error screen with the described error.
   */
  handle(ctx: CallbackContext): Promise<ScreenTarget>;
}

/**
 * A screen a login must pass between its factor's success and its completion (`AUTHENTICATE_FLOW_COMPLETE`): a second
 * factor, new terms to accept, a profile to finish. Its screen passes it with `widget.steps.complete()` or ends the
 * login with `widget.steps.end(banner)`.
 */
export interface LoginStep {
  /** Unique id, `<plugin>/<name>` (`app/<name>` for the app's own). */
  id: string;
  /** The step's screen (a plugin's registered screen). */
  screen: ScreenTarget;
  /** Steps run by `order` (lower first), then in registration order. @default registration position */
  order?: number;
  /** Whether this login must pass the step. @default always */
  when?(login: PendingLogin, widget: WidgetApi): boolean | Promise<boolean>;
  /**
   * Steps with the same group are alternatives, possibly from several plugins (`'second-factor'`: an authenticator
   * app, a text message, a passkey): the first that applies is shown, its screen offers the others that apply
   * (`widget.steps.alternatives()`, `widget.steps.switchTo(id)`), and passing any of them passes the group.
   * @default none (a step of its own)
   */
  group?: string;
  /** String key of the link offering this step from another step of its group, e.g. 'Use your authenticator app'. @default none */
  labelKey?: string;
  /**
   * The category of the factor this step verifies. A step with one is also offered by the step-up widget ('Confirm
   * it's you') when the app's `categories` include it: there `when` sees `login.stepUp` set and says whether this
   * signed-in user has the factor (not whether a login needs it), every such step is an alternative of the others,
   * and `widget.steps.complete()` confirms the user.
   * @default none (login only)
   */
  stepUp?: StepUpCategory;
}

/** What {@link WidgetApi.completeLogin} takes. */
export interface LoginResult {
  /** The plugin id (passed to `authenticated` taps as `method`). */
  method: string;
  /** The method's own event type, emitted first with the response data, e.g. `OTP_AUTHENTICATE`. @default none */
  event?: string;
  /** The client's authenticate response; `session_token`, `session_jwt` and `__user` are stripped before use. */
  response: object;
  /** The confirmation screen to show. */
  screen: ScreenTarget;
}

/**
 * `dispatch` of a store with thunk middleware: an action comes back as it was; a thunk (a function) is called with
 * `dispatch` and `getState` and its result comes back. The same shape as redux-thunk's `ThunkDispatch`.
 */
export interface ThunkDispatch<S, E, A extends Action> {
  <R>(thunk: (dispatch: ThunkDispatch<S, E, A>, getState: () => S, extraArgument: E) => R): R;
  <T extends A>(action: T): T;
  <R, T extends A>(action: T | ((dispatch: ThunkDispatch<S, E, A>, getState: () => S, extraArgument: E) => R)): T | R;
}

/** Dispatch type of a widget store. */
export type WidgetDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** What a listener's effect receives besides the action. */
export interface ListenerEffectApi {
  /** The state now (after the reducers, and after anything the effect has dispatched since). */
  getState(): RootState;
  dispatch: WidgetDispatch;
}

/** A listener's reaction to an action; a rejected promise or a throw is logged and does not stop the dispatch. */
export type ListenerEffect<A> = (action: A, api: ListenerEffectApi) => void | Promise<void>;

/**
 * Listeners of a widget's store, as RTK's listener middleware (`startListening`) with two ways to choose actions.
 * Effects run after the reducers have handled the action, in the order the listeners were started. Each call returns
 * its unsubscribe; call it in the plugin's teardown (the widget drops every listener on `destroy()` anyway).
 */
export interface WidgetListeners {
  /**
   * Run `effect` for each action an action creator makes, e.g. `{ actionCreator: navigated, effect }` (any object
   * with a `match(action)` type guard: the creators of `createSlice` / `createAction`, also RTK's).
   */
  startListening<A extends Action>(listener: {
    actionCreator: { match(action: unknown): action is A };
    effect: ListenerEffect<A>;
  }): () => void;
  /**
   * Run `effect` for each action `predicate` accepts; it sees the state after the reducers and the state before, e.g.
   * `(action, current, previous) => current.widget.bootstrap !== previous.widget.bootstrap`.
   */
  startListening(listener: {
    predicate(action: UnknownAction, currentState: RootState, previousState: RootState): boolean;
    effect: ListenerEffect<UnknownAction>;
  }): () => void;
}

/** What plugins (and their screens, through `useWidget()`) can use. */
export interface WidgetApi {
  /** A unique id of this widget instance (used for element ids). */
  readonly instanceId: string;
  /**
   * A first paint: the widget draws its first screen from its options alone, in a server render and in the browser's
   * hydration of it, and never starts (the browser's own widget takes over). A screen that would show what only the
   * page knows (a link's token in the address) draws its usual layout instead.
   * @default false
   */
  readonly firstPaint?: boolean;
  readonly kind: WidgetKind;
  /**
   * The app's Stytch client. When the app passed a factory (`WidgetOptions.client`), the first read creates it: read
   * it in handlers and effects, not while rendering the first screen, so the client starts after that screen is painted.
   * While a factory's promise is pending, reading it throws: commands get it only once it has arrived (`ctx.client`);
   * elsewhere await {@link WidgetApi.clientReady}.
   */
  readonly client: Client;
  /** The client once it exists (an asynchronous factory's, when its promise settles; rejects if that fails). */
  clientReady(): Promise<Client>;
  readonly hooks: WidgetHooks;
  readonly dispatch: WidgetDispatch;
  getState(): RootState;
  /** React to actions after the reducers ran (this widget's listener middleware). */
  readonly listeners: WidgetListeners;
  /** Go to a screen with the params it takes ({@link ScreenRegistry}); `'main'` returns to Main. Clears the banner. */
  navigate<S extends ScreenId>(screen: S, ...params: ScreenParamsArgs<S>): void;
  /** Translate a key with `{param}` interpolation. */
  t: Translate;
  /** Send an event to the host (`callbacks.onEvent`). */
  emit(type: string, data?: unknown): void;
  /**
   * Report an error to the host (`callbacks.onError`): `message` is the text the user sees; pass the thrown error as
   * `cause` to add its API fields (`error_type`, `error_message`, `status_code`, `error_url`, `request_id`).
   */
  reportError(message: string, cause?: unknown): void;
  /** Show a toast (at most 20; success 2000 ms, others 4000 ms). */
  toast(text: string, variant?: 'success' | 'error' | 'info'): void;
  /** Set or clear the banner above Main. */
  setBanner(banner: Banner | null): void;
  /** Log a telemetry event through the client (`/events`), like Stytch's UI does. Never include secrets. */
  logEvent(name: string, details?: Record<string, unknown>): void;
  /** Mount inputs (e.g. `passwordResetToken`). Never stored in Redux. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** On the callback page: the link's token and type, taken out of the address bar. Never stored in Redux. */
  readonly callbackToken: { token: string; tokenType: string } | null;
  /**
   * The one way a login ends, for every plugin: strips secrets from the response, emits `event` (if any) with that
   * data, then shows the login steps that apply ({@link LoginStep}); once the last is passed (or when none applies),
   * emits `AUTHENTICATE_FLOW_COMPLETE` once with `{}` (as Stytch's UI), navigates to `screen` and runs the
   * `authenticated` taps (their errors go to `callbacks.onError`). Resolves with the screen shown: a step's, or
   * `screen` once the taps have settled.
   */
  completeLogin(result: LoginResult): Promise<ScreenTarget>;
  /** The login steps: the one shown now, and passing or ending it. */
  readonly steps: LoginSteps;
  /** A plugin's options by its id, typed through {@link PluginOptionsRegistry}; `undefined` when not registered. */
  options<Id extends keyof PluginOptionsRegistry>(pluginId: Id): PluginOptionsRegistry[Id] | undefined;
  /** Every plugin's {@link EntrywayPlugin.errors}, merged (error_type → string key); read with `Object.hasOwn`. */
  readonly errors: Readonly<Record<string, string>>;
  /** Options of a plugin that does not augment {@link PluginOptionsRegistry}, typed by the caller. */
  options<T = unknown>(pluginId: string): T | undefined;
  /** Ids of registered plugins, in order. */
  readonly pluginIds: readonly string[];
  /** Union of features the registered plugins declare. */
  readonly features: ReadonlySet<string>;
  /** Session settings from the widget options. */
  readonly sessionDurationMinutes: number;
  /** Runs commands (`defineCommands`) in this widget; their state is at `state.commands[id]`. */
  readonly commands: CommandRunner;
  /** Plugin-private objects of this widget (`<plugin id>/<name>` keys), dropped when it is destroyed. */
  readonly scope: WidgetScope;
  /** Where a completed login takes the user: the widget's `afterLoginURL` on the page's origin, or null. */
  readonly afterLoginURL: string | null;
  /**
   * Go to one of the app's pages: through the app's router when it passed `navigate`, else `location.assign`. Only
   * the page's own origin; anything else is ignored (returns false).
   */
  goTo(href: string): boolean;
}

/** The banner above Main: error, warning or success. `key` is a string key; `text` is literal text. */
export interface Banner {
  variant: 'error' | 'warning' | 'success';
  key?: string;
  text?: string;
  params?: Record<string, string | number>;
}

/** What `apply()` receives. */
export interface PluginContext<Opts> {
  options: Readonly<Opts>;
  widget: WidgetApi;
}

/**
 * A login-widget plugin.
 * @example
 * export const hello = (options: HelloOptions = {}) => definePlugin({
 *   id: 'hello', options, slice: helloSlice, strings,
 *   main: [{ kind: 'tab', id: 'hello/tab', tab: 'hello', labelKey: 'hello.tab', Form: HelloForm }],
 *   screens: { 'hello/Done': HelloDone },
 * });
 */
export interface EntrywayPlugin<Id extends string = string, Opts = unknown> {
  /** Kebab-case id; also the slice name, action prefix, string namespace and screen prefix. */
  id: Id;
  /** The options the factory was called with, after defaults. */
  options: Opts;
  /**
   * Widgets this plugin takes part in. A plugin with a {@link EntrywayPlugin.callback} also takes part in the
   * `callback` widget, one that provides a kind takes part in it, and one with login steps takes part in every widget
   * where a login completes (the login widget, the callback page, and a kind provided with `logsIn`).
   * @default ['login']
   */
  widgets?: WidgetKind[];
  /**
   * Widget kinds this plugin provides (augment {@link WidgetKindRegistry} for their inputs). `mountFunction` names
   * the plugin's mount function in the product's mount error; a widget of a kind that no registered plugin provides
   * shows a configuration error. `element` is the custom element's tag name `entryway/element`'s `defineElements`
   * registers for the kind (default `entryway-<kind in kebab-case>`, e.g. `entryway-reset-password`). `logsIn`: a
   * login completes in this kind (a password reset signs the user in), so every plugin with login steps
   * ({@link EntrywayPlugin.steps}) takes part in it and its steps run there (default false). `firstScreen`: the
   * screen a server render (and the browser's first paint, which hydrates it) shows before the widget has started,
   * decided without the page's address, session or client (default none: the spinner until `initialScreen` decides).
   * @default {}
   */
  provides?: {
    [K in WidgetKind]?: { mountFunction: string; element?: string; logsIn?: boolean; firstScreen?: ScreenTarget };
  };
  /** Its claim on the callback page (the app's redirect page). @default none */
  callback?: CallbackClaim;
  /** Capabilities other plugins' checks can see, e.g. `email`, `email-otp`, `email-magic-link`. @default [] */
  features?: string[];
  /**
   * The slice for this plugin's state (`createSlice` from `entryway`), added at `state[id]` when the widget is
   * created. Its `name` must equal the plugin id. Never holds passwords, codes or tokens.
   */
  slice?: { name: string; reducer: Reducer };
  /**
   * Screens by id; ids must start with `<id>/`. Wrap screens Main does not show in `lazyScreen()` so their code
   * loads with `import()` when first needed (the core preloads them on the widget's first interaction).
   */
  screens?: Record<string, ComponentType<EntryProps>>;
  /** Main-screen contributions (login widget). */
  main?: MainEntry[];
  /**
   * Sections of the account widget (kind `account`); a plugin with sections takes part in it. Declare them on the
   * object an account page passes (e.g. `passkeysAccount()` from `entryway/plugins/passkeys/account`), not on the
   * plugin a login page passes: each section's `import()` would be in the login page's graph.
   * @default none
   */
  account?: AccountSection[];
  /** English strings; keys must start with `<id>.`. */
  strings?: Catalog;
  /**
   * Loads this plugin's catalog for a locale tag (`'de'`, `'pt-BR'`), with `import()` so only the chosen locale's
   * file is fetched; returns undefined for a locale it has no catalog for (its English strings show then).
   * @example locales: (tag) => ({ de: () => import('./locales/de.js') })[tag]?.().then((m) => m.default)
   * @default none (English only)
   */
  locales?: (tag: string) => Promise<Catalog | undefined> | undefined;
  /**
   * The API error types this method recognises → one of its own string keys (by convention
   * `<id>.errorType.<error_type>`). Merged over the widget's plugins, the
   * first plugin wins on a clash; a call's `overrides` still come first and the core's generic catalogue last.
   * @example errors: { otp_code_not_found: 'otp.errorType.otp_code_not_found' }
   * @default {}
   */
  errors?: Readonly<Record<string, string>>;
  /** CSS scoped under `.ew-root`; adopted into the document or shadow root. */
  styles?: string;
  /** Configuration checks. */
  validate?(ctx: ValidationContext): ConfigIssue[] | void;
  /**
   * The option names the plugin's factory takes and the options object the app passed, so development builds warn
   * about any other name ("Entryway: emailMagicLinks() has no option "loginRedirectUrl"; … Did you mean
   * "loginRedirectURL"?"). Set it only in development builds to keep the names out of production bundles:
   * `optionNames: process.env.NODE_ENV !== 'production' ? { factory: 'hello', names: ['greeting'], given: options } : undefined`.
   * @default no check
   */
  optionNames?: {
    /** The factory's name in messages. @default the plugin id */
    factory?: string;
    names: readonly string[];
    /** The options as the app passed them (before defaults). */
    given: unknown;
  };
  /**
   * The plugin's commands (`defineCommands` with this plugin's id), so apps with their own UI can find them by
   * id (`widget.commands.run(plugin.commands.send, …)`). Ids must start with `<id>/`.
   * @default none
   */
  commands?: Readonly<Record<string, Command>>;
  /**
   * Login steps this plugin adds (their screens among its `screens`). They run wherever a login completes: the
   * plugin takes part in the login widget, the callback page and every kind provided with `logsIn`.
   * @default none
   */
  steps?: LoginStep[];
  /** Taps hooks and starts listeners; may return a teardown. */
  apply?(ctx: PluginContext<Opts>): void | (() => void);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- any plugin, whatever its options: they are a parameter of
   its `apply` and `commands`, so `unknown` would refuse every concrete plugin */
/** Identity helper that keeps the literal id type. */
export const definePlugin = <const P extends EntrywayPlugin<string, any>>(plugin: P): P => plugin;

/** Generic plugin type accepted by mount functions. */
export type AnyPlugin = EntrywayPlugin<string, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type { Action };
