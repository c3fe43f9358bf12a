import type { ReactNode } from 'react';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  /** Content read by screen readers but not shown on screen. */
  children: ReactNode;
  /** Optional id, e.g. to reference the text from `aria-describedby`. @default undefined */
  id?: string;
}

/**
 * Hides content visually while keeping it in the accessibility tree (the classic clip pattern, not `display: none`).
 * Only styled inside `.ew-root`.
 */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className="ew-visually-hidden" id={id}>
      {children}
    </span>
  );
}
