/** What the account widget's browser tests share: its sandbox page, and how far anything reaches past its card. */
import type { Page } from '@playwright/test';
import { WIDGET } from './helpers';

/** The sandbox's account page (the account widget with every plugin's sections, for whoever is signed in). */
export const ACCOUNT_PAGE = '/p/account';

/**
 * How many pixels anything in the widget reaches past the right edge of its card (≤ 0 when everything stays
 * inside), or past the left edge in a right-to-left page.
 */
export function overflowPastCard(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const host = document.querySelector(selector)!;
    const root = host.shadowRoot ?? host;
    const card = root.querySelector('.ew-container') ?? host;
    const box = card.getBoundingClientRect();
    let past = card.scrollWidth - card.clientWidth;
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      // Nothing drawn (empty live regions), or text kept for screen readers only (clipped to nothing).
      if ((r.width === 0 && r.height === 0) || el.closest('.ew-visually-hidden')) continue;
      past = Math.max(past, r.right - box.right, box.left - r.left);
    }
    return Math.round(past);
  }, WIDGET);
}
