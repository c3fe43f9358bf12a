/**
 * `entryway`: the core. Create or mount widgets with the plugins you import from `entryway/plugins/<id>`.
 * The core never imports a plugin, so an app ships only the methods it uses.
 */
import { mountWidget, type MountOptions, type MountedWidget } from './mount';
import type { WidgetInputs } from './plugin';
import { createWidget, type Widget, type WidgetOptions } from './widget';

export { definePlugin } from './plugin';
export type {
  AnyPlugin,
  Banner,
  BelowScreenEntry,
  CallbackClaim,
  CallbackContext,
  LoginResult,
  LoginStep,
  StepUpCategory,
  StepUpInputs,
  StepUpRequest,
  StepUpResult,
  AccountAction,
  AccountConfirm,
  AccountFactor,
  AccountInputs,
  AccountKit,
  AccountRunOptions,
  AccountSection,
  AccountSectionProps,
  AccountUser,
  WidgetInputs,
  WidgetKindRegistry,
  BlockEntry,
  ButtonEntry,
  ButtonGroupEntry,
  Catalog,
  Client,
  ConfigIssue,
  EmailLoginMethod,
  EntryProps,
  EntrywayPlugin,
  InitialContext,
  ListenerEffect,
  ListenerEffectApi,
  MainEntry,
  PluginContext,
  PluginOptionsRegistry,
  ScreenId,
  ScreenParams,
  ScreenParamsArgs,
  ScreenRegistry,
  ScreenTarget,
  StringKey,
  StringRegistry,
  TabEntry,
  ValidationContext,
  WidgetApi,
  WidgetEvent,
  WidgetHooks,
  WidgetKind,
  WidgetDispatch,
  WidgetListeners,
} from './plugin';
export type { AppLoginStep, Callbacks, Widget, WidgetOptions } from './widget';
export type { ClientFactory } from './widgetClient';
export type { FlowEvent, LoginSteps, PendingLogin } from './login';
export { factorCategory, factorCategories, sessionFactors } from './factors';
export type { FactorCategory, SessionFactor } from './factors';
export type { MountOptions, MountedWidget } from './mount';
export type { Styles, ButtonStyle, ColorScheme } from './theme';
export { isColor, darkTheme } from './theme';
export type { RootState, PluginStateRegistry, SessionState, WidgetState } from './store';
export type { ErrorDescription, ErrorKind, WidgetError } from './errors';
export type { ActionResult, ActionOptions, Action, UseCommandOptions } from './useAction';
export type {
  Command,
  CommandContext,
  CommandRunner,
  CommandSpec,
  CommandState,
  Commands,
  OptionsOf,
  WidgetScope,
} from './commands';
export type { Translate } from './strings';
export type { Bootstrap } from './clientInternals';
export { createWidget } from './widget';
export { createHeadless, type Headless, type HeadlessOptions } from './headless';
export { widgetCss, mountWidget } from './mount';
export {
  takeUrlToken,
  addressWithoutToken,
  callbackRetry,
  TOKEN_PARAMS,
  type CallbackTarget,
  type UrlToken,
} from './callback';
export { sameOriginHref, redirectURL } from './url';
export { CALLBACK_SCREEN } from './components/coreScreens';
export { SIGNED_IN_SCREEN, coreCommands } from './signedIn';
export { lazyScreen, type LazyScreen } from './lazyScreen';
export {
  describeError,
  errorTypeOf,
  isPkceError,
  withTimeout,
  RequestTimeoutError,
  REQUEST_TIMEOUT_MS,
} from './errors';
export { useWidget, useT, useWidgetState, useInputAutocomplete, useScreenParams } from './context';
export { useAction, useCommand } from './useAction';
export { defineCommands } from './commands';
export { useCountdown, secondsUntil } from './useCountdown';
export { ErrorMessage, useErrorText } from './components/ErrorMessage';
export { BackToMain } from './components/BackToMain';
export { EmailStep, type EmailStepProps } from './components/EmailStep';
export { layoutMain, MAIN_BUTTON_SLOTS } from './components/MainScreen';
export { interpolate, coreStrings } from './strings';
export { messageLocale, isLocaleTag } from './locale';
export { navigated, loadingSet, bannerSet, tabSelected, pluginsRegistered, MAX_TOASTS } from './store';
export {
  createSlice,
  createAction,
  type PayloadAction,
  type Immutable,
  type CaseReducer,
  type ActionCreator,
  type CreateSliceOptions,
  type Slice,
} from './slice';
export {
  SyncHook,
  SyncWaterfallHook,
  SyncBailHook,
  AsyncSeriesBailHook,
  AsyncSeriesWaterfallHook,
  AsyncParallelHook,
} from './hooks';
export {
  isValidEmail,
  isEmailTooLong,
  normaliseEmail,
  MAX_EMAIL_LENGTH,
  MAX_EMAIL_LOCAL_LENGTH,
  MAX_PASSWORD_LENGTH,
} from './validation';
export { ownValue, excerpt, MAX_SERVER_TEXT } from './own';
export { EventType, StepUpEvent, eventData, type EventTypeName, type StytchEventName } from './events';
export { mountStepUp, openStepUp, stepUpCommands, type StepUpOptions, type StepUpDialogOptions } from './stepUp';
export { STEP_UP_SCREEN } from './components/stepUpScreens';
// The account widget's functions are `entryway/account`'s: exported here, the page's `import()` would be in the graph
// of every login page.
export type { AccountOptions } from './account';
export type { Bootstrap as BootstrapData } from './clientInternals';
export { searchUser, UserSearchUnavailableError, type UserType } from './clientInternals';

/** Options of the login widget. */
export type LoginOptions = WidgetOptions;

/** Create a login widget without mounting it (render it with `entryway/react` or mount it yourself). */
export function createLogin(options: LoginOptions): Widget {
  return createWidget('login', options);
}

/** Create a callback widget without mounting it (see {@link mountCallback}). */
export function createCallback(options: WidgetOptions & { inputs?: WidgetInputs<'callback'> }): Widget {
  return createWidget('callback', options);
}

/** Mount the login widget into `elementId`. Throws when the selector matches nothing. */
export function mountLogin(options: MountOptions): MountedWidget {
  return mountWidget('login', options, 'mountLogin');
}

/** Options of the callback page (the app's redirect page for every emailed or OAuth link). */
export type CallbackOptions = MountOptions & { inputs?: WidgetInputs<'callback'> };

/**
 * Mount the callback widget on the app's redirect page: it takes every `token` / `stytch_token_type` parameter out
 * of the address bar before anything else, then hands the token to the plugin that claims its type (magic links,
 * password reset, OAuth…). Pass the same plugins as the login widget.
 */
export function mountCallback(options: CallbackOptions): MountedWidget {
  return mountWidget('callback', options, 'mountCallback');
}
