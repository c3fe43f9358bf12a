import type { ReactNode } from 'react';

/** Props of {@link Text}. */
export interface TextProps {
  /** `body` is 16px in the text colour; `helper` is 14px in the secondary colour. @default 'body' */
  variant?: 'body' | 'helper';
  /** The text. */
  children: ReactNode;
  /** Element id, e.g. for `aria-describedby`. @default undefined */
  id?: string;
  /** Element to render. @default 'p' */
  as?: 'p' | 'span' | 'div';
}

/** Body or helper text. Content is rendered as React children (never as HTML). */
export function Text({ variant = 'body', children, id, as: Tag = 'p' }: TextProps) {
  return (
    <Tag className={`ew-text ew-text--${variant}`} id={id}>
      {children}
    </Tag>
  );
}
