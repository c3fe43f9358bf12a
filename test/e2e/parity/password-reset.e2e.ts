/** Parity with Stytch's prebuilt UI: the reset-password widget from an emailed link (a breached password, then a strong one). */
import { expect, type APIRequestContext } from '@playwright/test';
import { latestMessage, seedUser } from '../helpers';
import { parity, untilAnswered } from './parity';

const config = {
  products: ['passwords'],
  passwordOptions: { loginRedirectURL: '{origin}/authenticate', resetPasswordRedirectURL: '{origin}/reset-password', resetPasswordExpirationMinutes: 30 },
};
const EMAIL = 'ada@example.com';
const AUTH = { authorization: `Basic ${Buffer.from('public-token-test-sandbox:public-token-test-sandbox').toString('base64')}` };

/** A user with a password and the `token` of the reset link emailed to them (requested over the API, not the UI). */
async function resetToken(request: APIRequestContext): Promise<string> {
  await seedUser(request, { email: EMAIL, password: 'An-old-password-I-forgot-1' });
  const started = await request.post('/sdk/v1/passwords/email/reset/start', { headers: AUTH, data: { email: EMAIL } });
  expect(started.ok(), await started.text()).toBe(true);
  const { link } = await latestMessage(request, EMAIL, { kind: 'reset_password' });
  return new URL(link!).searchParams.get('token')!;
}

parity('password reset: a new password from the emailed link', {
  config,
  kind: 'resetPassword',
  seed: async (request) => ({ props: { passwordResetToken: await resetToken(request) } }),
  act: async (page) => {
    // Stytch's field reads 'Password', Entryway's 'New password'.
    const password = page.getByRole('textbox', { name: /^(new )?password$/i });
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    // A breached password first: the check says so and neither UI lets it through.
    await untilAnswered(page, '/passwords/strength_check', () => password.fill('password'));
    await expect(submit).toBeDisabled();
    await untilAnswered(page, '/passwords/strength_check', () => password.fill('correct horse battery staple 42'));
    await expect(submit).toBeEnabled();
    await untilAnswered(page, '/passwords/email/reset', () => submit.click());
    await expect(page.getByText('Success!').first()).toBeVisible();
  },
});
