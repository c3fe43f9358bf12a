import { useWidgetState } from 'entryway';

/** The project's name from bootstrap; without one, the page's host, which is what the user sees in the address bar. */
export function useProjectName(): string {
  const name = useWidgetState((s) => s.widget.bootstrap?.projectName);
  return name || (typeof location === 'undefined' ? '' : location.hostname);
}
