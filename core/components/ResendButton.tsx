/**
 * The one resend button (magic-link confirmation, passcode entry, password emails), on the core countdown. Plugins
 * configure labels, cooldown and how errors and success show; the behaviour is shared: one send at a time, a
 * cooldown after each resend, a rate-limit wait shown inline with its countdown, live-region announcements.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Text } from '../../ui/Text';
import { useWidget } from '../context';
import type { Action } from '../useAction';
import { useCountdown } from '../useCountdown';
import { ErrorMessage, useErrorText } from './ErrorMessage';

/** `ready` → `sending` → `sent` (for `sentMs`) → `waiting` (the rest of the cooldown) → `ready`. */
export type ResendPhase = 'ready' | 'sending' | 'sent' | 'waiting';

/** Props of {@link ResendButton}. */
export interface ResendButtonProps<R> {
  /** Id of the inline error element; the button points at it with `aria-describedby` while it shows an error. */
  id: string;
  /**
   * The send, wrapped in `useAction` by the caller (so the screen can read `pending`, e.g. to hold verification
   * while a new code is on its way). `mode: 'latest'` suits resends.
   */
  action: Action<[], R>;
  /** Runs with a current result; return `false` when it was not accepted (no cooldown, toast or announcement). */
  onSent?(result: R): boolean | void;
  /**
   * The button's accessible name in a phase, when its label does not say what it does ('Email sent! Try again in
   * 30s' beside another 'Try again'); it should contain the label. @default the label
   */
  accessibleName?: (phase: ResendPhase, seconds: number) => string | undefined;
  /** Seconds the button waits after a successful resend. */
  cooldownSeconds: number;
  /** Start with a cooldown: the screen opens right after a send. @default false */
  startCoolingDown?: boolean;
  /** How long the `sent` phase lasts after a resend, in ms (part of the cooldown). @default 0 */
  sentMs?: number;
  /** The button's label for a phase; `seconds` is what is left of the cooldown while `sent` or `waiting`. */
  label(phase: ResendPhase, seconds: number): string;
  /** @default 'secondary' */
  variant?: 'secondary' | 'text';
  /**
   * During the cooldown: `disabled` disables the button natively; `focusable` keeps it focusable with
   * `aria-disabled`, so keyboard users keep their place.
   * @default 'disabled'
   */
  whileWaiting?: 'disabled' | 'focusable';
  /**
   * Where a failed resend says so: `inline` under the button, or `toast`. A rate-limit wait always shows inline, where
   * its countdown stays visible for as long as the button refuses to send.
   * @default 'inline'
   */
  errors?: 'inline' | 'toast';
  /** Text before the button on the same line, e.g. "Didn't get it?". @default none */
  prompt?: string;
  /**
   * Visible text under the button during the cooldown. When the button had focus it moves here, since a natively
   * disabled button loses it.
   * @default none
   */
  waitText?(seconds: number): string;
  /** Success toast after a resend. @default none */
  sentToast?: string;
  /** Announced politely after a resend. @default none */
  sentStatus?: string;
  /** Announced politely when the cooldown ends (a ticking live region would drown everything else). @default none */
  readyStatus?: string;
  /**
   * Ends the cooldown whenever this value changes (e.g. a count of rejected codes: after a wrong code the user may
   * well need a new one at once). @default undefined
   */
  readyAgain?: unknown;
}

export function ResendButton<R>({
  id,
  action,
  onSent,
  cooldownSeconds,
  startCoolingDown = false,
  sentMs = 0,
  label,
  accessibleName,
  variant = 'secondary',
  whileWaiting = 'disabled',
  errors = 'inline',
  prompt,
  waitText,
  sentToast,
  sentStatus,
  readyStatus,
  readyAgain,
}: ResendButtonProps<R>) {
  const widget = useWidget();
  const errorText = useErrorText();
  const [availableAt, setAvailableAt] = useState(() => (startCoolingDown ? Date.now() + cooldownSeconds * 1000 : 0));
  const [sentUntil, setSentUntil] = useState(0);
  const [status, setStatus] = useState('');
  const wrapRef = useRef<HTMLDivElement>(null);
  const waitRef = useRef<HTMLParagraphElement>(null);
  const wait = useCountdown(availableAt, () => setStatus(readyStatus ?? ''));
  const showingSent = useCountdown(sentUntil) > 0;

  const firstReady = useRef(readyAgain);
  useEffect(() => {
    if (Object.is(firstReady.current, readyAgain)) return;
    firstReady.current = readyAgain;
    setAvailableAt(0);
    setSentUntil(0);
  }, [readyAgain]);

  const phase: ResendPhase = action.pending ? 'sending' : showingSent ? 'sent' : wait > 0 ? 'waiting' : 'ready';
  const blocked = phase !== 'ready' || action.retryIn > 0;

  const resend = async () => {
    if (blocked) return;
    const hadFocus = !!wrapRef.current?.contains(document.activeElement);
    const result = await action.run();
    if (result.ok) {
      if (onSent?.(result.value) === false) return;
      const now = Date.now();
      setAvailableAt(now + cooldownSeconds * 1000);
      if (sentMs > 0) setSentUntil(now + sentMs);
      setStatus(sentStatus ?? '');
      if (sentToast) widget.toast(sentToast, 'success');
      if (hadFocus && waitText && whileWaiting === 'disabled') queueMicrotask(() => waitRef.current?.focus());
    } else if ('error' in result && errors === 'toast' && result.error.kind !== 'rate') {
      widget.toast(errorText(result.error), 'error');
    }
  };

  const error = errors === 'inline' || action.error?.kind === 'rate' ? action.error : null;
  const button = (
    <Button
      variant={variant}
      loading={phase === 'sending'}
      disabled={blocked && phase !== 'sending'}
      focusableWhenDisabled={whileWaiting === 'focusable'}
      onClick={() => void resend()}
      aria-describedby={error ? id : undefined}
      aria-label={accessibleName?.(phase, wait)}
    >
      {label(phase, wait)}
    </Button>
  );
  return (
    <div className="ew-resend" ref={wrapRef}>
      {prompt ? (
        <div className="ew-resend-row">
          <Text as="span" variant="helper">
            {prompt}
          </Text>
          {button}
        </div>
      ) : (
        button
      )}
      {waitText && wait > 0 ? (
        <p className="ew-text ew-text--helper ew-resend-wait" ref={waitRef} tabIndex={-1}>
          {waitText(wait)}
        </p>
      ) : null}
      <ErrorMessage id={id} error={error} />
      {sentStatus || readyStatus ? (
        <div className="ew-visually-hidden" role="status">
          {status}
        </div>
      ) : null}
    </div>
  );
}
