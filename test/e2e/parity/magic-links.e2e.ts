/** Parity with Stytch's prebuilt UI: email magic links. */
import { expect } from '@playwright/test';
import { parity } from './parity';

const config = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: '{origin}/authenticate', signupRedirectURL: '{origin}/authenticate' },
};

/** Magic links expire after 30 minutes unless the app says otherwise; Stytch's UI leaves it to the API's default (60). */
const EXPIRY = {
  call: 'POST /magic_links/email/login_or_create',
  entrywayAdds: { login_expiration_minutes: 30, signup_expiration_minutes: 30 },
  reason: 'magic links expire after 30 minutes by default',
};

parity('magic link: send to a new address', {
  config,
  differences: [EXPIRY],
  act: async (page) => {
    await page.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
  },
});
