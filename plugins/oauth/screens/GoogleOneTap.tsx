/**
 * The Google entry when it has `one_tap: true`: the One Tap prompt container plus the normal Google button as the
 * fallback (the prompt: pending, shown, cancelled, error).
 *
 * - Floating (the default; also every "embedded" position in a browser with a FedCM prompt): the prompt shows over
 *   the page and the Google button stays, as in Stytch's UI.
 * - Embedded: the container (47px, a spinner while pending) hosts the prompt in place of the button and follows its
 *   height (resize debounce 100 ms); when the user closes it, it hides and the container returns to 47px with the
 *   Google button.
 * - Errors: the Google button; with a test public token also the developer message for the reason.
 * The prompt's mount point has the fixed id `google-parent-prompt` that Stytch's client passes to Google, so only
 * one embedded One Tap can exist per page.
 */
import { useEffect, useRef, useState } from 'react';
import { useWidgetState, type WidgetApi } from 'entryway';
import { LinkifiedText } from '../../../ui/LinkifiedText';
import { Spinner } from '../../../ui/Spinner';
import type { ProviderEntry } from '../providers/define';
import type { ResolvedOAuthOptions } from '../options';
import { oneTapChanged } from '../slice';
import { isEmbedded, isTestToken, startOneTap } from '../oneTap';
import { ProviderButton } from './ProviderButton';

/** The container's default height and the resize debounce. */
export const ONE_TAP_HEIGHT = 47;
export const RESIZE_DEBOUNCE_MS = 100;
/** The mount point id Stytch's One Tap client gives Google (`prompt_parent_id`). */
export const PROMPT_PARENT_ID = 'google-parent-prompt';

/** Reason → developer message key (origin not allowed, invalid client, no OAuth config, redirect URLs…). */
const DEV_MESSAGES: Record<string, string> = {
  unregistered_origin: 'oauth.oneTap.originNotAllowed',
  origin_not_allowed_for_client: 'oauth.oneTap.originNotAllowed',
  invalid_client: 'oauth.oneTap.invalidClient',
  oauth_config_not_found: 'oauth.oneTap.noOAuthConfig',
  no_login_redirect_urls_set: 'oauth.oneTap.noLoginRedirectUrls',
  no_signup_redirect_urls_set: 'oauth.oneTap.noSignupRedirectUrls',
  default_provider_not_allowed: 'oauth.oneTap.defaultProviderNotAllowed',
};

export interface GoogleOneTapProps {
  widget: WidgetApi;
  entry: ProviderEntry;
  options: ResolvedOAuthOptions;
}

export function GoogleOneTap({ widget, entry, options }: GoogleOneTapProps) {
  const position = entry.position ?? 'floating';
  const embedded = isEmbedded(position);
  const status = useWidgetState((s) => s.oauth?.oneTap ?? 'idle');
  const reason = useWidgetState((s) => s.oauth?.oneTapReason ?? null);
  const [height, setHeight] = useState(ONE_TAP_HEIGHT);
  const promptRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stopped = false;
    let cancel: (() => void) | null = null;
    const set = (s: Parameters<typeof oneTapChanged>[0]) => {
      if (!stopped) widget.dispatch(oneTapChanged(s));
    };
    set({ status: 'pending' });
    startOneTap(widget.client, {
      position,
      cancelOnTapOutside: entry.cancel_on_tap_outside ?? true,
      loginRedirectURL: options.loginRedirectURL,
      signupRedirectURL: options.signupRedirectURL,
      onCancelled: () => set({ status: 'cancelled' }),
      onSubmitError: (e) => {
        set({ status: 'error', reason: 'submit_failed' });
        widget.reportError(e instanceof Error ? e.message : String(e));
      },
      stopped: () => stopped,
    }).then(
      (result) => {
        if (stopped) {
          if (result.shown) result.cancel();
          return;
        }
        if (result.shown) {
          cancel = result.cancel;
          set({ status: 'shown' });
        } else set({ status: 'error', reason: result.reason });
      },
      (e: unknown) => {
        set({ status: 'error', reason: 'load_failed' });
        widget.reportError(`Google One Tap could not load: ${e instanceof Error ? e.message : String(e)}`);
      },
    );
    return () => {
      stopped = true;
      cancel?.();
    };
  }, [widget, position, entry.cancel_on_tap_outside, options.loginRedirectURL, options.signupRedirectURL]);

  // Embedded: follow the prompt's height; the first resizes of a loading prompt are debounced.
  useEffect(() => {
    const el = promptRef.current;
    if (!embedded || !el || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([e]) => {
      clearTimeout(timer);
      const h = e.contentRect.height;
      timer = setTimeout(() => setHeight(h > 0 ? h : ONE_TAP_HEIGHT), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [embedded]);

  const devKey = status === 'error' && reason && isTestToken(widget.client) ? DEV_MESSAGES[reason] : undefined;
  const promptVisible = embedded && (status === 'pending' || status === 'shown');
  const containerHeight = promptVisible && status === 'shown' ? Math.max(height, ONE_TAP_HEIGHT) : ONE_TAP_HEIGHT;
  return (
    <div className="ew-oauth-onetap" data-one-tap={status} data-testid="one-tap-container">
      {devKey ? (
        <p className="ew-error-text ew-oauth-onetap-dev" role="alert">
          <LinkifiedText text={widget.t(devKey, { host: window.location.host })} />
        </p>
      ) : null}
      {embedded ? (
        <div
          className={`ew-oauth-onetap-slot${status === 'pending' ? ' ew-oauth-onetap-slot--pending' : ''}`}
          style={{ height: promptVisible ? containerHeight : undefined }}
          hidden={!promptVisible}
        >
          {status === 'pending' ? <Spinner size="small" label={widget.t('oauth.oneTap.loading')} /> : null}
          <div id={PROMPT_PARENT_ID} ref={promptRef} className="ew-oauth-onetap-prompt" />
        </div>
      ) : null}
      {promptVisible ? null : <ProviderButton widget={widget} entry={entry} options={options} />}
    </div>
  );
}
