/**
 * Mounting, as an app does it (`entryway/stytch`'s `mountLogin` on the sandbox, real client, simulator): Main's
 * title, tabs and buttons follow the spec's rules in the light DOM and in a shadow root; two widgets on one page
 * keep separate state; a selector that matches nothing throws the spec's message; Main passes axe (WCAG 2.2 AA).
 */
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, resetSim, sandboxUrl, screenshot, widget, WIDGET } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

async function expectTabs(w: Locator, names: string[], selected: string) {
  const tabs = w.getByRole('tab');
  await expect(tabs).toHaveText(names);
  await expect(w.getByRole('tab', { name: selected })).toHaveAttribute('aria-selected', 'true');
}

// One page per DOM flavour: each step loads Main with its own products; nothing carries over between them.
for (const shadow of [false, true]) {
  const where = shadow ? 'shadow DOM' : 'light DOM';

  test(`Main (${where}): title, tabs and forms follow the products`, async ({ page }) => {
    const w = widget(page);

    await test.step('one method: title, no tabs, the email form', async () => {
      await page.goto(sandboxUrl({ products: ['emailMagicLinks'], shadow }));
      await expect(w.getByRole('heading', { level: 1, name: 'Sign up or log in' })).toBeVisible();
      await expect(w.getByRole('tablist')).toHaveCount(0);
      await expect(w.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'example@email.com');
      await expect(w.getByRole('button', { name: 'Continue with email' })).toBeVisible();
      expect(await page.locator(WIDGET).evaluate((host) => Boolean(host.shadowRoot))).toBe(shadow);
      // Light DOM: the widget's root is an ordinary child of the host; shadow DOM: nothing leaks into the light tree.
      expect(await page.locator(WIDGET).evaluate((host) => host.querySelectorAll(':scope > .ew-root').length)).toBe(
        shadow ? 0 : 1,
      );
      await expectNoAxeViolations(page, WIDGET);
    });

    await test.step('several methods: tabs in product order, the first selected, each with its own form', async () => {
      await page.goto(sandboxUrl({ products: ['otp', 'emailMagicLinks'], otpMethods: ['sms', 'whatsapp'], shadow }));
      await expect(w.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
      await expectTabs(w, ['Text', 'WhatsApp', 'Email'], 'Text');
      await expect(w.getByRole('button', { name: 'Continue with text message' })).toBeVisible();

      await w.getByRole('tab', { name: 'WhatsApp' }).click();
      await expectTabs(w, ['Text', 'WhatsApp', 'Email'], 'WhatsApp');
      await expect(w.getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();

      // Keyboard: arrows move between tabs (WAI-ARIA tabs pattern).
      await w.getByRole('tab', { name: 'WhatsApp' }).press('ArrowRight');
      await expectTabs(w, ['Text', 'WhatsApp', 'Email'], 'Email');
      await expect(w.getByRole('button', { name: 'Continue with email' })).toBeVisible();
      await expectNoAxeViolations(page, WIDGET);
      await screenshot(page, `mount-main-tabs-${shadow ? 'shadow' : 'light'}`);
    });

    await test.step('passwords owns the Email tab and email OTP folds into it', async () => {
      await page.goto(sandboxUrl({ products: ['emailMagicLinks', 'otp', 'passwords'], otpMethods: ['sms'], shadow }));
      await expectTabs(w, ['Email', 'Text'], 'Email');
      await expect(w.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expectNoAxeViolations(page, WIDGET);
    });
  });
}

test('the whole sandbox page passes axe, configuration open', async ({ page }) => {
  await page.goto('/');
  await expect(widget(page).getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  // Magic links, Stytch's default product: the email field and its button, no social buttons.
  await expect(widget(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Continue with email' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: /Continue with Google/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hide configuration' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await screenshot(page, 'sandbox-home');
});

test('two widgets on one page keep separate state', async ({ page }) => {
  await page.goto('/multi');
  const first = page.getByTestId('widget-first');
  const second = page.getByTestId('widget-second');
  await expect(first.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await second.evaluate((host) => Boolean(host.shadowRoot))).toBe(true);

  // Different instances, different stores.
  const ids = await page
    .locator('[data-ew-instance]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-ew-instance')));
  const shadowId = await second.evaluate((host) =>
    host.shadowRoot!.querySelector('[data-ew-instance]')!.getAttribute('data-ew-instance'),
  );
  expect(new Set([...ids, shadowId]).size).toBe(2);

  await second.getByRole('tab', { name: 'WhatsApp' }).click();
  await first.getByRole('textbox', { name: 'Email' }).fill('first@example.com');
  await first.getByRole('button', { name: 'Continue with email' }).click();
  await expect(first.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The second widget is still on Main, on the tab it chose, with nothing typed.
  await expect(second.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(second.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
  await second.getByRole('tab', { name: 'Email' }).click();
  await expect(second.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await screenshot(page, 'mount-two-widgets');
});

// A mistake in the app's configuration or markup: each step loads its own page; nothing carries over between them.
test("the app's mistakes are reported, not dropped", async ({ page }) => {
  await test.step('configuration errors are shown in the widget, not dropped', async () => {
    await page.goto(sandboxUrl({ products: ['emailMagicLinks', 'sms'] }));
    const w = widget(page);
    await expect(w.getByText('Error: Unknown product "sms" in config.products.', { exact: false })).toBeVisible();
    await page.goto(sandboxUrl({ products: ['emailMagicLinks', 'otp'], otpMethods: ['email'] }));
    await expect(w.getByText('Error: Cannot use both EML and Email OTP')).toBeVisible();
  });

  await test.step('elementId that matches nothing throws the spec message', async () => {
    await page.goto(sandboxUrl({ products: ['emailMagicLinks'], elementId: '#missing' }));
    await expect(page.getByTestId('mount-error')).toHaveText(
      'The selector you specified (#missing) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mountLogin()',
    );
    await expect(page.locator('.ew-root')).toHaveCount(0);
  });
});
