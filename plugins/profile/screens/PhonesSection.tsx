/**
 * Phone numbers: the user's, with their verified state and Remove; 'Add a phone number' sends a code by SMS or
 * WhatsApp, by what the app signs in with (`otp-sms`, `otp-whatsapp` among the features its other plugins declare),
 * then the code verifies it. A taken or malformed number is said in place and the field keeps it. Numbers show in
 * international format ('+1 201 555 0123', left to right in any page) and are sent as E.164.
 */
import { useId, useRef, useState } from 'react';
import { ErrorMessage, useCommand, useWidgetState, type AccountSectionProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { Text } from '../../../ui/Text';
import { TextInput } from '../../../ui/TextInput';
import { profileCommands } from '../commands';
import { CodeStep } from './CodeStep';
import { FactorList } from './FactorList';
import { displayPhone } from './phoneDisplay';
import { useFocusBack } from './useFocusBack';

/** Spaces, dots, dashes and brackets out; an international number with its country code (E.164) or null. */
export function toE164(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

export function PhonesSection({ widget, account }: AccountSectionProps) {
  const { t } = widget;
  const id = useId();
  const user = account.useUser();
  const adding = useWidgetState((s) => s.profile?.phone ?? null);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusBack(rootRef, open || !!adding, `${id}-add`);
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useCommand(profileCommands.sendPhoneCode);
  const channels = (['sms', 'whatsapp'] as const).filter((c) => widget.features.has(`otp-${c}`));
  const items = (user?.phone_numbers ?? []).map((p) => ({
    id: p.phone_id,
    name: displayPhone(p.phone_number),
    verified: p.verified,
  }));
  const submit = async (channel: 'sms' | 'whatsapp') => {
    const number = toE164(phone);
    setInvalid(number === null);
    if (number === null) return;
    const result = await account.run(profileCommands.sendPhoneCode, number, channel);
    if (result.ok) {
      setPhone('');
      setOpen(false);
    }
  };
  let add;
  if (adding)
    add = (
      <CodeStep
        widget={widget}
        account={account}
        kind="phone"
        sentTo={displayPhone(adding.to)}
        verify={profileCommands.verifyPhone}
        addedKey="profile.added"
      />
    );
  else if (!channels.length) add = <Text variant="helper">{t('profile.phones.noMethod')}</Text>;
  else if (!open)
    add = (
      <Button id={`${id}-add`} variant="secondary" onClick={() => setOpen(true)}>
        {t('profile.phones.add')}
      </Button>
    );
  else
    add = (
      <Form onSubmit={() => void submit(channels[0])}>
        <TextInput
          id={`${id}-phone`}
          type="tel"
          label={t('profile.phones.label')}
          hint={t('profile.phones.hint')}
          value={phone}
          onChange={(v) => {
            setPhone(v);
            setInvalid(false);
          }}
          autoComplete="tel"
          inputMode="tel"
          autoFocus
          error={
            invalid ? (
              t('profile.phones.invalid')
            ) : send.error ? (
              <ErrorMessage id={`${id}-error`} error={send.error} />
            ) : undefined
          }
        />
        {channels.map((channel, i) => (
          <Button
            key={channel}
            type={i === 0 ? 'submit' : 'button'}
            variant={i === 0 ? 'primary' : 'secondary'}
            loading={send.pending}
            onClick={i === 0 ? undefined : () => void submit(channel)}
          >
            {t(channel === 'sms' ? 'profile.phones.sms' : 'profile.phones.whatsapp')}
          </Button>
        ))}
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
        kind="phone_numbers"
        items={items}
        remove={profileCommands.removePhone}
        emptyKey="profile.phones.none"
        removeTitleKey="profile.removeTitle"
        removeTextKey="profile.phones.removeText"
        removedKey="profile.removed"
        testId="profile-phones"
        nameDir="ltr"
      />
      {add}
    </div>
  );
}
