/**
 * The result of a link on the callback page, shared by the plugins that claim one (magic links, OAuth): a heading,
 * the success (check graphic, text and 'Continue' to the app's `afterLoginURL`, else `loginPageURL`) or the described error, 'Try again' for a transient failure (the same token, once per click; never
 * by itself) and the way back to the app's login page (the callback widget's `loginPageURL`, same origin only).
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { CheckGraphic } from '../../ui/CheckGraphic';
import { Heading } from '../../ui/Heading';
import { Spinner } from '../../ui/Spinner';
import { useWidget } from '../context';
import type { Action } from '../useAction';
import { sameOriginHref } from '../url';
import type { ErrorDescription } from '../errors';
import { ErrorMessage } from './ErrorMessage';

/** Props of {@link CallbackResult}. */
export interface CallbackResultProps {
  /** `data-testid` of the result box (its `data-status` is the status). */
  testId: string;
  status: 'pending' | 'authenticated' | 'error';
  title: string;
  /** What a success says. @default none */
  children?: ReactNode;
  /** The failure, for status `error`. @default none */
  error?: ErrorDescription | null;
  /** 'Try again', for a transient failure: the plugin's retry command (`useCommand`; see `callbackRetry`). @default none */
  retry?: { label: string; action: Action<[], unknown> };
  /** Label of the link back to the app's login page, shown with every failure. */
  backLabel: string;
  /** Extra class names of the box. @default none */
  className?: string;
}

export function CallbackResult({
  testId,
  status,
  title,
  children,
  error,
  retry,
  backLabel,
  className,
}: CallbackResultProps) {
  const widget = useWidget();
  const back = sameOriginHref((widget.inputs.loginPageURL as string | undefined) ?? '/') ?? '/';
  // After a login: the app's page for it (`afterLoginURL`), else back where the app sends people to log in.
  const next = widget.afterLoginURL ?? back;
  const shown = retry?.action.pending ? 'pending' : status;
  // A success looks like every other confirmation (check graphic, centred) and offers the next step: the app.
  if (shown === 'authenticated')
    return (
      <div
        className={`ew-stack ew-center ew-callback-success${className ? ` ${className}` : ''}`}
        data-testid={testId}
        data-status={shown}
      >
        <CheckGraphic />
        <Heading level={1}>{title}</Heading>
        {children}
        <a
          className="ew-btn ew-btn--primary ew-btn--full"
          href={next}
          onClick={(e) => {
            // Plain clicks go through the app's router when it gave one; a new-tab click keeps the link's default.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            if (widget.goTo(next)) e.preventDefault();
          }}
        >
          {widget.t('core.callback.continue')}
        </a>
      </div>
    );
  return (
    <div className={`ew-stack${className ? ` ${className}` : ''}`} data-testid={testId} data-status={shown}>
      <Heading level={1}>{title}</Heading>
      {shown === 'pending' ? <Spinner label={widget.t('core.loading')} /> : null}
      {shown === 'error' ? (
        <>
          <ErrorMessage id={`${widget.instanceId}-${testId}-error`} error={retry?.action.error ?? error} />
          {retry ? (
            <Button onClick={() => void retry.action.run()} disabled={retry.action.retryIn > 0}>
              {retry.label}
            </Button>
          ) : null}
          <a className={`ew-btn ${retry ? 'ew-btn--secondary' : 'ew-btn--primary'} ew-btn--full`} href={back}>
            {backLabel}
          </a>
        </>
      ) : null}
    </div>
  );
}
