/**
 * What the account widget's browser tests share: how far anything reaches past its card, or past its dialog; Tab
 * until a control has focus.
 */
import type { Locator, Page } from '@playwright/test';
import { WIDGET } from './helpers';

/**
 * How many pixels anything reaches past the edges of the widget's card (≤ 0 when everything stays inside), and the
 * element that reaches furthest. `in: 'dialog'` measures the open modal dialog (confirmations, verify again) against
 * its own box instead; the card's measure leaves the dialog out (it sits over the page, not in the card).
 */
export function overflowPastCard(page: Page, where: { in?: 'card' | 'dialog' } = {}): Promise<number> {
  return page
    .evaluate(
      ({ selector, inDialog }) => {
        const host = document.querySelector(selector)!;
        const root = host.shadowRoot ?? host;
        const dialog = root.querySelector('dialog[open]') ?? document.querySelector('dialog[open]');
        const box = inDialog ? dialog : (root.querySelector('.ew-container') ?? host);
        if (!box) return { past: Number.POSITIVE_INFINITY, culprit: 'no box to measure' };
        const edges = box.getBoundingClientRect();
        let past = box.scrollWidth - box.clientWidth;
        let culprit = past > 0 ? 'the box scrolls sideways' : '';
        for (const el of box.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          // Nothing drawn (empty live regions), text for screen readers only, or the dialog over the card.
          if (r.width === 0 && r.height === 0) continue;
          if (el.closest('.ew-visually-hidden') || (!inDialog && el.closest('dialog'))) continue;
          // What an ancestor clips (a code field's wide input inside its boxes) is not drawn past it.
          let [left, right] = [r.left, r.right];
          for (let a = el.parentElement; a && a !== box; a = a.parentElement) {
            if (getComputedStyle(a).overflowX === 'visible') continue;
            const c = a.getBoundingClientRect();
            [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
          }
          const out = Math.max(right - edges.right, edges.left - left);
          if (out > past) [past, culprit] = [out, `${el.tagName.toLowerCase()}.${el.className}`];
        }
        return { past: Math.round(past), culprit };
      },
      { selector: WIDGET, inDialog: where.in === 'dialog' },
    )
    .then(({ past, culprit }) => {
      if (past > 0) console.warn(`overflow ${past}px: ${culprit}`);
      return past;
    });
}

/**
 * Press Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user gets there; fails after `max`
 * presses. Returns how many it took.
 */
export async function tabTo(page: Page, target: Locator, { max = 25, back = false } = {}): Promise<number> {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el.matches(':focus')).catch(() => false)) return n;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
  throw new Error(`${max} presses of Tab did not reach ${String(target)}; focus is on ${focused}`);
}
