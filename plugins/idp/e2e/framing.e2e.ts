/**
 * Clickjacking: the identity-provider page inside another origin's frame. The sandbox serves it with
 * `frame-ancestors 'self'`, so Chromium refuses to show it there; for a page served without that header (an app that
 * forgot it), the widget itself shows no Allow or Yes in such a frame, says why and offers a new window. A frame of
 * the page's own origin keeps its buttons.
 *
 * The hostile page is a fulfilled route on another port of localhost: another origin of the same site, so the
 * signed-in session cookie reaches the frame as it would on a real attacker's subdomain or sibling app.
 */
import { expect as baseExpect, test, type Frame, type Page } from '@playwright/test';
import { expectNoAxeViolations, resetSim, screenshot } from '../../../test/e2e/helpers';

// Sign-in, authorize start and bootstrap run before each screen: generous waits for a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
const IDP_WIDGET = '[data-testid=idp-widget]';
const FRAMED_TEXT = 'This page is shown inside another website, so it cannot ask for your choice here';

/** A page of `origin` holding the given URL in an iframe (answered by the route, no server needed). */
async function hostPage(page: Page, origin: string, src: string): Promise<Frame> {
  const url = `${origin}/framing-host.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Host</title><h1>Win a prize</h1><iframe title="idp" src="${src}" style="width:480px;height:760px"></iframe></html>`,
    }),
  );
  await page.goto(url);
  const handle = await page.locator('iframe').elementHandle();
  return (await handle!.contentFrame())!;
}

/** Serve the identity-provider page without its frame-ancestors directive, as an app that forgot it would. */
async function withoutFrameAncestors(page: Page) {
  await page.route(/\/p\/idp\?/, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
      /;\s*frame-ancestors[^;]*/,
      '',
    );
    await route.fulfill({ response, headers });
  });
}

/** Sign in on the identity-provider page (top level) and return the URL of its consent request. */
async function consentRequest(page: Page): Promise<string> {
  await page.goto('/p/idp-client');
  await page.getByRole('button', { name: 'Sign in with Entryway sandbox' }).click();
  await expect(page).toHaveURL(/\/p\/idp\?/);
  await page.getByLabel('Email for a trusted auth token').fill('ada@example.com');
  await page.getByRole('button', { name: 'Sign in with a trusted auth token' }).click();
  await expect(page.locator(IDP_WIDGET).getByRole('button', { name: 'Allow' })).toBeVisible();
  return page.url();
}

// Each test signs in and opens two or three pages: more than the default time on a loaded machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ request }) => resetSim(request));

test('the sandbox sends frame-ancestors on the identity-provider page', async ({ page }) => {
  const response = await page.goto('/p/idp?client_id=x&redirect_uri=https%3A%2F%2Fa.example%2Fcb');
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('consent in another origin’s frame: blocked by the header; without it, no Allow, the reason and a new window', async ({
  page,
  baseURL,
}) => {
  const url = await consentRequest(page);
  const other = `http://localhost:${Number(new URL(baseURL!).port) + 50}`;

  // With the header, Chromium does not render the page in the frame at all.
  let frame = await hostPage(page, other, url);
  await expect(frame.locator(IDP_WIDGET)).toHaveCount(0);

  await withoutFrameAncestors(page);
  frame = await hostPage(page, other, url);
  const widget = frame.locator(IDP_WIDGET);
  await expect(widget.getByRole('heading', { name: 'Sign in to Acme Notes with Entryway sandbox' })).toBeVisible();
  await expect(widget.getByText(FRAMED_TEXT)).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Deny' })).toHaveCount(0);
  const open = widget.getByRole('link', { name: 'Open this page in a new window' });
  await expect(open).toHaveAttribute('href', url);
  await expect(open).toHaveAttribute('target', '_blank');
  await screenshot(page, 'idp-consent-framed');

  // The new window is a top-level page: there Allow is offered.
  const [popup] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
  await expect(popup.locator(IDP_WIDGET).getByRole('button', { name: 'Allow' })).toBeVisible();
  await expectNoAxeViolations(popup, IDP_WIDGET);
});

test('logout in another origin’s frame: no Yes', async ({ page, baseURL }) => {
  await consentRequest(page);
  await page.locator(IDP_WIDGET).getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/p\/idp-client\?code=/);
  await page.getByRole('button', { name: 'Log out of Entryway sandbox' }).click();
  await expect(page.locator(IDP_WIDGET).getByRole('heading', { name: 'Log out?' })).toBeVisible();
  const url = page.url();

  await withoutFrameAncestors(page);
  const frame = await hostPage(page, `http://localhost:${Number(new URL(baseURL!).port) + 50}`, url);
  const widget = frame.locator(IDP_WIDGET);
  await expect(widget.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  await expect(widget.getByText(FRAMED_TEXT)).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  await expect(widget.getByRole('link', { name: 'Open this page in a new window' })).toBeVisible();
});

test('a frame of the page’s own origin keeps Allow', async ({ page, baseURL }) => {
  const url = await consentRequest(page);
  const frame = await hostPage(page, new URL(baseURL!).origin, url);
  await expect(frame.locator(IDP_WIDGET).getByRole('button', { name: 'Allow' })).toBeVisible();
  await expect(frame.locator(IDP_WIDGET).getByText(FRAMED_TEXT)).toHaveCount(0);
});
