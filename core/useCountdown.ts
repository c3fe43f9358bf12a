import { useEffect, useRef, useState } from 'react';

/** Whole seconds from now until `until` (a `Date.now()` time), never below 0. */
export const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Seconds left until `until`, re-rendering whenever the shown number changes (resend cooldowns, rate-limit waits,
 * passcode expiry). `onDone` runs once when a running countdown reaches 0, e.g. to announce that an action is
 * available again. The one countdown of the core: plugins use it rather than timers of their own.
 */
export function useCountdown(until: number, onDone?: () => void): number {
  const [tick, rerender] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;
  const seconds = secondsUntil(until);
  // Re-armed on every tick too, so a timer that fires a hair early cannot stop the countdown.
  useEffect(() => {
    if (seconds === 0) return;
    // Wake exactly when the whole-second count changes (not 1 s after this render), so a countdown started
    // mid-second never shows a number for too long, and the end lands on `until` itself.
    const delay = (until - Date.now()) % 1000 || 1000;
    const timer = setTimeout(
      () => {
        rerender((n) => n + 1);
        if (secondsUntil(until) === 0) done.current?.();
      },
      Math.max(delay, 1),
    );
    return () => clearTimeout(timer);
  }, [until, seconds, tick]);
  return seconds;
}
