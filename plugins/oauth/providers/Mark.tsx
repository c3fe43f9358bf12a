/** Renders a provider's brand mark as inline SVG (decorative: the button's text names the provider). */
import { createElement, type ReactElement } from 'react';
import { MARK_TAGS, safeAttributes, type BrandMark, type MarkShape } from './define';

function renderShape([tag, attrs, ...children]: MarkShape, key: number): ReactElement | null {
  if (!MARK_TAGS.has(tag)) return null;
  return createElement(tag, { ...safeAttributes(attrs), key }, ...children.map(renderShape));
}

export function Mark({ mark, size = 20 }: { mark: BrandMark; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={mark.viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="ew-oauth-mark"
    >
      {mark.shapes.map(renderShape)}
    </svg>
  );
}
