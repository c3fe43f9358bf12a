/**
 * Success screens. Events (`PASSWORD_*` and `AUTHENTICATE_FLOW_COMPLETE`) are emitted by the flow that navigates
 * here, once, not on display (a re-render or StrictMode must not repeat them).
 */
import { useScreenParams, useWidget, type EntryProps } from 'entryway';
import { CheckGraphic } from '../../../ui/CheckGraphic';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';

function Success({ textKey }: { textKey: string }) {
  const t = useWidget().t;
  return (
    <div className="ew-stack ew-passwords-success">
      <CheckGraphic />
      <Heading level={1}>{t('passwords.success.title')}</Heading>
      <Text>{t(textKey)}</Text>
    </div>
  );
}

/** After creating an account or logging in with a password. */
export function PasswordConfirmation(_props: EntryProps) {
  return <Success textKey="passwords.success.text" />;
}

/** The password-reset widget's confirmation: after a reset, or after logging in with the link's token. */
export function PasswordResetConfirmation(_props: EntryProps) {
  const via = useScreenParams<'passwords/PasswordResetConfirmation'>()?.via;
  return <Success textKey={via === 'login' ? 'passwords.success.text' : 'passwords.reset.successText'} />;
}
