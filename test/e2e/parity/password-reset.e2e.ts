/** Parity with Stytch's prebuilt UI: the reset-password widget from an emailed link (a breached password, then a strong one). */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { latestMessage, seedUser } from '../helpers';
import { parity, untilAnswered } from './parity';

const config = {
  products: ['passwords'],
  passwordOptions: {
    loginRedirectURL: '{origin}/authenticate',
    resetPasswordRedirectURL: '{origin}/reset-password',
    resetPasswordExpirationMinutes: 30,
  },
};
const EMAIL = 'ada@example.com';
const AUTH = {
  authorization: `Basic ${Buffer.from('public-token-test-sandbox:public-token-test-sandbox').toString('base64')}`,
};

/** A user with a password and the `token` of the reset link emailed to them (requested over the API, not the UI). */
async function resetToken(request: APIRequestContext): Promise<string> {
  await seedUser(request, { email: EMAIL, password: 'An-old-password-I-forgot-1' });
  const origin = test.info().project.use.baseURL;
  const started = await request.post('/sdk/v1/passwords/email/reset/start', {
    headers: AUTH,
    data: {
      email: EMAIL,
      login_redirect_url: `${origin}/authenticate`,
      reset_password_redirect_url: `${origin}/reset-password`,
    },
  });
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

/** The reset email's other link: its `token`, of type 'login' (a magic link that logs in without a new password). */
async function loginToken(request: APIRequestContext): Promise<string> {
  await resetToken(request);
  const { loginLink } = await latestMessage(request, EMAIL, { kind: 'reset_password' });
  return new URL(loginLink!).searchParams.get('token')!;
}

parity("magic link authenticate: the reset email's login link logs in at once", {
  config,
  kind: 'resetPassword',
  // The widget reads the link's own address, as on the app's reset page.
  seed: async (request) => ({ query: { stytch_token_type: 'login', token: await loginToken(request) } }),
  act: async (page) => {
    await expect(page.getByText('Success!').first()).toBeVisible();
  },
});

parity('magic link authenticate: "log in without a password" on the reset form', {
  config,
  kind: 'resetPassword',
  seed: async (request) => ({ props: { passwordResetToken: await resetToken(request) } }),
  act: async (page) => {
    await untilAnswered(page, '/magic_links/authenticate', () =>
      page.getByRole('button', { name: /^log ?in without a password$/i }).click(),
    );
    await expect(page.getByText('Success!').first()).toBeVisible();
  },
});
