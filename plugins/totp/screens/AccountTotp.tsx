/**
 * The account widget's 'Authenticator app' section. Without an app: what it is, and 'Set up an authenticator app'
 * (the login step's setup screens, inside the section). With one: how many recovery codes are left (read quietly:
 * a session Stytch will not show them to just leaves the line out), 'Show recovery codes', 'Get new recovery codes'
 * (Stytch makes new codes only with a new app: confirm, then the setup again) and 'Remove authenticator app'
 * (confirmed; refused with the reason when it is the last way to sign in). Reading the codes, removing and replacing
 * the app are privileged: the widget verifies the user again when Stytch asks for it. The codes stay in this
 * component's state while shown.
 */
import { useEffect, useId, useState } from 'react';
import { ErrorMessage, useCommand, type AccountSectionProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Text } from '../../../ui/Text';
import { totpAccountCommands as commands } from '../accountCommands';
import { totpCommands } from '../commands';
import { TotpEnrolFlow } from './Enrol';
import { RecoveryCodes } from './RecoveryCodes';

/** The section's English strings, loaded with it (`AccountSection.strings`). */
export { strings } from '../accountStrings';

type Phase = { type: 'view' } | { type: 'codes'; codes: string[] } | { type: 'enrol'; replace: boolean };

export function AccountTotp({ widget, account, titleId }: AccountSectionProps) {
  const { t } = widget;
  const id = useId();
  const user = account.useUser();
  const app = user?.totps.find((x) => x.verified) ?? null;
  const [phase, setPhase] = useState<Phase>({ type: 'view' });
  const [left, setLeft] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const show = useCommand(commands.showCodes);
  const remove = useCommand(commands.remove);
  const appId = app?.totp_id ?? null;

  // The count, read quietly (no verify-again on page load): refused or failed, the line is left out.
  useEffect(() => {
    if (!appId || phase.type !== 'view') return;
    let live = true;
    void widget.commands.run(commands.codesLeft).then((r) => {
      if (live) setLeft(r.ok ? r.value : null);
    });
    return () => {
      live = false;
    };
  }, [widget, appId, phase.type]);

  const showCodes = async () => {
    const result = await account.run(commands.showCodes);
    if (result.ok) setPhase({ type: 'codes', codes: result.value });
  };

  const removeApp = async () => {
    setRefusal(null);
    if (!app) return;
    const allowed = account.canRemove({ kind: 'totps', id: app.totp_id });
    if (!allowed.ok) return setRefusal(allowed.reason);
    const confirmed = await account.confirm({
      title: t('totp.account.removeTitle'),
      text: t('totp.account.removeText'),
      confirmLabel: t('totp.account.remove'),
    });
    if (!confirmed) return;
    const result = await account.run(commands.remove);
    if (result.ok) account.done(t('totp.account.removed'));
  };

  const newCodes = async () => {
    setRefusal(null);
    const confirmed = await account.confirm({
      title: t('totp.account.newCodes'),
      text: t('totp.account.newCodesText'),
      confirmLabel: t('totp.account.newCodesConfirm'),
      variant: 'primary',
    });
    if (confirmed) setPhase({ type: 'enrol', replace: true });
  };

  if (phase.type === 'enrol') {
    return (
      <div className="ew-stack">
        <TotpEnrolFlow
          widget={widget}
          mode="require"
          headingLevel={3}
          start={() => account.run(phase.replace ? commands.replace : totpCommands.start)}
          finish={{
            pending: false,
            run: () => {
              setPhase({ type: 'view' });
              account.done(t('totp.account.added'));
            },
          }}
        />
        <Button variant="secondary" onClick={() => setPhase({ type: 'view' })}>
          {t('totp.account.cancel')}
        </Button>
      </div>
    );
  }

  if (phase.type === 'codes' && app) {
    const issuer = widget.options('totp')?.issuer ?? widget.getState().widget.bootstrap?.projectName ?? '';
    return (
      <div className="ew-stack">
        <RecoveryCodes widget={widget} codes={phase.codes} issuer={issuer} headingLevel={3} />
        <Button variant="secondary" onClick={() => setPhase({ type: 'view' })}>
          {t('totp.codes.continue')}
        </Button>
      </div>
    );
  }

  if (!app) {
    return (
      <div className="ew-stack ew-stack--sm">
        <Text>{t('totp.account.off')}</Text>
        <Button
          variant="secondary"
          aria-describedby={titleId}
          onClick={() => setPhase({ type: 'enrol', replace: false })}
        >
          {t('totp.offer.start')}
        </Button>
      </div>
    );
  }

  return (
    <div className="ew-stack ew-stack--sm">
      <Text>{t('totp.account.on')}</Text>
      {left !== null ? (
        <Text variant="helper" id={`${id}-left`}>
          {t('totp.account.codesLeft', { count: left })}
        </Text>
      ) : null}
      <ErrorMessage id={`${id}-error`} error={show.error ?? remove.error} />
      <ErrorText id={`${id}-refusal`}>{refusal}</ErrorText>
      <Button variant="secondary" loading={show.pending} onClick={() => void showCodes()}>
        {t('totp.account.showCodes')}
      </Button>
      <Button variant="secondary" onClick={() => void newCodes()}>
        {t('totp.account.newCodes')}
      </Button>
      <span className="ew-account-danger">
        <Button variant="secondary" loading={remove.pending} onClick={() => void removeApp()}>
          {t('totp.account.remove')}
        </Button>
      </span>
    </div>
  );
}
