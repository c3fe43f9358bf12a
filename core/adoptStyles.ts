/**
 * Styles without inline <style> or style attributes, so a page with `style-src 'self'` allows them: a constructable
 * stylesheet adopted by the document (light DOM, every rule scoped under `.ew-root`) or by the widget's shadow root.
 * Sheets are shared per target and reference-counted, so several widgets on a page add one sheet.
 *
 * The host-style reset (`resetStyles`) goes with every widget sheet and always sits FIRST among the adopted sheets:
 * its rules have the same specificity as the widgets' own, so they must come before every widget's sheet (two
 * widgets with different plugins have two sheets) and after the page's stylesheets, which adopted sheets follow.
 */
import { resetStyles } from './styles';

type Target = Document | ShadowRoot;
type Entry = { sheet: CSSStyleSheet | HTMLStyleElement; refs: number };
const sheets = new WeakMap<Target, Map<string, Entry>>();

const supportsAdopted = () =>
  typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in Document.prototype;

function acquire(target: Target, css: string, first: boolean): () => void {
  let map = sheets.get(target);
  if (!map) sheets.set(target, (map = new Map()));
  let entry = map.get(css);
  if (!entry) {
    let sheet: CSSStyleSheet | HTMLStyleElement;
    if (supportsAdopted()) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      target.adoptedStyleSheets = first ? [sheet, ...target.adoptedStyleSheets] : [...target.adoptedStyleSheets, sheet];
    } else {
      // Test environments without constructable stylesheets (jsdom).
      sheet = document.createElement('style');
      sheet.textContent = css;
      const parent = target instanceof Document ? target.head : target;
      if (first) parent.prepend(sheet);
      else parent.appendChild(sheet);
    }
    map.set(css, (entry = { sheet, refs: 0 }));
  }
  entry.refs++;
  const owned = entry;
  const owner = map;
  return () => {
    if (--owned.refs > 0) return;
    owner.delete(css);
    if (owned.sheet instanceof HTMLStyleElement) owned.sheet.remove();
    else target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => s !== owned.sheet);
  };
}

/** Adopt a widget's CSS (and the shared reset before it); returns the release. */
export function adoptStyles(target: Target, css: string): () => void {
  const releaseReset = acquire(target, resetStyles, true);
  const release = acquire(target, css, false);
  return () => {
    release();
    releaseReset();
  };
}
