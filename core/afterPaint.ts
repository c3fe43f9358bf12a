/**
 * Deferring what a widget's first screen does not need until that screen is on the page.
 */

/** How long work deferred to the page's idle time may wait for it. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Work the first screen does not need (the Stytch client, the command runtime's code), run once: after the frame
 * that shows that screen, when the page is next idle (it leaves the main thread to the first paint and the user's
 * first keystrokes), or at once on the user's first interaction, whichever comes first. The client's code and its
 * start-up are the largest script a page runs after its form; a submit made before they are there waits for them.
 */
export function afterFirstPaint(alive: () => boolean, teardowns: (() => void)[], run: () => void) {
  let done = false;
  let painted = false;
  let shown = false;
  let wanted = false;
  const once = () => {
    if (done || !alive()) return;
    done = true;
    run();
  };
  return {
    /** The first screen is in the DOM. */
    shown() {
      if (shown) return;
      shown = true;
      if (typeof requestAnimationFrame === 'undefined') return once();
      const frame = requestAnimationFrame(() => {
        painted = true;
        if (wanted) return once();
        if (typeof requestIdleCallback === 'function') {
          const idle = requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
          teardowns.push(() => cancelIdleCallback(idle));
        } else {
          const timer = setTimeout(once);
          teardowns.push(() => clearTimeout(timer));
        }
      });
      teardowns.push(() => cancelAnimationFrame(frame));
    },
    /** The user's first sign of intent: no waiting for idle time once the first screen has been painted. */
    wanted() {
      wanted = true;
      if (painted) once();
    },
  };
}
