import type { ReactNode } from 'react';

/** Joins ids for `aria-describedby`; `undefined` when there are none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((x): x is string => !!x);
  return list.length ? list.join(' ') : undefined;
}

/** Whether a ReactNode renders something (`null`, `undefined`, `false`, `true` and `''` do not). */
export function hasContent(node: ReactNode): boolean {
  return node != null && typeof node !== 'boolean' && node !== '';
}
