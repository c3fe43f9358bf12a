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
import { expectNoAxeViolations, picturesWanted, resetSim, widget, WIDGET } from './helpers';
import { overflowPastCard } from './account';

const LOCALES = readdirSync(new URL('../../core/locales', import.meta.url))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .filter((tag) => tag !== 'en');

test.describe.configure({ timeout: 600_000 });

const status = (page: Page) => page.getByTestId('gallery-status');
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

/**
 * The gallery has settled on `shot` (in `locale`): ready, or failed (said by the status's text). Polled on each
 * animation frame: a locale takes a fraction of a second, and `expect`'s back-off would wait longer than that.
 */
async function settled(page: Page, want: { shot?: string; locale?: string }): Promise<void> {
  await page.waitForFunction(
    ({ shot, locale }) => {
      const el = document.getElementById('gallery-status')!;
      return (
        /^(ready|failed)$/.test(el.dataset.state ?? '') &&
        (!shot || el.dataset.shot === shot) &&
        (!locale || el.dataset.locale === locale)
      );
    },
    want,
    { timeout: 30_000 },
  );
  await expect(status(page)).toHaveText(/^Showing /, { timeout: 1 });
}

async function show(page: Page, key: string): Promise<void> {
  await page.getByTestId('gallery-select').selectOption(key);
  await settled(page, { shot: key });
}

async function relocalize(page: Page, locale: string): Promise<void> {
  await page.getByTestId('gallery-locale').selectOption(locale);
  await settled(page, { locale });
}

/** The widget's visible text lines (its dialog's too: the dialog is in the widget). */
const lines = async (page: Page) =>
  (await frame(page).innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Text that is cut short: wider than its box, which hides the rest (a long name's ellipsis is meant: left out). */
const clipped = (page: Page) =>
  frame(page).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, label, h1, h2, p, a, span, li')]
      .filter((el) => el.getClientRects().length && !el.closest('.ew-visually-hidden, .ew-code-input'))
      .filter((el) => !el.closest('.ew-account-name'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 60)}`),
  );

async function picture(page: Page, name: string): Promise<void> {
  if (!picturesWanted()) return;
  mkdirSync('test-results/screens', { recursive: true });
  const path = `test-results/screens/${name.replace(/[^\w.-]+/g, '-')}.png`;
  // A dialog sits in the top layer over the page, outside the card's box: the viewport shows both.
  if (await page.locator('dialog[open]').count()) await page.screenshot({ path, animations: 'disabled' });
  else await frame(page).screenshot({ path, animations: 'disabled' });
}

async function expectInside(page: Page, what: string): Promise<void> {
  expect.soft(await overflowPastCard(page), `${what}: past the card`).toBeLessThanOrEqual(0);
  if (await page.locator('dialog[open]').count())
    expect.soft(await overflowPastCard(page, { in: 'dialog' }), `${what}: past the dialog`).toBeLessThanOrEqual(0);
  expect.soft(await clipped(page), `${what}: text cut short`).toEqual([]);
}

const stateOf = (key: string) => key.replace(/^.* · (account · )?/, '');

test.beforeEach(async ({ request }) => resetSim(request));

test(`every shipped locale (${LOCALES.length + 1}) at 320 px: translated, inside the card; axe in light`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 1400 });
  await page.goto('/gallery?locale=en&scheme=light&shot=main');
  await settled(page, {});
  for (const { key, data } of await accountShots(page)) {
    await test.step(key, async () => {
      await relocalize(page, 'en');
      await show(page, key);
      await expectInside(page, `en ${key}`);
      await expectNoAxeViolations(page, WIDGET);
      await picture(page, `account-gallery-en-light-${stateOf(key)}`);
      // What the page says in English, user data aside (lines that stay the same in a translation are short).
      const english = (await lines(page)).filter((l) => l.length >= 16 && !data.some((d) => l.includes(d)));
      for (const locale of LOCALES) {
        await relocalize(page, locale);
        await expect(frame(page)).toHaveAttribute('lang', locale);
        const said = await lines(page);
        expect
          .soft(
            english.filter((e) => said.includes(e)),
            `${locale} ${key}: English left`,
          )
          .toEqual([]);
        await expectInside(page, `${locale} ${key}`);
        if (locale === 'ar' || locale === 'de') await picture(page, `account-gallery-${locale}-light-${stateOf(key)}`);
      }
    });
  }
});

test('dark, in English and in Arabic: axe (contrast included), inside the card', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 1400 });
  for (const locale of ['en', 'ar']) {
    await page.goto(`/gallery?${new URLSearchParams({ locale, scheme: 'dark', shot: 'main' })}`);
    await settled(page, {});
    for (const { key } of await accountShots(page)) {
      await test.step(`${locale} ${key}`, async () => {
        await show(page, key);
        await expect(widget(page).locator('.ew-root')).toHaveAttribute('data-ew-scheme', 'dark');
        await expectInside(page, `${locale} dark ${key}`);
        if (locale === 'en') await expectNoAxeViolations(page, WIDGET);
        await picture(page, `account-gallery-${locale}-dark-${stateOf(key)}`);
      });
    }
  }
});
