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
import { useCommand, useWidgetState, type WidgetApi } from 'entryway';
import { LinkifiedText } from '../../../ui/LinkifiedText';
import { Spinner } from '../../../ui/Spinner';
import type { ProviderEntry } from '../providers/define';
import { oauthCommands } from '../commands';
import { isEmbedded } from '../oneTap';
import { ProviderButton } from './ProviderButton';

/** The container's default height and the resize debounce. */
export const ONE_TAP_HEIGHT = 47;
export const RESIZE_DEBOUNCE_MS = 100;
/** The mount point id Stytch's One Tap client gives Google (`prompt_parent_id`). */
export const PROMPT_PARENT_ID = 'google-parent-prompt';

export interface GoogleOneTapProps {
  widget: WidgetApi;
  entry: ProviderEntry;
}

export function GoogleOneTap({ widget, entry }: GoogleOneTapProps) {
  const position = entry.position ?? 'floating';
  const embedded = isEmbedded(position);
  const status = useWidgetState((s) => s.oauth?.oneTap ?? 'idle');
  const devMessage = useWidgetState((s) => s.oauth?.oneTapDevMessage ?? null);
  const [height, setHeight] = useState(ONE_TAP_HEIGHT);
  const promptRef = useRef<HTMLDivElement>(null);

  // The prompt lives as long as the command's run: leaving this screen cancels it (a shown prompt closes).
  const { run } = useCommand(oauthCommands.oneTap);
  useEffect(() => {
    void run();
    return () => widget.commands.cancel(oauthCommands.oneTap);
  }, [widget, run]);

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

  const devKey = status === 'error' ? devMessage : null;
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
      {promptVisible ? null : <ProviderButton widget={widget} entry={entry} />}
    </div>
  );
}
