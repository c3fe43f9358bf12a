/**
 * What the specs walking the sandbox's screen gallery (`/gallery`) share: waiting for its status to settle. The walks
 * change the shot or the language thousands of times, and each Playwright call costs the test process, the browser
 * and the page a round trip with its bookkeeping: the wait and the reading of the status are one call here.
 */
import type { Page } from '@playwright/test';

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
