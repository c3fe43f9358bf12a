/**
 * Focus back on a section's Add button when the form or code step it opened closes (sent, verified, cancelled):
 * the focused field goes with the form, and a keyboard user would otherwise start again from the top of the page.
 * Only when focus was in the section or lost with the form: never pulled from elsewhere on the page.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusBack(root: RefObject<HTMLElement | null>, open: boolean, buttonId: string): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const el = root.current;
    if (!closed || !el) return;
    const active = (el.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && active !== el.ownerDocument.body && !el.contains(active)) return;
    [...el.querySelectorAll<HTMLElement>('[id]')].find((b) => b.id === buttonId)?.focus();
  }, [root, open, buttonId]);
}
