/** Parity with Stytch's prebuilt UI: passwords. */
import { expect, type Page } from '@playwright/test';
import { picturesWanted, seedUser } from '../helpers';
import { flowComplete, parity, typeAndLeave, untilAnswered } from './parity';

const config = {
  products: ['passwords'],
  passwordOptions: {
    loginRedirectURL: '{origin}/authenticate',
    resetPasswordRedirectURL: '{origin}/reset-password',
    resetPasswordExpirationMinutes: 30,
  },
};

const shot = async (page: Page, name: string) => {
  if (picturesWanted()) await page.screenshot({ path: `test-results/parity-${name}.png` });
};

async function continueWithEmail(page: Page, email: string) {
  await typeAndLeave(page, page.getByRole('textbox', { name: /email/i }), email);
  await page
    .getByRole('button', { name: /continue/i })
    .first()
    .click();
}

parity('password: strength check and create a new account', {
  config,
  act: async (page, ui) => {
    await continueWithEmail(page, 'new@example.com');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toBeVisible();
    await shot(page, `${ui}-pw-create-1`);
    // One input event (a paste): each UI checks once. Typed key by key, a loaded machine can leave a gap longer than
    // the 500 ms both UIs wait after the last key, and then either may check twice.
    await untilAnswered(page, '/passwords/strength_check', () => password.fill('correct horse battery staple 42'));
    // Both UIs enable Continue once the check has accepted the password.
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(submit).toBeEnabled();
    await shot(page, `${ui}-pw-create-2`);
    await untilAnswered(page, '/passwords', () => submit.click());
    await expect(page.getByText('Success!').first()).toBeVisible();
    await flowComplete(page);
  },
});

parity('password: log in, after a wrong password', {
  config,
  seed: async (request) =>
    void (await seedUser(request, { email: 'ada@example.com', password: 'Lovelace-Engine-1843!' })),
  act: async (page, ui) => {
    await continueWithEmail(page, 'ada@example.com');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toBeVisible();
    await typeAndLeave(page, password, 'not-the-password');
    const submit = page.getByRole('button', { name: /^(continue|log in)$/i }).first();
    expect(await untilAnswered(page, '/passwords/authenticate', () => submit.click())).toBe(401);
    await shot(page, `${ui}-pw-login-wrong`);
    await typeAndLeave(page, password, 'Lovelace-Engine-1843!');
    await untilAnswered(page, '/passwords/authenticate', () => submit.click());
    await expect(page.getByText('Success!').first()).toBeVisible();
    await flowComplete(page);
  },
});

parity('password: forgot password sends a reset email', {
  config,
  seed: async (request) =>
    void (await seedUser(request, { email: 'ada@example.com', password: 'Lovelace-Engine-1843!' })),
  act: async (page, ui) => {
    await continueWithEmail(page, 'ada@example.com');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await untilAnswered(page, '/passwords/email/reset/start', () =>
      page
        .getByRole('button', { name: /forgot/i })
        .first()
        .click(),
    );
    await expect(page.getByText(/reset your password/i).first()).toBeVisible();
    await shot(page, `${ui}-pw-forgot`);
  },
});
