// JSX with the factory passed in (`h`): the JSX runtime imported here would be a file of its own before the form.
// @jsxRuntime classic
// @jsx h
/**
 * The core's result screens, loaded with `import()` when a widget first shows one (core/components/coreScreens.ts):
 * the callback page's own result, for links no plugin can take (no token, a token type no registered plugin claims, a
 * malformed link, or a handler that failed: what happened, and a link back to the app's login page when the app named
 * one, `inputs.loginPageURL`, same origin only), and the signed-in view of a user who opens the login widget while
 * signed in (who: email, else phone, else name; 'Continue' to the app, `afterLoginURL` else the site's root; 'Sign
 * out', after which the widget shows Main). What they use of the core and the UI kit comes in as arguments: importing
 * those modules here would split them off the first download into a file of their own.
 */
import type { createElement } from 'react';
import type { Button as ButtonType } from '../../ui/Button';
import type { Heading as HeadingType } from '../../ui/Heading';
import type { Text as TextType } from '../../ui/Text';
import type {
  useScreenParams as UseScreenParams,
  useWidget as UseWidget,
  useWidgetState as UseWidgetState,
} from '../context';
import type { useCommand as UseCommand } from '../useAction';
import type { coreCommands as CoreCommands } from '../signedIn';
import type { ErrorMessage as ErrorMessageType } from './ErrorMessage';
import type { sameOriginHref as SameOriginHref } from '../url';

/** What the result screens use of the first download. @internal */
export interface ResultViewDeps {
  /** React's `createElement`, this module's JSX factory (the JSX runtime imported here would be a file of its own). */
  h: typeof createElement;
  Button: typeof ButtonType;
  Heading: typeof HeadingType;
  Text: typeof TextType;
  ErrorMessage: typeof ErrorMessageType;
  useWidget: typeof UseWidget;
  useWidgetState: typeof UseWidgetState;
  useScreenParams: typeof UseScreenParams;
  useCommand: typeof UseCommand;
  coreCommands: typeof CoreCommands;
  sameOriginHref: typeof SameOriginHref;
}

/** The callback page's result and the signed-in view, over the first download's components. @internal */
export function resultViews({
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the JSX factory (the pragma above)
  h,
  Button,
  Heading,
  Text,
  ErrorMessage,
  useWidget,
  useWidgetState,
  useScreenParams,
  useCommand,
  coreCommands,
  sameOriginHref,
}: ResultViewDeps) {
  type Reason = 'noToken' | 'unsupported' | 'invalid' | 'error';

  function CallbackScreen() {
    const widget = useWidget();
    const params = useScreenParams<'core/Callback'>();
    const reason: Reason = params?.reason ?? 'noToken';
    const back = sameOriginHref(widget.inputs.loginPageURL as string | undefined);
    return (
      <div className="ew-stack" data-testid="callback-result" data-status={reason}>
        <Heading level={1}>
          {widget.t(reason === 'noToken' ? 'core.callback.noTokenTitle' : 'core.callback.errorTitle')}
        </Heading>
        {reason === 'error' ? (
          <ErrorMessage
            id={`${widget.instanceId}-callback-error`}
            error={params?.error ?? { kind: 'unknown', key: 'core.error.unknown' }}
          />
        ) : (
          <Text>{widget.t(`core.callback.${reason}`)}</Text>
        )}
        {back ? (
          <a className="ew-btn ew-btn--primary ew-btn--full" href={back}>
            {widget.t('core.callback.backToLogin')}
          </a>
        ) : null}
      </div>
    );
  }

  function SignedInScreen() {
    const widget = useWidget();
    const t = widget.t;
    const user = useWidgetState((s) => s.session.user);
    const signOut = useCommand(coreCommands.signOut);
    const who = user?.email || user?.phone || user?.name;
    const next = widget.afterLoginURL ?? '/';
    const errorId = `${widget.instanceId}-signed-in-error`;
    return (
      <div className="ew-stack ew-center ew-signed-in" data-testid="signed-in">
        <Heading level={1}>{t('core.signedIn.title')}</Heading>
        {who ? <Text>{t('core.signedIn.as', { who })}</Text> : null}
        <a
          className="ew-btn ew-btn--primary ew-btn--full"
          href={next}
          onClick={(e) => {
            // Plain clicks go through the app's router when it gave one; a new-tab click keeps the link's default.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            if (widget.goTo(next)) e.preventDefault();
          }}
        >
          {t('core.callback.continue')}
        </a>
        <Button
          variant="secondary"
          loading={signOut.pending}
          onClick={() => void signOut.run()}
          aria-describedby={signOut.error ? errorId : undefined}
        >
          {t('core.signedIn.signOut')}
        </Button>
        <ErrorMessage id={errorId} error={signOut.error} />
      </div>
    );
  }

  return { CallbackScreen, SignedInScreen };
}
