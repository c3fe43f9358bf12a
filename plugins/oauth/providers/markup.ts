/**
 * A brand mark as SVG markup, for pages rendered without React (the simulator's provider page). Every value is
 * escaped and only allowed elements and attributes are drawn (a third party may pass its own mark).
 */
import { MARK_TAGS, safeAttributes, type BrandMark, type MarkShape } from './define';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** React's camelCase SVG attribute names → SVG's (`strokeWidth` → `stroke-width`); `viewBox` stays. */
const attrName = (name: string) => (name === 'viewBox' ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

function shapeMarkup([tag, attrs, ...children]: MarkShape): string {
  if (!MARK_TAGS.has(tag)) return '';
  const a = Object.entries(safeAttributes(attrs))
    .map(([k, v]) => ` ${attrName(k)}="${escape(String(v))}"`)
    .join('');
  return `<${tag}${a}>${children.map(shapeMarkup).join('')}</${tag}>`;
}

/** `<svg …>` markup of a mark, decorative (`aria-hidden`), `size` px square. */
export function markMarkup(mark: BrandMark, size = 20): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${escape(mark.viewBox)}" width="${size}" height="${size}" ` +
    `aria-hidden="true" focusable="false">${mark.shapes.map(shapeMarkup).join('')}</svg>`
  );
}
