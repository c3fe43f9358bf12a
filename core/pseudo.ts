/**
 * Pseudo-locales, generated from the English catalog when a widget asks for one (a lazy chunk):
 * - `en-XA`: accented and about 35 % longer, in brackets (`[Ŝîĝñ ûþ öŕ ļöĝ îñ one two]`), so untranslated text
 *   (no brackets) and text that clips or overflows stand out;
 * - `ar-XB`: the English words shown right to left (each word wrapped in a right-to-left override), with
 *   `dir="rtl"` on the widget, to check mirroring without reading Arabic.
 * Only literal text changes: ICU arguments, plural and select keywords stay intact.
 */
import { parse, type Part } from './icu';
import type { Catalog } from './plugin';

const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklmnoprstuwyzABCDEGHIKLNORSTUWYZ'].map((c, i) => [
    c,
    [...'åƀçđéĝĥîķļɱñöþŕšţûŵýžÅƁÇĐÉĜĤÎĶĻŃÖŔŠŢÛŴÝŽ'][i],
  ]),
);
const PAD = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Quote ICU syntax characters of literal text. */
const lit = (s: string) => s.replace(/'/g, "''").replace(/[{}#]/g, "'$&'");

function print(parts: Part[], text: (s: string) => string): string {
  return parts
    .map((p) => {
      if (typeof p === 'string') return lit(text(p));
      if (p.a === '#') return '#';
      if (!p.c) return p.t ? `{${p.a}, ${p.t}}` : `{${p.a}}`;
      const cases = Object.entries(p.c).map(([k, v]) => `${k} {${print(v, text)}}`);
      return `{${p.a}, ${p.t}, ${p.o ? `offset:${p.o} ` : ''}${cases.join(' ')}}`;
    })
    .join('');
}

const accent = (s: string) => s.replace(/[a-zA-Z]/g, (c) => ACCENTS[c] ?? c);
const mirror = (s: string) => s.replace(/[^\s]+/g, (w) => `\u202e${w}\u202c`);

/** The pseudo-locale `tag`'s catalog made from `english`. */
export function pseudoCatalog(english: Catalog, tag: string): Catalog {
  const out: Catalog = {};
  for (const [key, value] of Object.entries(english)) {
    let parts: Part[];
    try {
      parts = parse(value);
    } catch {
      parts = [value];
    }
    if (tag === 'ar-XB') {
      out[key] = print(parts, mirror);
      continue;
    }
    // About 35 % longer: padding words after the text, counted from the literal text's length.
    const length = value.replace(/\{[^}]*\}/g, '').length;
    let pad = '';
    for (let i = 0; pad.length < length * 0.35 - 2; i++) pad += ` ${PAD[i % PAD.length]}`;
    out[key] = `[${print(parts, accent)}${lit(pad)}]`;
  }
  return out;
}
