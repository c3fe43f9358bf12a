/** Parity with Stytch's prebuilt UI: one-time passcodes by SMS, WhatsApp and email. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestMessage } from '../helpers';
import { flowComplete, parity, typeAndLeave, type UI } from './parity';

/** The passcode field: Stytch's UI names it 'One-time passcode', Entryway's 'Passcode'. */
const codeField = (page: Page) => page.getByRole('textbox', { name: /passcode/i });

/**
 * Type a code into the passcode field, replacing what is there, key by key as a person does (Stytch's field selects
 * only its last digit on focus, so a wrong code is erased with Backspace first).
 */
async function enterCode(page: Page, code: string) {
  const field = codeField(page);
  await field.click();
  for (let i = 0; i < 6; i += 1) await field.press('Backspace');
  await field.pressSequentially(code);
}

/** A code that is not `code`. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** Wrong code, then resend, then the resent code: the part of every passcode flow after the send. */
async function verify(page: Page, request: APIRequestContext, to: string, channel: string) {
  const first = await latestMessage(request, to, { channel });
  await enterCode(page, wrong(first.code!));
  // Both UIs submit at the sixth digit and show the catalogue's text for otp_code_not_found.
  await expect(page.getByText(/passcode.*(incorrect|invalid|not found)|wrong/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Resend code' }).click();
  const second = await latestMessage(request, to, { channel, after: first.id });
  await enterCode(page, second.code!);
  await expect(
    page
      .getByText('Success!')
      .or(page.getByText(/logged in/i))
      .first(),
  ).toBeVisible();
  await flowComplete(page);
}

async function sendToPhone(page: Page, ui: UI, tab?: string) {
  if (tab)
    await page
      .getByRole('tab', { name: tab })
      .or(page.getByRole('button', { name: tab }))
      .first()
      .click();
  const phone = page.getByRole('textbox', { name: /phone/i });
  await typeAndLeave(page, phone, '2015550123');
  // Both UIs show the number formatted once they have read it (Stytch's asks its clientside-services frame).
  await expect(phone).toHaveValue('(201) 555-0123');
  await page
    .getByRole('button', { name: /continue|send/i })
    .first()
    .click();
  await expect(codeField(page).first()).toBeVisible();
  void ui;
}

parity('passcode by SMS: send, wrong code, resend, authenticate', {
  config: { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 10 } },
  act: async (page, ui, request) => {
    await sendToPhone(page, ui);
    await verify(page, request, '+12015550123', 'sms');
  },
});

parity('passcode by WhatsApp: send, wrong code, resend, authenticate', {
  config: { products: ['otp'], otpOptions: { methods: ['whatsapp'], expirationMinutes: 5 } },
  act: async (page, ui, request) => {
    await sendToPhone(page, ui);
    await verify(page, request, '+12015550123', 'whatsapp');
  },
});

parity('passcode by email: send, wrong code, resend, authenticate', {
  config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 10 } },
  act: async (page, _ui, request) => {
    await page.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
    await page
      .getByRole('button', { name: /continue/i })
      .first()
      .click();
    await expect(codeField(page).first()).toBeVisible();
    await verify(page, request, 'ada@example.com', 'email');
  },
});
