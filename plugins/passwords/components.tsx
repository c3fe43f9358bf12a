/**
 * Pieces the passwords screens share: the new-password field with its strength feedback, the email-action layout
 * (resend with a visible cooldown, log in without a password, go back), and the flow helpers (reset email, login
 * completion). Internal to the plugin.
 */
import { Fragment, useEffect, type ReactNode } from 'react';
import {
  BackToMain,
  ErrorMessage,
  eventData,
  excerpt,
  ownValue,
  MAX_PASSWORD_LENGTH,
  messageLocale,
  useAction,
  useWidget,
  useWidgetState,
  type ScreenId,
  type ScreenParamsArgs,
  type ScreenTarget,
  type Translate,
  type WidgetApi,
} from 'entryway';
import { ResendButton } from 'entryway/screens';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { PasswordInput } from '../../ui/PasswordInput';
import { Text } from '../../ui/Text';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { resetStartPayload, type ResolvedPasswordsOptions } from './options';
import { zxcvbnKeys } from './zxcvbnKeys';
import type { StrengthCheck, StrengthResult } from './useStrengthCheck';
import { events } from './events';
import { ID, SCREENS } from './ids';

/** Stytch's default LUDS policy, used for the texts when bootstrap has no `passwordConfig`. */
const DEFAULT_LUDS = { ludsMinimumCount: 8, ludsComplexity: 3 };

/** Seconds the resend button waits after an email was resent. */
export const RESEND_COOLDOWN_SECONDS = 15;

export function usePasswordsOptions(): ResolvedPasswordsOptions {
  return useWidget().options(ID)!;
}

/** Renders a string whose `{email}` placeholder is shown in bold (as text, never HTML). */
export function WithEmail({ template, email }: { template: string; email: string }) {
  const parts = template.split('{email}');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <strong className="ew-passwords-email">{email}</strong> : null}
        </Fragment>
      ))}
    </>
  );
}

/** Icon of a requirement row: decorative, the state is also given as visually hidden text. */
function ItemIcon({ type }: { type: 'fulfilled' | 'notFulfilled' | 'warning' | 'suggestion' }) {
  if (type === 'suggestion') return <span className="ew-passwords-bullet" aria-hidden="true" />;
  return (
    <svg className="ew-passwords-item-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {type === 'fulfilled' ? (
        <path d="M5.86 10.58 3.08 7.8l-.94.94 3.72 3.73 8-8-.94-.94z" fill="currentColor" />
      ) : (
        <path
          d="M12.67 4.27 11.73 3.33 8 7.06 4.27 3.33l-.94.94L7.06 8l-3.73 3.73.94.94L8 8.94l3.73 3.73.94-.94L8.94 8z"
          fill="currentColor"
        />
      )}
    </svg>
  );
}

function Item({ type, children }: { type: 'fulfilled' | 'notFulfilled' | 'warning' | 'suggestion'; children: ReactNode }) {
  const t = useWidget().t;
  const label = t(`passwords.requirement.${type}`);
  return (
    <li className={`ew-passwords-item ew-passwords-item--${type}`}>
      <ItemIcon type={type} />
      <span>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </span>
    </li>
  );
}

/** zxcvbn meter: score 0–1 one red segment, 2 two red, 3 three green, 4 four green. */
export function StrengthMeter({ score }: { score: number }) {
  const t = useWidget().t;
  const filled = Math.max(1, score);
  const tone = score >= 3 ? 'strong' : 'weak';
  return (
    <div
      className={`ew-passwords-meter ew-passwords-meter--${tone}`}
      role="meter"
      aria-label={t('passwords.strength.meter')}
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={score}
      aria-valuetext={t('passwords.strength.score', { score })}
      data-score={score}
    >
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className={i < filled ? 'ew-passwords-segment ew-passwords-segment--filled' : 'ew-passwords-segment'} />
      ))}
    </div>
  );
}

/** Translated zxcvbn feedback; a message we do not know is shown as the server sent it. */
function feedbackText(t: WidgetApi['t'], message: string): string {
  // The server's words index the table: own keys only ('toString' is not a translation).
  const key = ownValue(zxcvbnKeys, message);
  return key ? t(key) : excerpt(message);
}

/**
 * Feedback for a new password by `strength_policy`. The region is always mounted and polite, so screen readers
 * hear the updated feedback without losing their place.
 */
export function StrengthFeedback({ id, result }: { id: string; result: StrengthResult | null }) {
  const t = useWidget().t;
  const config = useWidgetState((s) => s.widget.bootstrap?.passwordConfig) ?? DEFAULT_LUDS;
  let body: ReactNode = null;
  if (result) {
    const breached = result.breached ? <Item type="warning">{t('passwords.breached')}</Item> : null;
    if (result.policy === 'zxcvbn') {
      const suggestions = [...new Set(result.suggestions)];
      body = (
        <>
          <StrengthMeter score={result.score} />
          <VisuallyHidden>{t(result.valid ? 'passwords.strength.accepted' : 'passwords.strength.notAccepted')}</VisuallyHidden>
          {result.warning || suggestions.length || breached ? (
            <ul className="ew-passwords-list">
              {result.warning ? <Item type="warning">{feedbackText(t, result.warning)}</Item> : null}
              {suggestions.map((s) => (
                <Item key={s} type="suggestion">
                  {feedbackText(t, s)}
                </Item>
              ))}
              {breached}
            </ul>
          ) : null}
        </>
      );
    } else if (result.policy === 'luds') {
      body = (
        <>
          <VisuallyHidden>{t(result.valid ? 'passwords.strength.accepted' : 'passwords.strength.requirementsNotMet')}</VisuallyHidden>
          <ul className="ew-passwords-list">
            <Item type={result.missingCharacters === 0 ? 'fulfilled' : 'notFulfilled'}>
              {t('passwords.luds.length', { n: config.ludsMinimumCount })}
            </Item>
            <Item type={result.missingComplexity === 0 ? 'fulfilled' : 'notFulfilled'}>
              {t('passwords.luds.complexity', { n: config.ludsComplexity })}
            </Item>
            {breached}
          </ul>
        </>
      );
    } else if (result.policy === 'breached' && (result.breached || !result.valid)) {
      body = (
        <ul className="ew-passwords-list">
          <Item type="warning">{t('passwords.breached')}</Item>
        </ul>
      );
    }
    // Any other policy ('none'…): nothing to show.
  }
  return (
    <div className="ew-passwords-feedback" id={id} aria-live="polite" data-policy={result?.policy}>
      {body}
    </div>
  );
}

/**
 * The new-password input (`autocomplete="new-password"`) with debounced strength feedback. The value lives in the
 * caller's component state only.
 */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  strength,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  strength: StrengthCheck;
  autoFocus?: boolean;
}) {
  const t = useWidget().t;
  return (
    <div className="ew-stack-sm">
      <PasswordInput
        id={id}
        label={label}
        value={value}
        onChange={(v) => {
          onChange(v);
          strength.onPasswordChange(v);
        }}
        autoComplete="new-password"
        required
        name="password"
        autoFocus={autoFocus}
        error={passwordTooLong(value, t)}
        showLabel={t('passwords.password.show')}
        hideLabel={t('passwords.password.hide')}
      />
      <StrengthFeedback id={`${id}-strength`} result={strength.result} />
      <ErrorMessage id={`${id}-strength-error`} error={strength.error} />
    </div>
  );
}

/**
 * The refusal shown under a password longer than any password may be, or undefined. The field has no `maxlength`:
 * a browser would cut a longer paste silently and the cut value would be sent; instead the whole paste stays in the
 * field and nothing is sent (the strength check skips it and submit is refused).
 */
export function passwordTooLong(value: string, t: Translate): string | undefined {
  return value.length > MAX_PASSWORD_LENGTH ? t('passwords.password.overLimit', { length: value.length, max: MAX_PASSWORD_LENGTH }) : undefined;
}

/**
 * Send a reset email for `email` with the plugin's options. `PASSWORD_RESET_BY_EMAIL_START` is emitted where
 * Stytch's prebuilt UI emits it, so handlers written for it see the same events: when the email is how a user without
 * a password sets one (`announce: true`: the passwordless path, 'Create a password instead', and resending from the
 * 'set a new password' screen), not when it answers a forgotten or required password.
 */
export function useSendResetEmail() {
  const widget = useWidget();
  const options = usePasswordsOptions();
  return async (email: string, { announce = false }: { announce?: boolean } = {}) => {
    const resp = await widget.client.passwords.resetByEmailStart(resetStartPayload(email, { ...options, locale: messageLocale(widget, options.locale) }));
    if (announce) widget.emit(events.PasswordResetByEmailStart, eventData(resp));
    widget.logEvent('email_sent', { email, type: 'reset_password' });
    return resp;
  };
}

/** After a session was minted: the core's one login completion (events, `authenticated` taps, confirmation). */
export function completeLogin<S extends ScreenId>(
  widget: WidgetApi,
  type: string | null,
  resp: object,
  screen: S,
  ...params: ScreenParamsArgs<S>
) {
  const target = { screen, params: params[0] } as ScreenTarget;
  void widget.completeLogin({ method: ID, event: type ?? undefined, response: resp, screen: target });
}

/** The first email-only login method another plugin offers (magic link or email passcode), if any. */
export function useEmailLoginMethod() {
  const widget = useWidget();
  return widget.hooks.emailLoginMethods.call([])[0];
}

/** 'Go back' to Main (text button at the bottom of a screen). */
export function GoBack() {
  const widget = useWidget();
  return (
    <Button variant="text" fullWidth onClick={() => widget.navigate('main')}>
      {widget.t('passwords.goBack')}
    </Button>
  );
}

/**
 * Layout of the "check your email" screens (PasswordForgot, PasswordDedupe, PasswordBreached, PasswordSetNew):
 * title, text with the email in bold, resend with cooldown, optionally 'Log in without a password' (through another
 * plugin's email login method), and 'Go back'.
 */
export function EmailActionScreen({
  titleKey,
  textKey,
  offerPasswordless,
}: {
  titleKey: string;
  textKey: string;
  offerPasswordless: boolean;
}) {
  const widget = useWidget();
  const email = useWidgetState((s) => s.passwords?.email ?? '');
  const sendReset = useSendResetEmail();
  const method = useEmailLoginMethod();
  const resend = useAction(async () => {
    widget.logEvent('email_try_again_clicked', { email, type: 'reset_password' });
    // Only the 'set a new password' screen (the one without the passwordless offer) announces its resend.
    await sendReset(email, { announce: !offerPasswordless });
  });
  const passwordless = useAction(async () => {
    if (method) await method.send(email);
  });
  useEffect(() => {
    // A reload or a stale navigation without an email has nothing to show.
    if (!email) widget.navigate('main');
  }, [email, widget]);
  if (!email) return null;
  return (
    <div className="ew-stack ew-passwords-screen">
      <BackToMain />
      <Heading level={1}>{widget.t(titleKey)}</Heading>
      <Text>
        <WithEmail template={widget.t(textKey)} email={email} />
      </Text>
      <div className="ew-stack-sm">
        {/* 'Email resent! Try again in {n}s' while the cooldown runs, focusable so keyboard users keep their place. */}
        <ResendButton
          id={`${widget.instanceId}-${ID}-resend-error`}
          action={resend}
          cooldownSeconds={RESEND_COOLDOWN_SECONDS}
          whileWaiting="focusable"
          errors="toast"
          label={(phase, seconds) => (phase === 'waiting' ? widget.t('passwords.resent', { seconds }) : widget.t('passwords.resend'))}
          sentStatus={widget.t('passwords.resentStatus')}
          readyStatus={widget.t('passwords.resendReady')}
        />
        {offerPasswordless && method ? (
          <>
            <Button variant="secondary" loading={passwordless.pending} onClick={() => void passwordless.run()}>
              {widget.t('passwords.loginWithoutPassword')}
            </Button>
            <ErrorMessage id={`${widget.instanceId}-passwords-passwordless-error`} error={passwordless.error} />
          </>
        ) : null}
        <GoBack />
      </div>
    </div>
  );
}
