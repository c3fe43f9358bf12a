/**
 * The Email tab on Main: one email field and 'Continue with email'. An address that does not look like an email is
 * refused here and nothing is sent; API, network and rate-limit errors keep the typed address so the user can retry.
 */
import { useState } from 'react';
import {
  ErrorMessage,
  isValidEmail,
  normaliseEmail,
  useAction,
  useInputAutocomplete,
  useWidgetState,
  type EntryProps,
} from 'entryway';
import { Button, Form, TextInput } from '../../../ui';
import { PLUGIN_ID, magicLinkSent, requestMagicLink, CONFIRMATION_SCREEN } from '../send';
import type { ResolvedEmailMagicLinksOptions } from '../options';

export function EmailForm({ widget }: EntryProps) {
  const { t } = widget;
  const options = widget.options<ResolvedEmailMagicLinksOptions>(PLUGIN_ID)!;
  // 'Try again' clears the stored address, so the field starts empty then; the back arrow of another screen keeps it.
  const stored = useWidgetState((s) => s[PLUGIN_ID]?.email ?? null);
  const [email, setEmail] = useState(stored ?? '');
  const [invalid, setInvalid] = useState(false);
  const autoComplete = useInputAutocomplete('email', 'email');
  const send = useAction((address: string) => requestMagicLink(widget, options, address));

  const inputId = `${widget.instanceId}-${PLUGIN_ID}-email`;
  const errorId = `${widget.instanceId}-${PLUGIN_ID}-send-error`;

  const submit = async () => {
    const address = normaliseEmail(email);
    if (!isValidEmail(address)) {
      setInvalid(true);
      send.clearError();
      return;
    }
    setInvalid(false);
    // useAction lets one call through at a time: double clicks and repeated Enter send once.
    const result = await send.run(address);
    if (!result.ok) return;
    magicLinkSent(widget, address, result.value);
    widget.navigate(CONFIRMATION_SCREEN);
  };

  return (
    <Form onSubmit={() => void submit()}>
      <TextInput
        id={inputId}
        label={t('email-magic-links.email.label')}
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (invalid) setInvalid(false);
        }}
        placeholder={t('email-magic-links.email.placeholder')}
        autoComplete={autoComplete}
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={invalid ? t('email-magic-links.error.invalidEmail') : undefined}
      />
      <ErrorMessage id={errorId} error={send.error} />
      <Button type="submit" loading={send.pending} aria-describedby={send.error ? errorId : undefined}>
        {t('email-magic-links.submit')}
      </Button>
    </Form>
  );
}
