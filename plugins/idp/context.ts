/**
 * Per-widget flow context: the parsed request, the trusted auth token and the flow dependencies. Kept in a WeakMap
 * keyed by the widget's API, outside Redux, because `state`, `nonce`, the PKCE challenge and the token must not be
 * in the store (or Redux DevTools).
 */
import type { WidgetApi } from 'entryway';
import type { AuthTokenParams, FlowDeps } from './flow';
import type { IdpRequest } from './params';
import type { IdpOptions } from './options';

export interface IdpContext {
  request: IdpRequest;
  token: AuthTokenParams | undefined;
  deps: FlowDeps;
  options: IdpOptions;
  /** The post-logout URI the API returned, while the Yes/No question is shown. */
  logoutRedirect: string | null;
  /** A user-triggered step is running (double clicks send once). */
  busy: boolean;
  /** Resolves once the project's bootstrap (project name, role policy) is loaded, or after a short wait. */
  bootstrapped: Promise<void>;
}

const contexts = new WeakMap<WidgetApi, IdpContext>();

export const setContext = (widget: WidgetApi, ctx: IdpContext) => void contexts.set(widget, ctx);

export function idpContext(widget: WidgetApi): IdpContext {
  const ctx = contexts.get(widget);
  if (!ctx) throw new Error('Entryway idp: this widget is not an identity-provider widget.');
  return ctx;
}
