/**
 * `entryway`: the core. Create or mount widgets with the plugins you import from `entryway/plugins/<id>`.
 * The core never imports a plugin, so an app ships only the methods it uses.
 */
import { mountWidget, type MountOptions, type MountedWidget } from './mount';
import { createWidget, type Widget, type WidgetOptions } from './widget';

export { definePlugin } from './plugin';
export type {
  AnyPlugin,
  Banner,
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
  MainEntry,
  PluginContext,
  ScreenTarget,
  StringKey,
  StringRegistry,
  TabEntry,
  ValidationContext,
  WidgetApi,
  WidgetEvent,
  WidgetHooks,
  WidgetKind,
} from './plugin';
export type { Callbacks, Widget, WidgetOptions } from './widget';
export type { MountOptions, MountedWidget } from './mount';
export type { Styles, ButtonStyle } from './theme';
export type { RootState, PluginStateRegistry, SessionState, WidgetState } from './store';
export type { ErrorDescription, ErrorKind } from './errors';
export type { ActionResult, ActionOptions, Action } from './useAction';
export type { Translate } from './strings';
export type { Bootstrap } from './clientInternals';
export { createWidget } from './widget';
export { widgetCss } from './mount';
export { describeError, errorTypeOf, withTimeout, RequestTimeoutError, REQUEST_TIMEOUT_MS } from './errors';
export { useWidget, useT, useWidgetState, useInputAutocomplete } from './context';
export { useAction } from './useAction';
export { useCountdown, secondsUntil } from './useCountdown';
export { ErrorMessage, useErrorText } from './components/ErrorMessage';
export { BackToMain } from './components/BackToMain';
export { layoutMain, MAIN_BUTTON_SLOTS } from './components/MainScreen';
export { interpolate, coreStrings } from './strings';
export { navigated, loadingSet, bannerSet, tabSelected, pluginsRegistered, MAX_TOASTS } from './store';
export { SyncHook, SyncWaterfallHook, SyncBailHook, AsyncSeriesBailHook, AsyncSeriesWaterfallHook, AsyncParallelHook } from './hooks';
export { isValidEmail, normaliseEmail } from './validation';
export { EventType, eventData, type EventTypeName, type StytchEventName } from './events';
export type { Bootstrap as BootstrapData } from './clientInternals';
export { searchUser, UserSearchUnavailableError, type UserType } from './clientInternals';

/** Options of the login widget. */
export type LoginOptions = WidgetOptions;

/** Create a login widget without mounting it (render it with `entryway/react` or mount it yourself). */
export function createLogin(options: LoginOptions): Widget {
  return createWidget('login', options);
}

/** Mount the login widget into `elementId`. Throws when the selector matches nothing. */
export function mountLogin(options: MountOptions): MountedWidget {
  return mountWidget('login', 'mountLogin', options);
}

/** Options of the password-reset widget: the reset token from the emailed link is passed by the app. */
export interface ResetPasswordOptions extends MountOptions {
  /** The `token` query parameter of the reset link. Never stored in the widget's state. */
  passwordResetToken: string;
}

/** Mount the password-reset widget (needs the passwords plugin). */
export function mountResetPassword(options: ResetPasswordOptions): MountedWidget {
  const { passwordResetToken, ...rest } = options;
  return mountWidget('resetPassword', 'mountResetPassword', rest, { passwordResetToken });
}
