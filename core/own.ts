/**
 * Tables indexed by values a server (or a page's URL) chose: look keys up as own properties only, so `__proto__`,
 * `constructor` or `toString` never pick an inherited member ('[object Object]', 'function toString() …').
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string | undefined | null): V | undefined {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** Longest server-supplied text the widget shows; longer texts are cut at a word boundary with '…'. */
export const MAX_SERVER_TEXT = 300;

/** A bounded excerpt of text the widget did not write (a server's `error_message`…). */
export function excerpt(text: string, max = MAX_SERVER_TEXT): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
