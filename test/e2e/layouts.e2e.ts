/**
 * The widget fits phones in the layouts apps centre it with: a block parent, a flex parent (row and column,
 * centred), a grid parent (`place-items: center`), in light and shadow DOM (sandbox/layouts.html). At 280–414 px
 * the card stays inside the viewport with every input and button whole and nothing scrolls sideways; on a desktop
 * it keeps the configured 400 px. Screenshots at 320, 360 and 414 px land in test-results/screens/layout-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { resetSim, screenshot } from './helpers';

const LAYOUTS = ['block', 'flex-row', 'flex-column', 'grid'] as const;
const PHONES = [280, 320, 360, 414];
const SCREENSHOT_WIDTHS = new Set([320, 360, 414]);
const CARD_WIDTH = 400;

interface Box {
  left: number;
  right: number;
  width: number;
}

/** The card's box, the page's scroll and client widths, and the box of every visible input and button in the card. */
async function geometry(page: Page) {
  return page.locator('.ew-container').evaluate((card) => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width };
    };
    const controls = [...card.querySelectorAll('input, button, [role=tab]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'hidden'))
      .map((el) => ({
        name: el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('name') || el.tagName,
        ...box(el),
      }));
    const scroller = document.scrollingElement!;
    return { card: box(card), controls, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
  });
}

async function expectFits(page: Page, width: number) {
  const g = await geometry(page);
  const where = `${width}px`;
  expect(g.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(g.clientWidth);
  expect(g.card.left, `${where}: card's left edge`).toBeGreaterThanOrEqual(0);
  expect(g.card.right, `${where}: card's right edge`).toBeLessThanOrEqual(width);
  expect(Math.round(g.card.width), `${where}: card width`).toBe(Math.min(CARD_WIDTH, width));
  expect(g.controls.length).toBeGreaterThan(3);
  const cut = g.controls.filter((c) => c.width < 1 || c.left < g.card.left - 0.5 || c.right > g.card.right + 0.5);
  expect(cut, `${where}: inputs and buttons outside the card`).toEqual([]);
}

// Per DOM flavour, four layouts of five viewport sizes and three screenshots each, on a loaded machine.
test.setTimeout(240_000);

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

// One page per DOM flavour: the layouts only reload it with another parent, nothing carries over between them.
for (const dom of ['light', 'shadow'] as const)
  test(`${dom} DOM: each layout fits 280–414 px wide, 400 px on a desktop`, async ({ page }) => {
    for (const layout of LAYOUTS)
      await test.step(`${layout} parent, ${dom} DOM: fits 280–414 px wide, 400 px on a desktop`, async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`/layouts?layout=${layout}${dom === 'shadow' ? '&shadow=1' : ''}`);
        await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
        if (dom === 'shadow') expect(await page.locator('#login').evaluate((el) => el.shadowRoot !== null)).toBe(true);
        await expectFits(page, 1280);
        if (layout !== 'block') {
          // Centred: equal space on both sides.
          const { card } = await geometry(page);
          expect(Math.abs(card.left - (1280 - card.right))).toBeLessThanOrEqual(1);
        }
        for (const width of PHONES) {
          await page.setViewportSize({ width, height: 900 });
          await expect
            .poll(async () => Math.round((await geometry(page)).card.width))
            .toBe(Math.min(CARD_WIDTH, width));
          await expectFits(page, width);
          if (SCREENSHOT_WIDTHS.has(width)) await screenshot(page, `layout-${layout}-${dom}-${width}`);
        }
      });
  });
