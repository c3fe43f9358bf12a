/**
 * Every screen of the core and of every plugin, in Chromium, from the sandbox's screen gallery (`/gallery`): each
 * screen in a realistic state (the plugins' `gallery` shots), put on display once and then checked in several
 * languages and schemes without a page load (the gallery's language select; Entryway's `auto` scheme following the
 * browser's `prefers-color-scheme`), and photographed. Fails when a screen id exists that no shot shows.
 * - `en-XA` (pseudo-locale): every visible text came from a catalog (user data aside); nothing clipped or
 *   overflowing at 320 px.
 * - de, ar: `lang` (and `dir`, ar right to left with its back arrows mirrored and codes left to right) on the widget,
 *   no English catalog text left (brand names and words the translation keeps aside), axe passes; German at 320 px
 *   with nothing clipped.
 * - Dark: Entryway's dark scheme on every screen: axe passes (WCAG 2.2 AA contrast included) and single-colour marks
 *   keep 3:1 against their background. Colours do not depend on the language, so the dark check rides along.
 * - ja: a Stytch `presentation.theme` light/dark pair following `prefers-color-scheme` live, every screen in its dark
 *   theme in Japanese: no English left, axe, marks.
 * - `ar-XB` (pseudo-locale): English mirrored word by word, right to left.
 */
import { expect, test, type Page } from '@playwright/test';
import { catalogFolders, englishCatalog, localeCatalog } from '../../scripts/i18n.mjs';
import { mkdirSync } from 'node:fs';
import { gallerySettled, readWidget } from './galleryPage';
import { expectNoAxeViolations, picturesWanted, resetSim, widget, WIDGET } from './helpers';

/** One gallery shot as the page lists it. */
interface Shot {
  key: string;
  screen: string;
  /** Texts on it that are user or app data. */
  data: string[];
}

// One page walks some sixty screens, with axe several times on each: minutes on a loaded 2-core machine. The walks
// are independent: each may run in its own worker.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

test.beforeEach(async ({ page, request }) => {
  await resetSim(request);
  // The passkey list shows a passkey the gallery creates: Chromium's virtual platform authenticator answers.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
});

const status = (page: Page) => page.getByTestId('gallery-status');
const frame = (page: Page) => widget(page).locator('.ew-container');

/** Open the gallery with `query`; returns its shots, after checking that every screen id has one. */
async function openGallery(page: Page, query: Record<string, string>): Promise<Shot[]> {
  await page.goto(`/gallery?${new URLSearchParams(query)}`);
  await gallerySettled(page, {});
  const missing = JSON.parse(
    (await page.getByTestId('gallery-missing').getAttribute('data-missing')) ?? 'null',
  ) as string[];
  expect(missing, 'screen ids that no gallery shot shows (add them to the plugin’s sandbox.tsx `gallery`)').toEqual([]);
  return page
    .getByTestId('gallery-select')
    .locator('option')
    .evaluateAll((options) =>
      (options as HTMLOptionElement[]).map((o) => ({
        key: o.value,
        screen: o.dataset.screen!,
        data: JSON.parse(o.dataset.data!) as string[],
      })),
    );
}

/**
 * A picture of the widget alone into test-results/screens/ (the gallery's controls are not the subject, and a
 * smaller picture is cheaper forty times over).
 */
async function picture(page: Page, name: string): Promise<void> {
  if (!picturesWanted()) return;
  mkdirSync('test-results/screens', { recursive: true });
  await frame(page).screenshot({
    path: `test-results/screens/${name.replace(/[^\w.-]+/g, '-')}.png`,
    animations: 'disabled',
  });
}

/** Put `shot` on display and wait until it is there. */
async function show(page: Page, shot: Shot): Promise<void> {
  await page.getByTestId('gallery-select').selectOption(shot.key);
  expect(await gallerySettled(page, { shot: shot.key }, 20_000), `${shot.key}: the gallery's status`).toBe(
    `Showing ${shot.key}`,
  );
}

/** What a language's checks read from the widget, in one call: see `readWidget`. */
const read = (page: Page, overflow = false) =>
  readWidget(frame(page), {
    overflow,
    selector: 'button, [role=tab], label, h1, h2, p, a, span, li, bdi',
    skip: '.ew-visually-hidden, .ew-code-input, .ew-account-name',
  });

/**
 * Visible text lines of the widget that are not pseudo-localised (bracketed), numbers, a phone field's region and
 * dialling code ('US +1') and user data aside.
 */
function untranslated(text: string, userData: string[]): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(
      (l) =>
        l &&
        !/[[\]]/.test(l) &&
        !/^[\s\d+()\-–.,:]*$/.test(l) &&
        !/^[A-Z]{2} \+\d+$/.test(l) &&
        !userData.some((u) => l.includes(u)),
    );
}

/**
 * Pieces of English catalog text (between placeholders, six characters or more) that the locale's catalogs do not
 * contain themselves: brand names and words a translation keeps ('SMS', 'WhatsApp', 'Passkey') are in both.
 */
async function englishPieces(locale: string): Promise<string[]> {
  const english: string[] = [];
  const translated: string[] = [];
  for (const [namespace, dir] of Object.entries(catalogFolders())) {
    english.push(...Object.values(await englishCatalog(namespace, dir)));
    translated.push(...Object.values((await localeCatalog(dir, locale)) ?? {}));
  }
  const inTranslation = translated.join('\n');
  const pieces = new Set<string>();
  // ICU arguments and plural/select blocks (one level of nesting) split a value into its literal pieces.
  for (const value of english)
    for (const part of value.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|[#<>]/)) {
      const piece = part.trim().replace(/^[.,:;!?…'’"“”()\s-]+|[.,:;!?…'’"“”()\s-]+$/g, '');
      if (piece.length >= 6 && /[a-z]{3}/i.test(piece) && !inTranslation.includes(piece)) pieces.add(piece);
    }
  return [...pieces];
}

/** The shot on display in another locale, without a page load (the gallery's language select). */
async function relocalize(page: Page, locale: string): Promise<void> {
  await page.getByTestId('gallery-locale').selectOption(locale);
  expect(await gallerySettled(page, { locale }), `${locale}: the gallery's status`).toMatch(/^Showing /);
}

/** Lines of the widget's text that hold a piece of English catalog text (user data aside). */
function englishLeft(text: string, pieces: string[], shot: Shot): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  return lines.filter((l) => pieces.some((p) => l.includes(p) && !shot.data.some((d) => d.includes(p))));
}

/** Right to left: back arrows point right; codes and phone numbers keep their left-to-right order. */
async function expectRightToLeft(page: Page, shot: Shot): Promise<void> {
  for (const arrow of await widget(page).locator('.ew-back svg').all())
    expect
      .soft(await arrow.evaluate((e) => getComputedStyle(e).transform), `${shot.key}: back arrow mirrored`)
      .toBe('matrix(-1, 0, 0, 1, 0, 0)');
  for (const code of await widget(page).locator('.ew-code').all())
    expect
      .soft(await code.evaluate((e) => getComputedStyle(e).direction), `${shot.key}: code left to right`)
      .toBe('ltr');
  // A phone number shown in a sentence too: '(201) 555-0123', never '555-0123 (201)'.
  const phones = await frame(page).evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((e) => /^\+?[\d\s()-]{7,}$/.test(e.textContent!.trim()) && e.children.length === 0)
      .map((e) => `${e.textContent}: ${getComputedStyle(e).direction}`),
  );
  expect
    .soft(
      phones.filter((p) => !p.endsWith(': ltr')),
      `${shot.key}: phone numbers left to right`,
    )
    .toEqual([]);
}

test('every screen at 320 px: en-XA all from catalogs, de and ar translated (ar right to left) with axe, nothing clipped; then dark with axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  const pieces = { de: await englishPieces('de'), ar: await englishPieces('ar') };
  const shots = await openGallery(page, { locale: 'en-XA', scheme: 'auto' });
  let locale = 'en-XA';
  for (const [i, shot] of shots.entries()) {
    await test.step(shot.key, async () => {
      await show(page, shot);
      // Every other shot walks the languages backwards, so each starts in the one the last ended in.
      const order = i % 2 ? ['ar', 'de', 'en-XA'] : ['en-XA', 'de', 'ar'];
      if (locale !== order[0]) await relocalize(page, order[0]);
      for (const [n, tag] of order.entries()) {
        if (n > 0) await relocalize(page, tag);
        locale = tag;
        // The gallery reports a language settled once the widget has rendered in it: `lang` and `dir` are read.
        const seen = await read(page, tag !== 'ar');
        expect(seen.lang, `${shot.key}: lang in ${tag}`).toBe(tag);
        expect(seen.dir, `${shot.key}: dir in ${tag}`).toBe(tag === 'ar' ? 'rtl' : 'ltr');
        if (tag === 'en-XA') {
          expect.soft(untranslated(seen.text, shot.data), `${shot.key}: text that no catalog gave`).toEqual([]);
        } else {
          expect
            .soft(englishLeft(seen.text, pieces[tag as 'de' | 'ar'], shot), `${shot.key}: English left in ${tag}`)
            .toEqual([]);
          if (tag === 'ar') await expectRightToLeft(page, shot);
          await expectNoAxeViolations(page, WIDGET);
        }
        if (tag !== 'ar')
          expect.soft(seen.overflowing, `${shot.key}: clipped or overflowing at 320 px in ${tag}`).toEqual([]);
        await picture(page, `gallery-${tag}-${shot.key}`);
      }
      // Entryway's dark scheme, in the language the walk ended in.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectDark(page, shot);
      await picture(page, `gallery-${locale}-dark-${shot.key}`);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(widget(page).locator('.ew-root')).toHaveAttribute('data-ew-scheme', 'light');
    });
  }
});

test('ja, dark: a Stytch theme pair follows prefers-color-scheme live; every screen in ja in its dark theme, no English left, axe', async ({
  page,
}) => {
  const pieces = await englishPieces('ja');
  const shots = await openStytchDark(page, { locale: 'ja' });
  for (const shot of shots) {
    await test.step(shot.key, async () => {
      await show(page, shot);
      const seen = await read(page);
      expect(seen.lang, `${shot.key}: lang`).toBe('ja');
      expect(seen.dir, `${shot.key}: dir`).toBe('ltr');
      expect.soft(englishLeft(seen.text, pieces, shot), `${shot.key}: English left in ja`).toEqual([]);
      await expectDark(page, shot);
      await picture(page, `gallery-ja-stytch-dark-${shot.key}`);
    });
  }
});

/**
 * Single-colour marks and icons (an SVG whose shapes share one fill: GitHub's, Apple's, the passkey's) with less than
 * 3:1 against the background behind them, the contrast a graphic that identifies a control needs (WCAG 1.4.11),
 * which axe does not measure. Multi-colour marks (Google's) keep their brand colours and are left out.
 */
async function faintMarks(page: Page): Promise<string[]> {
  return frame(page).evaluate((root) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const background = (el: Element | null): number[] => {
      for (; el; el = el.parentElement) {
        const c = getComputedStyle(el).backgroundColor;
        if (c !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(c)) return rgb(c);
      }
      return [255, 255, 255];
    };
    return [...root.querySelectorAll('svg')].flatMap((svg) => {
      const fills = new Set(
        [...svg.querySelectorAll('path, circle, rect, polygon, ellipse')]
          .map((s) => getComputedStyle(s).fill)
          .filter((f) => f.startsWith('rgb')),
      );
      if (fills.size !== 1) return [];
      const [a, b] = [luminance(rgb([...fills][0])), luminance(background(svg))].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      const name = svg.closest('[data-provider]')?.getAttribute('data-provider') ?? svg.getAttribute('class') ?? 'svg';
      return ratio < 3 ? [`${name}: ${ratio.toFixed(2)}:1`] : [];
    });
  });
}

test('ar-XB: the pseudo-locale mirrors English word by word, right to left', async ({ page }) => {
  await page.goto('/gallery?locale=ar-XB&shot=main');
  await expect(status(page)).toHaveText('Showing main', { timeout: 30_000 });
  await expect(frame(page)).toHaveAttribute('dir', 'rtl');
  await expect(widget(page).getByRole('heading', { level: 1 })).toHaveText(
    '\u202eSign\u202c \u202eup\u202c \u202eor\u202c \u202elog\u202c \u202ein\u202c',
  );
  await picture(page, 'gallery-ar-XB-main');
});

/** The widget frame's background colour. */
const background = (page: Page) => frame(page).evaluate((el) => getComputedStyle(el).backgroundColor);

/** A shot in a dark scheme: the widget says so, axe passes (contrast included), marks stay visible. */
async function expectDark(page: Page, shot: Shot): Promise<void> {
  await expect(widget(page).locator('.ew-root')).toHaveAttribute('data-ew-scheme', 'dark');
  await expectNoAxeViolations(page, WIDGET);
  expect.soft(await faintMarks(page), `${shot.key}: marks too faint in dark`).toEqual([]);
}

/**
 * Open the gallery with a Stytch theme pair in a light-scheme browser (the light theme's background), then switch
 * the browser to dark: the dark theme's `background` (#0b1220) applies without a reload.
 */
async function openStytchDark(page: Page, query: Record<string, string>): Promise<Shot[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  const shots = await openGallery(page, { ...query, theme: 'stytch' });
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(page)).toBe('rgb(11, 18, 32)');
  return shots;
}
