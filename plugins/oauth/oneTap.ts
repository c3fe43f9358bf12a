/**
 * Google One Tap through the Stytch client. Like Stytch's own prebuilt UI, this uses the client's One Tap provider
 * (`createOneTapClient`, `createOnSuccessHandler`, `redirectOnSuccess`) from its internals (the symbol
 * `stytch__internal_b2c`), because the public `oauth.googleOneTap.start()` always floats the prompt and hides why it
 * could not show. The provider fetches the Google client id through the clientside-services frame, loads Google
 * Identity Services, and after a pick submits the ID token through the frame and navigates to the returned
 * redirect URL (the callback page, `stytch_token_type=oauth`). Without internals (a test double or another client
 * version) it falls back to the public `googleOneTap.start()`.
 */
import { redirectURL, type Client, type CommandContext } from 'entryway';
import type { ResolvedOAuthOptions } from './options';
import type { ProviderEntry } from './providers/define';
import { oneTapChanged } from './slice';
import type { OneTapPosition } from './providers/define';

/** What a render attempt ended in. `reason` is an `error_type` or Google's not-displayed reason. */
export type OneTapResult = { shown: true; cancel(): void } | { shown: false; reason: string };

interface GoogleOneTapClientLike {
  render(o: {
    callback: (response: { credential: string }) => Promise<void> | void;
    onOneTapCancelled?: () => void;
    style: { position: OneTapPosition };
    cancelOnTapOutside?: boolean;
  }): Promise<{ success: boolean; reason?: string }>;
  cancel(): void;
}

interface OneTapProviderLike {
  createOneTapClient(): Promise<{ success: true; client: GoogleOneTapClientLike } | { success: false; reason: string }>;
  createOnSuccessHandler(o: {
    loginRedirectUrl?: string;
    signupRedirectUrl?: string;
    onSuccess: (redirectUrl: string) => void;
  }): (response: { credential: string }) => Promise<void>;
  redirectOnSuccess(redirectUrl: string): void;
}

interface Internals {
  oneTap?: OneTapProviderLike;
  publicToken?: string;
}

const internals = (client: Client): Internals =>
  ((client as unknown as Record<symbol, Internals | undefined>)[Symbol.for('stytch__internal_b2c')] ?? {}) as Internals;

/** Whether the client runs with a test public token (the One Tap developer messages show only then). */
export const isTestToken = (client: Client) => (internals(client).publicToken ?? '').includes('public-token-test');

/** Reason → developer message key (origin not allowed, invalid client, no OAuth config, redirect URLs…). */
const DEV_MESSAGES: Readonly<Record<string, string>> = {
  unregistered_origin: 'oauth.oneTap.originNotAllowed',
  origin_not_allowed_for_client: 'oauth.oneTap.originNotAllowed',
  invalid_client: 'oauth.oneTap.invalidClient',
  oauth_config_not_found: 'oauth.oneTap.noOAuthConfig',
  no_login_redirect_urls_set: 'oauth.oneTap.noLoginRedirectUrls',
  no_signup_redirect_urls_set: 'oauth.oneTap.noSignupRedirectUrls',
  default_provider_not_allowed: 'oauth.oneTap.defaultProviderNotAllowed',
};

/** The developer message's string key for `reason`: only with a test public token (a live page shows none). */
export function devMessageKey(client: Client, reason: string): string | null {
  return isTestToken(client) ? (DEV_MESSAGES[reason] ?? null) : null;
}

/** `getRenderedOneTapMode` of @stytch/vanilla-js: embedded only where the browser has no FedCM prompt (or forced). */
export function isEmbedded(position: OneTapPosition): boolean {
  const fedcm = typeof window !== 'undefined' && 'IdentityCredential' in window;
  if (position === 'forceLegacyEmbedded') return true;
  return (position === 'embedded' || position === 'embeddedOnly' || position === 'floatingOrEmbedded') && !fedcm;
}

export interface OneTapStartOptions {
  position: OneTapPosition;
  cancelOnTapOutside: boolean;
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  /** The user closed the prompt. */
  onCancelled(): void;
  /** Submitting the picked identity failed (after the prompt closed). */
  onSubmitError(error: unknown): void;
  /** Aborted when the prompt is no longer wanted: nothing is shown after that. */
  signal: AbortSignal;
}

export async function startOneTap(client: Client, o: OneTapStartOptions): Promise<OneTapResult> {
  const { oneTap } = internals(client);
  if (!oneTap) {
    // Public path: floating only; a load failure comes back as "One Tap could not load: <reason>".
    try {
      const result = (await client.oauth.googleOneTap.start({
        login_redirect_url: redirectURL(o.loginRedirectURL),
        signup_redirect_url: redirectURL(o.signupRedirectURL),
        cancel_on_tap_outside: o.cancelOnTapOutside,
        onOneTapCancelled: o.onCancelled,
      })) as unknown as { success: boolean; reason?: string };
      return result.success
        ? { shown: true, cancel: () => {} }
        : { shown: false, reason: result.reason ?? 'unknown_reason' };
    } catch (e) {
      const m = /One Tap could not load: (\w+)/.exec(e instanceof Error ? e.message : '');
      return { shown: false, reason: m?.[1] ?? 'unknown_reason' };
    }
  }
  const created = await oneTap.createOneTapClient();
  if (!created.success) return { shown: false, reason: created.reason };
  if (o.signal.aborted) return { shown: false, reason: 'unmounted' };
  const submit = oneTap.createOnSuccessHandler({
    loginRedirectUrl: redirectURL(o.loginRedirectURL),
    signupRedirectUrl: redirectURL(o.signupRedirectURL),
    onSuccess: (url) => oneTap.redirectOnSuccess(url),
  });
  const rendered = await created.client.render({
    callback: async (response) => {
      try {
        await submit(response);
      } catch (e) {
        o.onSubmitError(e);
      }
    },
    onOneTapCancelled: o.onCancelled,
    style: { position: o.position },
    cancelOnTapOutside: o.cancelOnTapOutside,
  });
  if (!rendered.success) return { shown: false, reason: rendered.reason ?? 'unknown_reason' };
  return { shown: true, cancel: () => created.client.cancel() };
}

/**
 * The `oauth/oneTap` command's run after its `pending` state (commands.ts): the prompt for the Google `entry`, then
 * `shown`, `cancelled` or `error`; it lasts as long as the prompt (see the command).
 */
export async function runOneTap(ctx: CommandContext<ResolvedOAuthOptions>, entry: ProviderEntry): Promise<void> {
  const failed = (reason: string) =>
    ctx.dispatch(oneTapChanged({ status: 'error', reason, devMessage: devMessageKey(ctx.client, reason) }));
  let closed!: () => void;
  const over = new Promise<void>((resolve) => (closed = resolve));
  let result;
  try {
    result = await startOneTap(ctx.client, {
      position: entry.position ?? 'floating',
      cancelOnTapOutside: entry.cancel_on_tap_outside ?? true,
      loginRedirectURL: ctx.options.loginRedirectURL,
      signupRedirectURL: ctx.options.signupRedirectURL,
      signal: ctx.signal,
      onCancelled: () => {
        ctx.dispatch(oneTapChanged({ status: 'cancelled' }));
        closed();
      },
      onSubmitError: (e) => {
        if (ctx.current()) {
          failed('submit_failed');
          ctx.widget.reportError(e instanceof Error ? e.message : String(e));
        }
        closed();
      },
    });
  } catch (e) {
    if (ctx.current()) {
      failed('load_failed');
      ctx.widget.reportError(`Google One Tap could not load: ${e instanceof Error ? e.message : String(e)}`);
    }
    return;
  }
  if (!ctx.current()) {
    if (result.shown) result.cancel();
    return;
  }
  if (!result.shown) return void failed(result.reason);
  ctx.dispatch(oneTapChanged({ status: 'shown' }));
  const { cancel } = result;
  ctx.signal.addEventListener('abort', () => (cancel(), closed()), { once: true });
  await over;
}
