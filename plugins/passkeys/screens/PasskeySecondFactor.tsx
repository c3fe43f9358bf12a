/**
 * The login step's screen: a passkey as a second factor. 'Use your passkey' opens the browser's dialog (never on its
 * own: some browsers want a click for it); a closed dialog is said quietly and a failure as an alert, and the button
 * (then 'Try again') stays. The other second factors of the group (a code to the phone, an authenticator app) are
 * links.
 */
import { useState } from 'react';
import { useCommand, type EntryProps, type StringKey } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { passkeysSecondFactorCommands, type SecondFactorOutcome } from '../secondFactor';
import { PasskeyIcon } from './PasskeyIcon';

export function PasskeySecondFactor({ widget }: EntryProps) {
  const { t } = widget;
  // Passing the step leaves this screen: the run must not be cancelled then.
  const verify = useCommand(passkeysSecondFactorCommands.secondFactor, { cancelOnUnmount: false });
  const [outcome, setOutcome] = useState<SecondFactorOutcome | null>(null);
  const id = `${widget.instanceId}-passkeys-2fa`;

  const onClick = async () => {
    setOutcome(null);
    const result = await verify.run();
    if (result.ok) setOutcome(result.value);
  };
  const tried = outcome?.status === 'cancelled' || outcome?.status === 'failed';
  const others = widget.steps.alternatives().filter((alt) => alt.labelKey);

  return (
    <div className="ew-stack">
      <Heading level={2} id={`${id}-title`}>
        {t('passkeys.secondFactor.title')}
      </Heading>
      <Text id={`${id}-text`}>{t('passkeys.secondFactor.text')}</Text>
      {/* One block: the empty status and alert regions take no room in the screen's spacing. */}
      <div className="ew-passkeys-login">
        <Button
          variant="primary"
          icon={<PasskeyIcon />}
          loading={verify.pending}
          onClick={() => void onClick()}
          aria-describedby={`${id}-status ${id}-error`}
        >
          {t(tried ? 'passkeys.retry' : 'passkeys.secondFactor.button')}
        </Button>
        <div id={`${id}-status`} role="status" className="ew-passkeys-status">
          {verify.pending ? (
            <Text variant="helper" as="span">
              {t('passkeys.secondFactor.waiting')}
            </Text>
          ) : outcome?.status === 'cancelled' ? (
            <Text variant="helper" as="span">
              {t('passkeys.login.cancelled')}
            </Text>
          ) : null}
        </div>
        <ErrorText id={`${id}-error`}>{outcome?.status === 'failed' ? t(outcome.key, outcome.params) : null}</ErrorText>
      </div>
      {others.length ? (
        <div className="ew-passkeys-links">
          {others.map((alt) => (
            <Button key={alt.id} variant="text" onClick={() => widget.steps.switchTo(alt.id)}>
              {t(alt.labelKey as StringKey)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
