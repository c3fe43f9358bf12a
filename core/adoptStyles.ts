/**
 * Styles without inline <style> or style attributes, so a page with `style-src 'self'` allows them: a constructable
 * stylesheet adopted by the document (light DOM, every rule scoped under `.ew-root`) or by the widget's shadow root.
 * Sheets are shared per target and reference-counted, so several widgets on a page add one sheet.
 */
type Target = Document | ShadowRoot;
const sheets = new WeakMap<Target, Map<string, { sheet: CSSStyleSheet | HTMLStyleElement; refs: number }>>();

const supportsAdopted = () =>
  typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in Document.prototype;

export function adoptStyles(target: Target, css: string): () => void {
  let map = sheets.get(target);
  if (!map) sheets.set(target, (map = new Map()));
  let entry = map.get(css);
  if (!entry) {
    let sheet: CSSStyleSheet | HTMLStyleElement;
    if (supportsAdopted()) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
    } else {
      // Test environments without constructable stylesheets (jsdom).
      sheet = document.createElement('style');
      sheet.textContent = css;
      (target instanceof Document ? target.head : target).appendChild(sheet);
    }
    map.set(css, (entry = { sheet, refs: 0 }));
  }
  entry.refs++;
  const owned = entry;
  return () => {
    if (--owned.refs > 0) return;
    map!.delete(css);
    if (owned.sheet instanceof HTMLStyleElement) owned.sheet.remove();
    else target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => s !== owned.sheet);
  };
}
