/**
 * What the specs walking the sandbox's screen gallery (`/gallery`) share: waiting for its status to settle. The walks
 * change the shot or the language thousands of times, and each Playwright call costs the test process, the browser
 * and the page a round trip with its bookkeeping: the wait and the reading of the status are one call here.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Wait in the page until the gallery's status has settled on `want` (the shot's key and/or the locale, when given):
 * 'ready' or 'failed', checked on each animation frame; fails after `timeout` ms. Returns the status's text ('Showing
 * …' when ready, the reason when failed) for the caller's assertion.
 */
export async function gallerySettled(
  page: Page,
  want: { shot?: string; locale?: string },
  timeout = 30_000,
): Promise<string> {
  const { settled, text } = await page.evaluate(
    ({ shot, locale, timeout }) =>
      new Promise<{ settled: boolean; text: string }>((resolve) => {
        const deadline = performance.now() + timeout;
        const look = () => {
          const el = document.getElementById('gallery-status')!;
          const settled =
            /^(ready|failed)$/.test(el.dataset.state ?? '') &&
            (!shot || el.dataset.shot === shot) &&
            (!locale || el.dataset.locale === locale);
          if (settled || performance.now() > deadline) resolve({ settled, text: el.textContent ?? '' });
          else requestAnimationFrame(look);
        };
        look();
      }),
    { ...want, timeout },
  );
  if (!settled) throw new Error(`The gallery did not settle on ${JSON.stringify(want)} within ${timeout} ms: ${text}`);
  return text;
}

/** What a walk reads from the widget's frame for one shot in one language. */
export interface WidgetReading {
  lang: string | null;
  dir: string | null;
  /** Its visible text. */
  text: string;
  /** The elements (tag: text) that reach outside the frame, or whose text is cut by their box; [] unless asked. */
  overflowing: string[];
}

/**
 * Read the widget's frame in one call (the walks do this hundreds of times): `lang`, `dir`, its visible text, and with
 * `overflow` the visible elements among `selector` that reach past the frame's sides or whose text is wider than a box
 * that hides the rest. Elements inside `skip` are not looked at (visually hidden text, code cells, and a list row's
 * name, which is cut on one line by design: whole on focus, on hover and for screen readers).
 */
export function readWidget(
  frame: Locator,
  { overflow = true, selector, skip }: { overflow?: boolean; selector: string; skip: string },
): Promise<WidgetReading> {
  return frame.evaluate(
    (root, { overflow, selector, skip }) => {
      const box = root.getBoundingClientRect();
      const overflowing = !overflow
        ? []
        : [...root.querySelectorAll<HTMLElement>(selector)]
            .filter((el) => el.getClientRects().length && !el.closest(skip))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return (
                r.width > 0 &&
                (r.right > box.right + 1 ||
                  r.left < box.left - 1 ||
                  (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible'))
              );
            })
            .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 60)}`);
      return {
        lang: root.getAttribute('lang'),
        dir: root.getAttribute('dir'),
        text: (root as HTMLElement).innerText,
        overflowing,
      };
    },
    { overflow, selector, skip },
  );
}
