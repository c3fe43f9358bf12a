/**
 * The plugin's screens (the code at login, a recovery code, the offer, the setup and its recovery codes) from the
 * sandbox's screen gallery in every locale the plugin ships, at 320 px: the widget speaks the locale, no text of the
 * plugin's English catalog is left, and nothing is clipped or overflows. Arabic and German also in the dark scheme;
 * their pictures go to test-results/screens/ (`totp-gallery-<locale>-<scheme>-<shot>.png`). The full gallery walks
 * (test/e2e/gallery.e2e.ts) check every screen of every plugin with axe in en-XA, de, ar and ja.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readdirSync } from 'node:fs';
import { gallerySettled, readWidget } from '../../../test/e2e/galleryPage';
import { picturesWanted, resetSim, widget } from '../../../test/e2e/helpers';
import { strings } from '../strings';

const SHOTS = [
  'totp/Challenge',
  'totp/Recover',
  'totp/Enrol · offer',
  'totp/Enrol · setup',
  'totp/Enrol · recovery codes',
];
const LOCALES = readdirSync(new URL('../locales', import.meta.url))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
/** English texts long enough that a translation never keeps them whole. */
const ENGLISH = Object.values(strings as Record<string, string>).filter((v) => v.length >= 16 && !/[{#]/.test(v));

test.describe.configure({ timeout: 600_000 });

const frame = (page: Page) => widget(page).locator('.ew-container');

async function show(page: Page, key: string): Promise<void> {
  await page.getByTestId('gallery-select').selectOption(key);
  expect(await gallerySettled(page, { shot: key }), `${key}: the gallery's status`).toBe(`Showing ${key}`);
}

/** What a locale's checks read from the widget, in one call (once per locale and shot): see `readWidget`. */
const measure = (page: Page) =>
  readWidget(frame(page), {
    selector: 'button, label, h1, h2, p, a, span, li, code, svg',
    skip: '.ew-visually-hidden, .ew-code-input',
  });

async function picture(page: Page, name: string): Promise<void> {
  if (!picturesWanted()) return;
  mkdirSync('test-results/screens', { recursive: true });
  await frame(page).screenshot({ path: `test-results/screens/${name.replace(/[^\w.-]+/g, '-')}.png` });
}

/** The shot on display in another locale, without a page load (the gallery's language select). */
async function relocalize(page: Page, locale: string): Promise<void> {
  await page.getByTestId('gallery-locale').selectOption(locale);
  expect(await gallerySettled(page, { locale }), `${locale}: the gallery's status`).toMatch(/^Showing /);
}

async function check(page: Page, locale: string, key: string): Promise<void> {
  // The gallery reports a locale settled once the widget has rendered in it: the language is read, not waited for.
  const { lang, text, overflowing } = await measure(page);
  expect(lang, `${locale} ${key}: the widget's language`).toBe(locale);
  expect
    .soft(
      ENGLISH.filter((e) => text.includes(e)),
      `${locale} ${key}: English left`,
    )
    .toEqual([]);
  expect.soft(overflowing, `${locale} ${key}: clipped or overflowing at 320 px`).toEqual([]);
}

test(`every shipped locale (${LOCALES.length}) at 320 px: translated, nothing clipped; ar and de also dark`, async ({
  page,
  request,
}) => {
  await resetSim(request);
  await page.setViewportSize({ width: 320, height: 1000 });
  // Light: each shot once, then every locale over it (the screen and its state stay while the language changes).
  await page.goto(`/gallery?${new URLSearchParams({ locale: LOCALES[0], scheme: 'light' })}`);
  await gallerySettled(page, {});
  for (const key of SHOTS) {
    await test.step(`${key}, light`, async () => {
      await show(page, key);
      for (const locale of LOCALES) {
        if (locale !== LOCALES[0] || key !== SHOTS[0]) await relocalize(page, locale);
        await check(page, locale, key);
        if (locale === 'ar' || locale === 'de') await picture(page, `totp-gallery-${locale}-light-${key}`);
      }
    });
  }
  // Dark: Arabic (right to left) and German (long words), each from its own page load.
  for (const locale of ['ar', 'de']) {
    await test.step(`${locale} dark`, async () => {
      await page.goto(`/gallery?${new URLSearchParams({ locale, scheme: 'dark' })}`);
      await gallerySettled(page, {});
      for (const key of SHOTS) {
        await show(page, key);
        await check(page, locale, key);
        await picture(page, `totp-gallery-${locale}-dark-${key}`);
      }
    });
  }
});
