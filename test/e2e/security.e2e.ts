/**
 * Checklist rows T3, T4 and M1 through the sandbox, with the real client and the simulator: after a password login
 * no session token or JWT appears in storage, console output or the host's onEvent data; the session cookies carry
 * the contract's attributes; a logout in one tab reaches another tab of the same origin.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, emailField, resetSim, sandboxUrl, seedUser, widget } from './helpers';

const STRONG = 'correct-horse-glacier-umbrella-42';

async function logIn(page: Page, email: string) {
  await page.goto(sandboxUrl({ products: ['passwords'] }));
  await emailField(page).fill(email);
  await button(page, 'Continue with email').click();
  await widget(page).getByLabel('Password', { exact: true }).fill(STRONG);
  await button(page, 'Continue', { exact: true }).click();
  await expect(widget(page).getByRole('heading', { name: 'Success!' })).toBeVisible();
}

const sessionPanel = (page: Page) => page.locator('[data-testid=session-panel]');

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('tokens never reach storage, the console or onEvent data (T3); cookies have the contract attributes (T4)', async ({
  page,
  context,
  request,
}) => {
  const email = `t3.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG });
  const consoleText: string[] = [];
  page.on('console', (m) => consoleText.push(m.text()));
  await logIn(page, email);

  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'stytch_session');
  const jwt = cookies.find((c) => c.name === 'stytch_session_jwt');
  expect(session?.value).toBeTruthy();
  expect(jwt?.value).toBeTruthy();
  for (const c of [session!, jwt!]) {
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    expect(c.secure).toBe(false); // localhost is the contract's only exception to Secure
    expect(c.httpOnly).toBe(false); // written by the client in the page
    expect(c.expires).toBeGreaterThan(Date.now() / 1000);
  }
  const secrets = [session!.value, jwt!.value];

  const storage = await page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.keys(s)
        .map((k) => `${k}=${s.getItem(k)}`)
        .join('\n');
    return `${dump(localStorage)}\n${dump(sessionStorage)}`;
  });
  // Everything the host received through onEvent / onError, as the sandbox's event log shows it.
  await page
    .locator('[data-testid=event-log] summary')
    .evaluateAll((els) => els.forEach((e) => (e as HTMLElement).click()));
  const events = await page.locator('[data-testid=event-log]').innerText();
  expect(events).toContain('PASSWORD_AUTHENTICATE');
  for (const secret of secrets) {
    expect(storage).not.toContain(secret);
    expect(events).not.toContain(secret);
    expect(consoleText.join('\n')).not.toContain(secret);
  }
});

test('a logout in one tab signs the other tab out (M1)', async ({ context, request }) => {
  const email = `m1.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG });
  const a = await context.newPage();
  await logIn(a, email);
  await expect(sessionPanel(a)).toContainText(email);

  const b = await context.newPage();
  await b.goto(sandboxUrl({ products: ['passwords'] }));
  await expect(sessionPanel(b)).toContainText(email);

  await sessionPanel(a).getByRole('button', { name: 'Log out' }).click();
  await expect(sessionPanel(a)).toContainText('Signed out');
  await expect(sessionPanel(b)).toContainText('Signed out', { timeout: 2000 });
  expect((await context.cookies()).find((c) => c.name === 'stytch_session')).toBeUndefined();
});
