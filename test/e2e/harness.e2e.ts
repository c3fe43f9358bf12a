/**
 * The harness itself: the page and the `request` fixture reach the same simulator (the worker's), another
 * simulator name sees none of it, and the simulator's fault switches reach the widget through the real client.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { latestMessage, outbox, resetSim, sandboxUrl, setFault, widget } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test("the page's requests and the request fixture share this worker's simulator, and only it", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto(sandboxUrl({ products: ['emailMagicLinks'] }));
  const w = widget(page);
  await w.getByRole('textbox', { name: 'Email' }).fill('harness@example.com');
  await w.getByRole('button', { name: 'Continue with email' }).click();
  const message = await latestMessage(request, 'harness@example.com');
  expect(message.channel).toBe('email');
  // The sandbox's outbox panel shows it too (it polls with the page's requests).
  await expect(page.getByTestId('outbox').getByTestId('outbox-item')).toHaveCount(1);
  await expect(page.getByTestId('outbox-to')).toHaveText('harness@example.com');

  const other = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-entryway-sim': 'harness-other' },
  });
  expect(await outbox(other)).toEqual([]);
  await other.dispose();
});

test('a fault set through /__sim/faults reaches the widget; the user keeps their input and can retry', async ({
  page,
  request,
}) => {
  await page.goto(sandboxUrl({ products: ['emailMagicLinks'] }));
  const w = widget(page);
  await setFault(request, { path: '/sdk/v1/magic_links/email/login_or_create', mode: '500', times: 1 });
  await w.getByRole('textbox', { name: 'Email' }).fill('retry@example.com');
  await w.getByRole('button', { name: 'Continue with email' }).click();
  await expect(
    w.getByText('The server had a problem and could not complete this request. Please try again.'),
  ).toBeVisible();
  await expect(w.getByRole('textbox', { name: 'Email' })).toHaveValue('retry@example.com');
  await w.getByRole('button', { name: 'Continue with email' }).click();
  await expect(w.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // onError reached the host's callback: the event log shows it.
  await expect(page.getByTestId('event-log').locator('[data-kind=error]')).toHaveCount(1);
});
