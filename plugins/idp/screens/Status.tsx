/** The identity provider's outcome screens: error (with Try again when it may help), denied, success, redirecting, not logged out. */
import { ErrorMessage, useScreenParams, useWidget, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { CheckGraphic } from '../../../ui/CheckGraphic';
import { Heading } from '../../../ui/Heading';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { idpCommands } from '../commands';

export function ErrorScreen(_props: EntryProps) {
  const widget = useWidget();
  const { error, retry: step } = useWidgetState((s) => s.idp!);
  // A run the runtime refused (offline) has its error at the command, not in the slice.
  const refused = useWidgetState((s) => s.commands?.[idpCommands.retry.id]?.error ?? null);
  // The step runs behind the widget's spinner, which replaces this screen: it is run through the widget, not
  // useCommand, whose run would be cancelled as this screen unmounts.
  return (
    <div className="ew-stack ew-stack--lg ew-idp-center">
      <Heading level={1}>{widget.t('idp.error.title')}</Heading>
      <ErrorMessage id={`${widget.instanceId}-idp-error`} error={refused ?? error} />
      {step ? (
        <Button variant="primary" onClick={() => void widget.commands.run(idpCommands.retry, step)}>
          {widget.t('idp.retry')}
        </Button>
      ) : null}
    </div>
  );
}

export function DeniedScreen(_props: EntryProps) {
  return (
    <div className="ew-stack ew-idp-center">
      <Heading level={1}>{useWidget().t('idp.denied')}</Heading>
    </div>
  );
}

export function SuccessScreen(_props: EntryProps) {
  const t = useWidget().t;
  return (
    <div className="ew-stack ew-idp-center ew-idp-success">
      <CheckGraphic />
      <Heading level={1}>{t('idp.success.title')}</Heading>
      <Text>{t('idp.success.text')}</Text>
    </div>
  );
}

/** Shown while the browser leaves for the client: where it is going, plainly. */
export function RedirectScreen(_props: EntryProps) {
  const widget = useWidget();
  const { host } = useScreenParams<'idp/Redirect'>();
  const text = widget.t('idp.redirecting', { host });
  return (
    <div className="ew-stack ew-idp-center">
      <Spinner size="large" label={text} />
      <Heading level={1}>{text}</Heading>
    </div>
  );
}

export function NotLoggedOutScreen(_props: EntryProps) {
  return (
    <div className="ew-stack ew-idp-center">
      <Heading level={1}>{useWidget().t('idp.logout.notLoggedOut')}</Heading>
    </div>
  );
}
