/**
 * The account page's states from the sandbox's screen gallery (plugins/profile/sandboxGallery.ts: every section's
 * list, the forms open, the confirmation, the verify-again dialog, errors said in place) in Chromium:
 * - every shipped locale at 320 px from one page load (the gallery's language select): the widget speaks the locale,
 *   no line the page shows in English is left, nothing reaches past the card or its dialog and no text is cut;
 * - axe on each state in the light and the dark scheme (WCAG 2.2 AA contrast included);
 * - pictures in English, Arabic and German (light), English and Arabic (dark), in test-results/screens/
 *   (`account-gallery-<locale>-<scheme>-<state>.png`).
 * A state whose texts a click wrote (the confirmation's question, the refusal under a row) is shown again from the
 * start in each locale rather than re-rendered (`remountForLocale`): that text was translated when the user clicked.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readdirSync } from 'node:fs';
import { gallerySettled } from './galleryPage';
import { expectNoAxeViolations, picturesWanted, resetSim, widget, WIDGET } from './helpers';
import { overflowPastCard } from './account';

const LOCALES = readdirSync(new URL('../../core/locales', import.meta.url))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .filter((tag) => tag !== 'en');

test.describe.configure({ timeout: 600_000 });

const frame = (page: Page) => widget(page).locator('.ew-container');

/** The account states the gallery lists (their keys and the user or app data they show), in its order. */
async function accountShots(page: Page): Promise<{ key: string; data: string[] }[]> {
  const shots = await page
    .getByTestId('gallery-select')
    .locator('option')
    .evaluateAll((o) =>
      (o as HTMLOptionElement[]).map((e) => ({ key: e.value, data: JSON.parse(e.dataset.data!) as string[] })),
    );
  return shots.filter(({ key }) => key.startsWith('core/Account · ') || key.includes(' · account · '));
}

async function show(page: Page, key: string): Promise<void> {
  await page.getByTestId('gallery-select').selectOption(key);
  expect(await gallerySettled(page, { shot: key }), `${key}: the gallery's status`).toMatch(/^Showing /);
}

async function relocalize(page: Page, locale: string): Promise<void> {
  await page.getByTestId('gallery-locale').selectOption(locale);
  expect(await gallerySettled(page, { locale }), `${locale}: the gallery's status`).toMatch(/^Showing /);
}

/**
 * What a locale's checks read from the widget, in one call (this runs once per state and locale): its language, its
 * visible text lines (its dialog's too: the dialog is in the widget), whether a dialog is open, and the text that is
 * cut short, wider than its box, which hides the rest (a long name's ellipsis is meant: left out).
 */
const read = (page: Page) =>
  frame(page).evaluate((root) => ({
    lang: root.getAttribute('lang'),
    lines: (root as HTMLElement).innerText
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    dialog:
      !!(root.getRootNode() as ParentNode).querySelector('dialog[open]') || !!document.querySelector('dialog[open]'),
    clipped: [...root.querySelectorAll<HTMLElement>('button, label, h1, h2, p, a, span, li')]
      .filter((el) => el.getClientRects().length && !el.closest('.ew-visually-hidden, .ew-code-input'))
      .filter((el) => !el.closest('.ew-account-name'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 60)}`),
  }));

async function picture(page: Page, name: string): Promise<void> {
  if (!picturesWanted()) return;
  mkdirSync('test-results/screens', { recursive: true });
  const path = `test-results/screens/${name.replace(/[^\w.-]+/g, '-')}.png`;
  // A dialog sits in the top layer over the page, outside the card's box: the viewport shows both.
  if (await page.locator('dialog[open]').count()) await page.screenshot({ path, animations: 'disabled' });
  else await frame(page).screenshot({ path, animations: 'disabled' });
}

/** Nothing reaches past the card or its open dialog, and no text is cut short (`seen`: what `read` gave). */
async function expectInside(page: Page, what: string, seen: Awaited<ReturnType<typeof read>>): Promise<void> {
  expect.soft(await overflowPastCard(page), `${what}: past the card`).toBeLessThanOrEqual(0);
  if (seen.dialog)
    expect.soft(await overflowPastCard(page, { in: 'dialog' }), `${what}: past the dialog`).toBeLessThanOrEqual(0);
  expect.soft(seen.clipped, `${what}: text cut short`).toEqual([]);
}

const stateOf = (key: string) => key.replace(/^.* · (account · )?/, '');

test.beforeEach(async ({ request }) => resetSim(request));

test(`every shipped locale (${LOCALES.length + 1}) at 320 px: translated, inside the card; axe in light`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 1400 });
  await page.goto('/gallery?locale=en&scheme=light&shot=main');
  expect(await gallerySettled(page, {}), "the gallery's status").toMatch(/^Showing /);
  for (const { key, data } of await accountShots(page)) {
    await test.step(key, async () => {
      await relocalize(page, 'en');
      await show(page, key);
      const en = await read(page);
      await expectInside(page, `en ${key}`, en);
      await expectNoAxeViolations(page, WIDGET);
      await picture(page, `account-gallery-en-light-${stateOf(key)}`);
      // What the page says in English, user data aside (lines that stay the same in a translation are short).
      const english = en.lines.filter((l) => l.length >= 16 && !data.some((d) => l.includes(d)));
      for (const locale of LOCALES) {
        await relocalize(page, locale);
        // The gallery reports a locale settled once the widget has rendered in it: the language is read, not awaited.
        const seen = await read(page);
        expect(seen.lang, `${locale} ${key}: the widget's language`).toBe(locale);
        expect
          .soft(
            english.filter((e) => seen.lines.includes(e)),
            `${locale} ${key}: English left`,
          )
          .toEqual([]);
        await expectInside(page, `${locale} ${key}`, seen);
        if (locale === 'ar' || locale === 'de') await picture(page, `account-gallery-${locale}-light-${stateOf(key)}`);
      }
    });
  }
});

test('dark, in English and in Arabic: axe (contrast included), inside the card', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 1400 });
  for (const locale of ['en', 'ar']) {
    await page.goto(`/gallery?${new URLSearchParams({ locale, scheme: 'dark', shot: 'main' })}`);
    expect(await gallerySettled(page, {}), "the gallery's status").toMatch(/^Showing /);
    for (const { key } of await accountShots(page)) {
      await test.step(`${locale} ${key}`, async () => {
        await show(page, key);
        await expect(widget(page).locator('.ew-root')).toHaveAttribute('data-ew-scheme', 'dark');
        await expectInside(page, `${locale} dark ${key}`, await read(page));
        if (locale === 'en') await expectNoAxeViolations(page, WIDGET);
        await picture(page, `account-gallery-${locale}-dark-${stateOf(key)}`);
      });
    }
  }
});
