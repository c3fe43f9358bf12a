/**
 * Every UI-kit component in its main states, inside `.ew-root.ew-container`. Used by the axe test and handy for a
 * sandbox page (not exported from `index.ts`, so it never ships).
 */
import { useState } from 'react';
import {
  BackButton,
  Banner,
  Button,
  CheckGraphic,
  CodeInput,
  Divider,
  ErrorText,
  Form,
  Heading,
  LinkifiedText,
  Logo,
  PasswordInput,
  Spinner,
  Tabs,
  Text,
  TextInput,
  ToastRegion,
  VisuallyHidden,
  Watermark,
} from './index';

export function Gallery() {
  const [tab, setTab] = useState('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('12');
  return (
    <div className="ew-root ew-container">
      <div className="ew-stack">
        <div className="ew-screen-header">
          <BackButton onClick={() => {}} />
        </div>
        <div className="ew-header">
          <Logo src="https://cdn.example.com/logo.png" alt="Acme" />
          <Heading>Sign up or log in</Heading>
        </div>
        <Banner variant="error">
          <LinkifiedText text="Something went wrong. See https://stytch.com/docs/api/errors for details." />
        </Banner>
        <Banner variant="warning" onDismiss={() => {}}>
          Cookies are blocked in this browser.
        </Banner>
        <Banner variant="success">Your password was reset.</Banner>
        <Tabs
          tabs={[
            { id: 'sms', label: 'Text' },
            { id: 'whatsapp', label: 'WhatsApp' },
            { id: 'email', label: 'Email' },
          ]}
          selected={tab}
          onSelect={setTab}
          idPrefix="gallery"
          label="Login methods"
        >
          <Form onSubmit={() => {}} ariaLabel="Email login">
            <TextInput
              id="g-email"
              label="Email"
              type="email"
              value={email}
              onChange={setEmail}
              placeholder="example@email.com"
              autoComplete="username webauthn"
              autoCapitalize="none"
              spellCheck={false}
              required
              error="Email format is invalid."
              hint="We will email you a login link."
            />
            <TextInput
              id="g-phone"
              label="Phone number"
              hideLabel
              type="tel"
              value={phone}
              onChange={setPhone}
              placeholder="(123) 456-7890"
              autoComplete="tel-national"
              inputMode="tel"
            />
            <TextInput id="g-ro" label="Email address" value="user@example.com" onChange={() => {}} readOnly />
            <PasswordInput
              id="g-password"
              label="Password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              required
            />
            <Button type="submit">Continue with email</Button>
            <Button type="submit" loading>
              Continue
            </Button>
            <Button disabled>Continue</Button>
          </Form>
        </Tabs>
        <Divider label="or" />
        <Button variant="secondary" icon={<CheckGraphic size={20} />}>
          Continue with Google
        </Button>
        <Button variant="text">Try again</Button>
        <CodeInput id="g-code" label="Passcode" value={code} onChange={setCode} error="Your code has expired." />
        <div className="ew-center">
          <CheckGraphic />
          <Heading level={2}>Success!</Heading>
          <Text>Your passcode has been successfully verified.</Text>
          <Text variant="helper" as="span">
            Helper text
          </Text>
          <Spinner />
          <Spinner size="small" label="Sending" />
        </div>
        <ErrorText id="g-error">Unknown error occurred during passkey authentication. Please try again.</ErrorText>
        <Text>
          Skip <VisuallyHidden>this step</VisuallyHidden>
        </Text>
        <Watermark />
      </div>
      <ToastRegion
        toasts={[
          { id: 't1', text: 'Email resent', variant: 'success' },
          { id: 't2', text: 'Could not send', variant: 'error' },
          { id: 't3', text: 'Code sent', variant: 'info' },
        ]}
        onDismiss={() => {}}
      />
    </div>
  );
}
