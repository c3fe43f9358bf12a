/**
 * A user who opens the login widget while signed in: who (email, else phone, else name), 'Continue' to the app
 * (`afterLoginURL`, else the site's root) and 'Sign out' (the client ends the session; the widget then shows Main).
 */
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { useWidget, useWidgetState } from '../context';
import { useCommand } from '../useAction';
import { coreCommands } from '../signedIn';
import { ErrorMessage } from './ErrorMessage';

export function SignedInScreen() {
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
