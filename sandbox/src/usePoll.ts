import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Poll `load` every `ms` while the tab is visible; `refresh()` loads at once. Keeps the last good value and the
 * last error separately, so a failed poll does not blank the panel.
 */
export function usePoll<T>(
  load: () => Promise<T>,
  ms: number,
): { value: T | undefined; error: string | null; refresh: () => void } {
  const [value, setValue] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const alive = useRef(true);
  // What the last answer said: an unchanged answer (most polls) re-renders nothing.
  const last = useRef<string | undefined>(undefined);

  const refresh = useCallback(() => {
    loadRef
      .current()
      .then((v) => {
        if (!alive.current) return;
        const said = JSON.stringify(v);
        if (said !== last.current) {
          last.current = said;
          setValue(v);
        }
        setError(null);
      })
      .catch((e: unknown) => alive.current && setError(e instanceof Error ? e.message : String(e)));
  }, []);

  useEffect(() => {
    alive.current = true;
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, ms);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [ms, refresh]);

  return { value, error, refresh };
}
