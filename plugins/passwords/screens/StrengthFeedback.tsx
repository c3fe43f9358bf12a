/**
 * Strength feedback for a new password by `strength_policy`: the zxcvbn meter with its warning and suggestions, the
 * LUDS requirements, or the breached-password warning.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { excerpt, ownValue, useWidget, useWidgetState, type WidgetApi } from 'entryway';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { adoptSheet } from '../../../ui/adoptSheet';
import { strengthFeedbackStyles } from '../strengthFeedback.styles';
import { zxcvbnKeys, zxcvbnStrings } from '../zxcvbnStrings';
import type { StrengthResult } from '../strengthResult';

/** Stytch's default LUDS policy, used for the texts when bootstrap has no `passwordConfig`. */
const DEFAULT_LUDS = { ludsMinimumCount: 8, ludsComplexity: 3 };

/** Icon of a requirement row: decorative, the state is also given as visually hidden text. */
function ItemIcon({ type }: { type: 'fulfilled' | 'notFulfilled' | 'warning' | 'suggestion' }) {
  if (type === 'suggestion') return <span className="ew-passwords-bullet" aria-hidden="true" />;
  return (
    <svg
      className="ew-passwords-item-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
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

function Item({
  type,
  children,
}: {
  type: 'fulfilled' | 'notFulfilled' | 'warning' | 'suggestion';
  children: ReactNode;
}) {
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
        <span
          key={i}
          className={i < filled ? 'ew-passwords-segment ew-passwords-segment--filled' : 'ew-passwords-segment'}
        />
      ))}
    </div>
  );
}

/**
 * The zxcvbn feedback's English joins the widget's catalog once, with this module, under the locale's catalogs and the
 * app's overrides (which win); a pseudo-locale shown now makes it into itself as it joins.
 */
function joinZxcvbnStrings(widget: WidgetApi): void {
  widget.scope.get('passwords/zxcvbn-strings', () => {
    widget.hooks.strings.tap({ name: 'passwords/zxcvbn' }, (catalog) => ({ ...zxcvbnStrings, ...catalog }));
    return true;
  });
}

/** Translated zxcvbn feedback; a message we do not know is shown as the server sent it. */
function feedbackText(t: WidgetApi['t'], message: string): string {
  // The server's words index the table: own keys only ('toString' is not a translation).
  const key = ownValue(zxcvbnKeys, message);
  if (!key) return excerpt(message);
  return t(key);
}

/**
 * Feedback for a new password by `strength_policy`. The region is always mounted and polite, so screen readers
 * hear the updated feedback without losing their place.
 */
export function StrengthFeedback({ id, result }: { id: string; result: StrengthResult | null }) {
  const widget = useWidget();
  joinZxcvbnStrings(widget);
  const { t } = widget;
  const config = useWidgetState((s) => s.widget.bootstrap?.passwordConfig) ?? DEFAULT_LUDS;
  // The feedback brings its own rules, adopted where it renders (document or shadow root) before its first paint.
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = region.current!.getRootNode();
    return root instanceof Document || root instanceof ShadowRoot
      ? adoptSheet(root, strengthFeedbackStyles)
      : undefined;
  }, []);
  let body: ReactNode = null;
  if (result) {
    const breached = result.breached ? <Item type="warning">{t('passwords.breached')}</Item> : null;
    if (result.policy === 'zxcvbn') {
      const suggestions = [...new Set(result.suggestions)];
      body = (
        <>
          <StrengthMeter score={result.score} />
          <VisuallyHidden>
            {t(result.valid ? 'passwords.strength.accepted' : 'passwords.strength.notAccepted')}
          </VisuallyHidden>
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
          <VisuallyHidden>
            {t(result.valid ? 'passwords.strength.accepted' : 'passwords.strength.requirementsNotMet')}
          </VisuallyHidden>
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
    <div className="ew-passwords-feedback" ref={region} id={id} aria-live="polite" data-policy={result?.policy}>
      {body}
    </div>
  );
}
