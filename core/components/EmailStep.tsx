/**
 * The one email step (the Email tab of magic links, email passcodes and passwords): an email field and a submit
 * button. An address that does not look like an email is refused here and nothing is sent; API, network and
 * rate-limit errors keep the typed address so the user can retry. Plugins configure the texts and what a valid
 * address does.
 */
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { TextInput } from '../../ui/TextInput';
import { useInputAutocomplete, useWidget } from '../context';
import { useAction, type Action } from '../useAction';
import { isEmailTooLong, isValidEmail, normaliseEmail } from '../validation';
import { ErrorMessage } from './ErrorMessage';

/** Props of {@link EmailStep}. */
export interface EmailStepProps<R> {
  /** Element ids are `<instance>-<idPrefix>-email` (input) and `…-email-error` (request error). Use the plugin id. */
  idPrefix: string;
  /** Field label (the input's accessible name). */
  label: string;
  /** Hide the label visually; it still names the input. @default false */
  hideLabel?: boolean;
  placeholder: string;
  /** Shown under the field for an address that does not look like an email. */
  invalidText: string;
  /** The submit button's label. */
  submitLabel: string;
  /** Accessible name of the form. @default none */
  formLabel?: string;
  /** The field's first value, e.g. the address the user typed before going back. @default '' */
  initialEmail?: string;
  /**
   * Sends (or looks up) a valid, normalised address through the client; throws the client's error. Give this or
   * `action`. @default none
   */
  send?(address: string): Promise<R>;
  /**
   * The send as a plugin command (`useCommand(command)`), instead of `send`: its pending state and error show here.
   * @default none
   */
  action?: Action<[string], R>;
  /**
   * After a successful send: store what the next screen needs and navigate there (a command may do that itself).
   * @default none
   */
  onSent?(address: string, result: R): void;
  /** error_type → string key, for texts that differ from the catalogue. Keep the object stable. @default none */
  overrides?: Record<string, string>;
}

const noSend = (): Promise<never> => Promise.reject(new Error('Entryway: EmailStep needs `send` or `action`.'));

export function EmailStep<R>({
  idPrefix,
  label,
  hideLabel = false,
  placeholder,
  invalidText,
  submitLabel,
  formLabel,
  initialEmail = '',
  send,
  action: command,
  onSent,
  overrides,
}: EmailStepProps<R>) {
  const widget = useWidget();
  const [email, setEmail] = useState(initialEmail);
  /** Why the typed address was refused before any request: malformed, or longer than RFC 5321 allows. */
  const [invalid, setInvalid] = useState<false | 'invalid' | 'tooLong'>(false);
  const autoComplete = useInputAutocomplete('email', 'email');
  const own = useAction(send ?? noSend, { overrides });
  const action = command ?? own;
  const inputId = `${widget.instanceId}-${idPrefix}-email`;
  const errorId = `${inputId}-error`;

  const submit = async () => {
    const address = normaliseEmail(email);
    if (!isValidEmail(address)) {
      action.clearError();
      const reason = isEmailTooLong(address) ? 'tooLong' : 'invalid';
      setInvalid(reason);
      // Stytch's UI tells the host about client-side validation errors too.
      widget.reportError(reason === 'tooLong' ? widget.t('core.error.emailTooLong') : invalidText);
      return;
    }
    setInvalid(false);
    // The action (a command) lets one run through at a time: double clicks and repeated Enter send once.
    const result = await action.run(address);
    if (result.ok) onSent?.(address, result.value);
  };

  return (
    <Form onSubmit={() => void submit()} ariaLabel={formLabel}>
      <div className="ew-field-group">
        <TextInput
          id={inputId}
          label={label}
          hideLabel={hideLabel}
          type="email"
          name="email"
          value={email}
          // No maxlength: a browser would cut a longer paste silently and a different address would be sent. The whole
          // paste stays visible and is refused, with the reason, at once and on submit.
          onChange={(value) => {
            setEmail(value);
            if (isEmailTooLong(normaliseEmail(value))) setInvalid('tooLong');
            else if (invalid) setInvalid(false);
          }}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={invalid === 'tooLong' ? widget.t('core.error.emailTooLong') : invalid ? invalidText : undefined}
        />
        <ErrorMessage id={errorId} error={action.error} />
      </div>
      <Button type="submit" loading={action.pending} aria-describedby={action.error ? errorId : undefined}>
        {submitLabel}
      </Button>
    </Form>
  );
}
