/** Add CSS to the document without a <style> element (allowed by `style-src 'self'`). */
export function adoptCss(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
