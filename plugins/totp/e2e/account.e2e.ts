/**
 * The account widget's 'Authenticator app' section end to end through the sandbox's account page for this plugin and the
 * simulator: a user signed in by an email code sets up an authenticator app inside the section (the setup key read
 * off the screen, its first code on the simulator's clock), sees 10 recovery codes left, shows them, then removes the
 * app after the confirmation. A user with an app who signed in by email alone verifies again (the app's code in the
 * widget's dialog) before the removal goes through. axe on each state; screenshots light. The section in dark, in
 * every locale and at 320 px: test/e2e/account-gallery.e2e.ts.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  WIDGET,
  collectCspViolations,
  expectNoAxeViolations,
  resetSim,
  screenshot,
  seedUser,
  signedInUser,
  widget,
} from '../../../test/e2e/helpers';
import { overflowPastCard } from '../../../test/e2e/account';

/** The sandbox's account page with this plugin's section (sandboxAccount.tsx). */
const ACCOUNT_PAGE = '/p/account-authenticator';
import { totpCode } from '../testAuthenticator';

const EMAIL = 'ada@example.com';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

async function simNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/__sim/clock');
  return Date.parse(((await res.json()) as { now: string }).now);
}
const section = (page: Page) => widget(page).getByRole('region', { name: 'Authenticator app' });
const button = (page: Page, name: string) => section(page).getByRole('button', { name, exact: true });

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test(
  'set up an authenticator app in the section, see the codes left, show them, remove it',
  { tag: '@strict' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const csp = await collectCspViolations(page);
    await signedInUser(page, request, { email: EMAIL });
    await page.goto(ACCOUNT_PAGE);
    await expect(section(page).getByText(/Add a second step to your login/)).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-totp-off');

    await button(page, 'Set up an authenticator app').click();
    const secret = (await section(page).getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await expectNoAxeViolations(page, WIDGET);
    expect(await overflowPastCard(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-totp-setup');
    await section(page)
      .getByLabel('Enter the 6-digit code your app now shows')
      .fill(totpCode(secret, await simNow(request)));
    await expect(section(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await section(page).getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await button(page, 'Continue').click();
    await expect(widget(page).getByText('Authenticator app added').first()).toBeVisible();
    await expect(section(page).getByText('10 recovery codes left.')).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-totp-on');

    await button(page, 'Show recovery codes').click();
    await expect(section(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await button(page, 'Continue').click();

    await button(page, 'Remove authenticator app').click();
    const dialog = page.getByTestId('account-confirm');
    await expect(dialog.getByRole('heading', { name: 'Remove the authenticator app?' })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-totp-confirm-remove');
    await page.getByTestId('account-confirm-yes').getByRole('button').click();
    await expect(widget(page).getByText('Authenticator app removed').first()).toBeVisible();
    await expect(button(page, 'Set up an authenticator app')).toBeVisible();
    csp.expectClean();
  },
);

test('removing the app from a session without it: verify again with its code first', async ({ page, request }) => {
  test.setTimeout(90_000);
  await seedUser(request, { email: EMAIL, totp_secret: SECRET });
  await signedInUser(page, request, { email: EMAIL });
  await page.goto(ACCOUNT_PAGE);
  // Stytch shows the codes only to a multi-factor session: the count is left out, not an error.
  await expect(section(page).getByText(/On: when you log in/)).toBeVisible();
  await expect(section(page).getByText(/recovery codes? left/)).toHaveCount(0);
  await button(page, 'Remove authenticator app').click();
  await page.getByTestId('account-confirm-yes').getByRole('button').click();
  const code = widget(page).getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'account-totp-verify-again');
  await code.fill(totpCode(SECRET, await simNow(request)));
  await expect(widget(page).getByText('Authenticator app removed').first()).toBeVisible();
  await expect(button(page, 'Set up an authenticator app')).toBeVisible();
});
