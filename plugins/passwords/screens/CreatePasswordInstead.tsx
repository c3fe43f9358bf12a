/** 'Create a password instead': sends a reset email and shows PasswordSetNew. */
import { ErrorMessage, useCommand, useWidget } from 'entryway';
import { Button } from '../../../ui/Button';
import { screenCommands } from '../screenCommands';

export function CreatePasswordInstead({ email }: { email: string }) {
  const widget = useWidget();
  const action = useCommand(screenCommands.createInstead);
  return (
    <div className="ew-stack-sm ew-passwords-offer">
      <Button variant="secondary" loading={action.pending} onClick={() => void action.run(email)}>
        {widget.t('passwords.createInstead')}
      </Button>
      <ErrorMessage id={`${widget.instanceId}-passwords-offer-error`} error={action.error} />
    </div>
  );
}
