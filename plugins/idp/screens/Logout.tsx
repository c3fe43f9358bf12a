/** The logout question: 'Log out?' with Yes and No. */
import { useMemo } from 'react';
import { ErrorMessage, useWidget, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { idpCommands } from '../commands';
import { SCREENS } from '../screenIds';
import { framedByOtherOrigin } from '../framing';
import { FramedNotice } from './Framed';
import { useProjectName } from './useProjectName';

export function LogoutScreen(_props: EntryProps) {
  const widget = useWidget();
  const t = widget.t;
  const projectName = useProjectName();
  const framed = useMemo(() => framedByOtherOrigin(), []);
  // The step runs behind the widget's spinner, which replaces this screen: it is run through the widget, not
  // useCommand, whose run would be cancelled as this screen unmounts.
  const confirm = () => void widget.commands.run(idpCommands.confirmLogout);
  // A run the runtime refused (offline) has its error at the command, not in the slice.
  const refused = useWidgetState((s) => s.commands?.[idpCommands.confirmLogout.id]?.error ?? null);
  return (
    <div className="ew-stack ew-stack--lg">
      <div className="ew-idp-title">
        <Heading level={1}>{t('idp.logout.title')}</Heading>
      </div>
      <Text>{t('idp.logout.text', { projectName })}</Text>
      {framed ? (
        <FramedNotice />
      ) : (
        <div className="ew-stack ew-stack--sm">
          {refused ? <ErrorMessage id={`${widget.instanceId}-idp-logout-error`} error={refused} /> : null}
          <Button variant="primary" onClick={confirm}>
            {t('idp.logout.yes')}
          </Button>
          <Button variant="secondary" onClick={() => widget.navigate(SCREENS.notLoggedOut)}>
            {t('idp.logout.no')}
          </Button>
        </div>
      )}
    </div>
  );
}
