/**
 * Lazy screens in a real browser, in both flavours: the React sandbox (Vite's production build) and the
 * standalone script-tag page (preact/compat, esbuild chunks), both under the strict CSP. A plugin's screens after
 * Main are one chunk (`lazyScreens-<hash>.js`): not fetched with the page, fetched on the first interaction; a slow
 * chunk shows the spinner and then the screen with focus on its heading; a chunk that cannot be fetched says so,
 * and 'Try again' fetches it.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  WIDGET,
  button,
  collectCspViolations,
  emailField,
  expectNoAxeViolations,
  heading,
  openSandboxMain,
  resetSim,
  screenshot,
  widget,
} from './helpers';

/** A plugin's chunk of lazy screens, in Vite's build (`assets/`) and the script-tag build (`chunks/`). */
const LAZY_CHUNK = /\/lazyScreens-[\w-]+\.js$/;
const LOAD_FAILED = 'This screen could not be loaded. Check your connection and try again.';

const flavours = [
  { name: 'React', open: (page: Page) => openSandboxMain(page, { products: ['emailMagicLinks'] }) },
  {
    name: 'standalone (Preact)',
    open: async (page: Page) => {
      await page.goto('/standalone/login.html?products=emailMagicLinks');
      await expect(heading(page, 'Sign up or log in')).toBeVisible();
    },
  },
];

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

/** The chunk requests the page makes. */
function lazyChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (LAZY_CHUNK.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
}

async function sendLink(page: Page) {
  await emailField(page).fill(`lazy.${Date.now()}@example.com`);
  await button(page, 'Continue with email').click();
}

// One page per flavour, loaded afresh for each step: a document fetches a chunk once, so every step starts with a
// new one. The first step needs a page that has not fetched the chunk yet, so it goes first; the routes of the later
// steps come off before the next load.
for (const flavour of flavours) {
  test(`${flavour.name}: the screens after Main load lazily, slowly, or not at all`, async ({ page }) => {
    const csp = await collectCspViolations(page);

    await test.step('the screens after Main are not fetched with the page, but on the first interaction', async () => {
      const chunks = lazyChunkRequests(page);
      await flavour.open(page);
      // Nothing asks for them while the visitor only looks (the page has settled: the form is on screen).
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);
      // The pointer reaching the widget is enough.
      await emailField(page).hover();
      await expect.poll(() => chunks.length).toBe(1);
      await sendLink(page);
      await expect(heading(page, 'Check your email')).toBeFocused();
      expect(chunks).toHaveLength(1);
      csp.expectClean();
    });

    await test.step('a slow chunk shows the spinner, then the screen with focus on its heading', async () => {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      await page.route(LAZY_CHUNK, async (route: Route) => {
        await released;
        await route.continue();
      });
      await flavour.open(page);
      await sendLink(page);
      await expect(widget(page).locator('.ew-spinner-screen')).toBeVisible();
      await expect(widget(page).getByText('Loading')).toBeAttached();
      release();
      await expect(heading(page, 'Check your email')).toBeFocused();
      await expect(widget(page).locator('.ew-spinner-screen')).toHaveCount(0);
      await page.unrouteAll();
    });

    await test.step('a chunk that cannot be fetched says so, and Try again fetches it', async () => {
      let offline = true;
      await page.route(LAZY_CHUNK, (route: Route) =>
        offline ? route.abort('internetdisconnected') : route.continue(),
      );
      await flavour.open(page);
      await sendLink(page);
      await expect(widget(page).getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
      // The button the user pressed is gone: focus is on the one thing to do.
      await expect(button(page, 'Try again')).toBeFocused();
      await expect(button(page, 'Back')).toBeVisible();
      await expectNoAxeViolations(page, WIDGET);
      await screenshot(page, `core-screen-load-error-${flavour.name.split(' ')[0].toLowerCase()}`);

      offline = false;
      await button(page, 'Try again').click();
      await expect(heading(page, 'Check your email')).toBeFocused();
      await expect(widget(page).getByText(LOAD_FAILED)).toHaveCount(0);
      // The failed fetch is the only console error (the browser reports it); nothing breaks the CSP.
      expect(csp.violations).toEqual([]);
    });
  });
}
