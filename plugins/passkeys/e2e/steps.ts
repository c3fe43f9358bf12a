/**
 * Steps both passkeys specs (React sandbox and standalone pages) take alike; each spec opens its own pages and checks
 * the signed-in state the way its page shows it.
 */
import { expect, type Page } from '@playwright/test';
import { button, emailField, heading, latestMessage, widget } from '../../../test/e2e/helpers';

export const EMAIL = 'ada@example.com';

/** On a login page with email passcodes: EMAIL, Continue, the code from the simulator's outbox, Success!. */
export async function signInByEmailPasscode(page: Page, request: Parameters<typeof latestMessage>[0]): Promise<void> {
  await emailField(page).fill(EMAIL);
  await button(page, 'Continue with email').click();
  const message = await latestMessage(request, EMAIL, { channel: 'email' });
  await widget(page).getByRole('textbox', { name: 'Passcode' }).pressSequentially(message.code!);
  await expect(heading(page, 'Success!')).toBeVisible();
}

/** The registration widget's page, on its start screen. */
export async function openRegistration(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(heading(page, 'Set up a new Passkey')).toBeVisible();
}

/** 'Create a Passkey' with the virtual authenticator, to its success screen. */
export async function createPasskey(page: Page): Promise<void> {
  await button(page, 'Create a Passkey').click();
  await expect(heading(page, 'Passkey successfully created!')).toBeVisible();
}
