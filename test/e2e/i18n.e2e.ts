/**
 * The widget in other languages, in Chromium: de, ar (mirrored) and ja show Main, the passcode screen and the
 * password screen in that language with `lang` (and `dir`) on the widget and pass axe, German's labels unclipped at
 * 320 px and Arabic's back arrow and code mirrored as they should be; the `en-XA` pseudo-locale
 * shows no visible text that did not come from a catalog, and nothing spills out of the widget at 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, resetSim, sandboxUrl, screenshot, widget, WIDGET } from './helpers';

const TEXTS = {
  de: { main: 'Registrieren oder anmelden', sms: 'SMS', sendSms: 'Weiter mit SMS', passcode: 'Code eingeben', email: 'E-Mail', cont: 'Weiter mit E-Mail', password: 'Passwort', dir: 'ltr' },
  ar: { main: 'التسجيل أو تسجيل الدخول', sms: 'رسالة نصية', sendSms: 'المتابعة برسالة نصية', passcode: 'أدخل رمز المرور', email: 'البريد الإلكتروني', cont: 'المتابعة بالبريد الإلكتروني', password: 'كلمة المرور', dir: 'rtl' },
  ja: { main: '登録またはログイン', sms: 'SMS', sendSms: 'SMS で続行', passcode: 'パスコードを入力', email: 'メール', cont: 'メールで続行', password: 'パスワード', dir: 'ltr' },
} as const;

const params = (locale: string) => ({ products: ['passwords', 'otp'], otpMethods: ['sms'], locale });

// Each page loads its locale's catalogs and runs axe up to three times: more than the default budget on a loaded machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ request }) => resetSim(request));
const FIRST_SCREEN = { timeout: 30_000 };

for (const [locale, t] of Object.entries(TEXTS)) {
  test(`${locale}: Main, the passcode and password screens in ${locale}, lang/dir on the widget, axe`, async ({ page }) => {
    await page.goto(sandboxUrl(params(locale)));
    const root = widget(page).locator('.ew-container');
    await expect(widget(page).getByRole('heading', { name: t.main })).toBeVisible(FIRST_SCREEN);
    await expect(root).toHaveAttribute('lang', locale);
    await expect(root).toHaveAttribute('dir', t.dir);
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, `i18n-${locale}-main`);
    // German has the longest common labels: at the narrowest supported width none is clipped, here and on the passcode
    // screen.
    if (locale === 'de') {
      await page.setViewportSize({ width: 320, height: 900 });
      expect(await overflowing(page)).toEqual([]);
    }

    await widget(page).getByRole('tab', { name: t.sms }).click();
    await widget(page).getByRole('textbox', { name: /.+/ }).first().fill('2015550123');
    await widget(page).getByRole('button', { name: t.sendSms }).click();
    await expect(widget(page).getByRole('heading', { name: t.passcode })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, `i18n-${locale}-passcode`);
    if (locale === 'de') expect(await overflowing(page)).toEqual([]);
    // The right-to-left rules load with the catalogs: the back arrow points right, the code stays left to right.
    if (t.dir === 'rtl') {
      expect(await widget(page).locator('.ew-back svg').evaluate((e) => getComputedStyle(e).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      expect(await widget(page).locator('.ew-code').evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
    }

    await page.goto(sandboxUrl(params(locale)));
    await expect(widget(page).getByRole('heading', { name: t.main })).toBeVisible(FIRST_SCREEN);
    await widget(page).getByRole('tab', { name: t.email }).click();
    await widget(page).getByRole('textbox', { name: t.email }).fill('new-user@example.com');
    await widget(page).getByRole('button', { name: t.cont }).click();
    await expect(widget(page).getByLabel(t.password, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, `i18n-${locale}-password`);
  });
}

/** Visible text lines of the widget that are not pseudo-localised (bracketed), numbers and user data aside. */
async function untranslated(page: Page, userData: string[]): Promise<string[]> {
  const text = await widget(page).locator('.ew-container').innerText();
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/[[\]]/.test(l) && !/^[\s\d+()\-–.,:]*$/.test(l) && !userData.some((u) => l.includes(u)));
}

/** Elements that reach outside the widget's box (clipped or overflowing text). */
async function overflowing(page: Page): Promise<string[]> {
  return widget(page)
    .locator('.ew-container')
    .evaluate((root) => {
      const box = root.getBoundingClientRect();
      return [...root.querySelectorAll<HTMLElement>('button, [role=tab], label, h1, h2, p, a, span')]
        .filter((el) => el.offsetParent && !el.closest('.ew-visually-hidden, .ew-code-input'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1 || el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible');
        })
        .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 60)}`);
    });
}

test('en-XA: every text on Main, the passcode and password screens comes from a catalog, nothing overflows at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const all = { products: ['emailMagicLinks', 'otp', 'oauth', 'passkeys', 'crypto'], otpMethods: ['sms', 'whatsapp'], locale: 'en-XA' };
  await page.goto(sandboxUrl(all));
  await expect(widget(page).locator('.ew-container[lang=en-XA]')).toBeVisible(FIRST_SCREEN);
  await expect(widget(page).getByRole('heading', { level: 1 })).toHaveText(/^\[Šîĝñ ûþ/);
  await screenshot(page, 'i18n-en-XA-main');
  expect(await untranslated(page, [])).toEqual([]);
  expect(await overflowing(page)).toEqual([]);

  await page.goto(sandboxUrl({ ...params('en-XA') }));
  await expect(widget(page).locator('.ew-container[lang=en-XA]')).toBeVisible(FIRST_SCREEN);
  await widget(page).getByRole('tab').nth(1).click();
  await widget(page).getByRole('textbox').first().fill('2015550123');
  await widget(page).locator('button[type=submit]').click();
  await expect(widget(page).getByRole('heading', { name: /^\[Éñţéŕ þåššçöđé/ })).toBeVisible();
  await screenshot(page, 'i18n-en-XA-passcode');
  expect(await untranslated(page, ['(201) 555-0123', '+1 201-555-0123'])).toEqual([]);
  expect(await overflowing(page)).toEqual([]);
});

test('ar-XB: mirrored English, right to left', async ({ page }) => {
  await page.goto(sandboxUrl(params('ar-XB')));
  const root = widget(page).locator('.ew-container');
  await expect(root).toHaveAttribute('dir', 'rtl', FIRST_SCREEN);
  await expect(widget(page).getByRole('heading', { level: 1 })).toHaveText('\u202eSign\u202c \u202eup\u202c \u202eor\u202c \u202elog\u202c \u202ein\u202c');
  await screenshot(page, 'i18n-ar-XB-main');
});
