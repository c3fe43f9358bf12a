import { useEffect, useRef, useState } from 'react';

/** Whole seconds from now until `until` (a `Date.now()` time), never below 0. */
export const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Seconds left until `until`, re-rendering once a second while it runs (resend cooldowns, rate-limit waits).
 * `onDone` runs once when a running countdown reaches 0, e.g. to announce that an action is available again.
 */
export function useCountdown(until: number, onDone?: () => void): number {
  const [, rerender] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;
  const seconds = secondsUntil(until);
  useEffect(() => {
    if (seconds === 0) return;
    const timer = setTimeout(() => {
      rerender((n) => n + 1);
      if (secondsUntil(until) === 0) done.current?.();
    }, 1000);
    return () => clearTimeout(timer);
  }, [until, seconds]);
  return seconds;
}
