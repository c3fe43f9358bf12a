import type { ReactNode } from 'react';

/** Props of {@link ErrorText}. */
export interface ErrorTextProps {
  /** Element id, so the related input can point at it with `aria-describedby`. */
  id: string;
  /** The message; when empty the element stays in the DOM (an empty live region) and takes no space. */
  children?: ReactNode;
}

/**
 * An inline error message in the error colour with `role="alert"`. Keep it mounted and change its children, so the
 * live region exists before the message arrives and is announced reliably.
 */
export function ErrorText({ id, children }: ErrorTextProps) {
  return (
    <div className="ew-error-text" id={id} role="alert">
      {children}
    </div>
  );
}
