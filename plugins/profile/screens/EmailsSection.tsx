/**
 * Email addresses: the user's, with their verified state and Remove; 'Add an email address' verifies a new one by a
 * code or a link, by what the app signs in with (the features its other plugins declare: `otp-email`,
 * `email-magic-link`). A taken or malformed address is said in place and the field keeps it.
 */
import { useId, useRef, useState } from 'react';
import {
  ErrorMessage,
  isValidEmail,
  normaliseEmail,
  useCommand,
  useWidgetState,
  type AccountSectionProps,
} from 'entryway';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { Text } from '../../../ui/Text';
import { TextInput } from '../../../ui/TextInput';
import { profileCommands } from '../commands';
import { CodeStep } from './CodeStep';
import { FactorList } from './FactorList';
import { useFocusBack } from './useFocusBack';

export function EmailsSection({ widget, account }: AccountSectionProps) {
  const { t } = widget;
  const id = useId();
  const user = account.useUser();
  const adding = useWidgetState((s) => s.profile?.email ?? null);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusBack(rootRef, open || !!adding, `${id}-add`);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const byCode = useCommand(profileCommands.sendEmailCode);
  const byLink = useCommand(profileCommands.sendEmailLink);
  const cancel = useCommand(profileCommands.cancelAdding);
  const code = widget.features.has('otp-email');
  const link = widget.features.has('email-magic-link');
  const items = (user?.emails ?? []).map((e) => ({ id: e.email_id, name: e.email, verified: e.verified }));
  const send = async (via: 'code' | 'link') => {
    const address = normaliseEmail(email);
    setInvalid(!isValidEmail(address));
    if (!isValidEmail(address)) return;
    const command = via === 'code' ? profileCommands.sendEmailCode : profileCommands.sendEmailLink;
    const result = await account.run(command, address);
    if (result.ok) {
      setEmail('');
      setOpen(false);
    }
  };
  const error = byCode.error ?? byLink.error;
  let add;
  if (adding?.via === 'code')
    add = (
      <CodeStep
        widget={widget}
        account={account}
        kind="email"
        sentTo={adding.to}
        verify={profileCommands.verifyEmail}
        addedKey="profile.added"
      />
    );
  else if (adding?.via === 'link')
    add = (
      <div className="ew-stack ew-stack--sm">
        <Text>{t('profile.emails.linkSent', { name: adding.to })}</Text>
        <Button variant="text" onClick={() => void cancel.run('email').then(() => account.refresh())}>
          {t('profile.done')}
        </Button>
      </div>
    );
  else if (!code && !link) add = <Text variant="helper">{t('profile.emails.noMethod')}</Text>;
  else if (!open)
    add = (
      <Button id={`${id}-add`} variant="secondary" onClick={() => setOpen(true)}>
        {t('profile.emails.add')}
      </Button>
    );
  else
    add = (
      <Form onSubmit={() => void send(code ? 'code' : 'link')}>
        <TextInput
          id={`${id}-email`}
          type="email"
          label={t('profile.emails.label')}
          value={email}
          onChange={(v) => {
            setEmail(v);
            setInvalid(false);
          }}
          autoComplete="email"
          autoFocus
          error={
            invalid ? (
              t('profile.emails.invalid')
            ) : error ? (
              <ErrorMessage id={`${id}-error`} error={error} />
            ) : undefined
          }
        />
        {code ? (
          <Button type="submit" loading={byCode.pending}>
            {t('profile.emails.sendCode')}
          </Button>
        ) : null}
        {link ? (
          <Button
            type={code ? 'button' : 'submit'}
            variant={code ? 'secondary' : 'primary'}
            loading={byLink.pending}
            onClick={code ? () => void send('link') : undefined}
          >
            {t('profile.emails.sendLink')}
          </Button>
        ) : null}
        <Button variant="text" onClick={() => setOpen(false)}>
          {t('profile.cancel')}
        </Button>
      </Form>
    );
  return (
    <div className="ew-stack" ref={rootRef}>
      <FactorList
        widget={widget}
        account={account}
        kind="emails"
        items={items}
        remove={profileCommands.removeEmail}
        emptyKey="profile.emails.none"
        removeTitleKey="profile.removeTitle"
        removeTextKey="profile.emails.removeText"
        removedKey="profile.removed"
        testId="profile-emails"
        nameDir="auto"
      />
      {add}
    </div>
  );
}
