import type { ReactNode } from 'react';

/** Props of {@link Heading}. */
export interface HeadingProps {
  /** Heading level (`h1`…`h6`); the look is the same (24px, weight 600). @default 1 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The heading text. */
  children: ReactNode;
  /** Element id, e.g. for `aria-labelledby`. @default undefined */
  id?: string;
}

/** A screen title: `--ew-header-size` (24px), weight 600. */
export function Heading({ level = 1, children, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className="ew-heading" id={id}>
      {children}
    </Tag>
  );
}
