/**
 * One stylesheet adopted without inline style elements or style attributes, so a page with `style-src 'self'` allows it: a
 * constructable stylesheet adopted by the document or a shadow root (a style element where constructable sheets
 * are missing, as in jsdom). Sheets are shared per target and CSS text, and reference-counted: several widgets (or
 * fields) on a page add one sheet, removed when the last one releases it.
 */
export type Target = Document | ShadowRoot;
type Entry = { sheet: CSSStyleSheet | HTMLStyleElement; refs: number };
const sheets = new WeakMap<Target, Map<string, Entry>>();

const supportsAdopted = () =>
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  'adoptedStyleSheets' in Document.prototype;

/** Adopt `css` into `target` (`first`: before every adopted sheet, else after them); returns the release. */
export function adoptSheet(target: Target, css: string, first = false): () => void {
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
