/** Sign out of this device: the session is revoked; the account widget then says the user is signed out. */
import { ErrorMessage, useCommand, type AccountSectionProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Text } from '../../../ui/Text';
import { profileCommands } from '../commands';

export function SignOutSection({ widget }: AccountSectionProps) {
  const signOut = useCommand(profileCommands.signOut);
  return (
    <div className="ew-stack ew-stack--sm">
      <Text variant="helper">{widget.t('profile.signOut.text')}</Text>
      {signOut.error ? <ErrorMessage id={`${widget.instanceId}-sign-out-error`} error={signOut.error} /> : null}
      <Button variant="secondary" loading={signOut.pending} onClick={() => void signOut.run()}>
        {widget.t('profile.signOut.button')}
      </Button>
    </div>
  );
}
