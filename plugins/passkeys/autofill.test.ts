// @vitest-environment node
/**
 * The autofill runner's rules, with a scripted request: 5 tries per widget, one fewer after each failure (the budget
 * outlives a visit to Main), aborts on stop, never two requests at once, and a skipped or successful request ends it.
 */
import { describe, expect, it } from 'vitest';
import { AUTOFILL_ATTEMPTS, createAutofill } from './autofill';

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** A request double: each call waits until the test settles it, or rejects with AbortError when its signal aborts. */
function harness(initialBudget = AUTOFILL_ATTEMPTS, { ignoreAbort = false } = {}) {
  let budget = initialBudget;
  const calls: { signal: AbortSignal; resolve(v: object | null): void; reject(e: unknown): void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const failures: unknown[] = [];
  const successes: object[] = [];
  const autofill = createAutofill({
    request: (signal) =>
      new Promise<object | null>((resolve, reject) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        const done = () => inFlight--;
        if (!ignoreAbort)
          signal.addEventListener('abort', () => {
            done();
            reject(abortError());
          });
        calls.push({
          signal,
          resolve: (v) => {
            done();
            resolve(v);
          },
          reject: (e) => {
            done();
            reject(e);
          },
        });
      }),
    attemptsLeft: () => budget,
    failed: (e) => {
      budget--;
      failures.push(e);
    },
    succeeded: (r) => void successes.push(r),
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { autofill, calls, failures, successes, flush, budget: () => budget, maxInFlight: () => maxInFlight };
}

describe('autofill runner', () => {
  it('tries at most 5 times, one fewer after each failure, then stops', async () => {
    const h = harness();
    h.autofill.start();
    for (let i = 0; i < 5; i++) {
      await h.flush();
      expect(h.calls).toHaveLength(i + 1);
      h.calls[i].reject(new DOMException('cancelled', 'NotAllowedError'));
    }
    await h.autofill.settled();
    expect(h.calls).toHaveLength(5);
    expect(h.failures).toHaveLength(5);
    expect(h.budget()).toBe(0);
    // Coming back to Main with no tries left sends nothing.
    h.autofill.start();
    await h.autofill.settled();
    expect(h.calls).toHaveLength(5);
  });

  it('keeps the spent tries across visits to Main', async () => {
    const h = harness();
    h.autofill.start();
    await h.flush();
    h.calls[0].reject(new Error('network'));
    await h.flush();
    h.calls[1].reject(new Error('network'));
    await h.flush();
    h.autofill.stop(); // leaving Main: the third request is aborted, which is not a failure
    await h.autofill.settled();
    expect(h.budget()).toBe(3);
    h.autofill.start();
    for (let i = 3; i < 6; i++) {
      await h.flush();
      h.calls[i].reject(new Error('network'));
    }
    await h.autofill.settled();
    expect(h.calls).toHaveLength(6);
    expect(h.budget()).toBe(0);
  });

  it('aborts the pending request on stop (unmount, leaving Main) without spending a try', async () => {
    const h = harness();
    h.autofill.start();
    await h.flush();
    expect(h.calls[0].signal.aborted).toBe(false);
    h.autofill.stop();
    expect(h.calls[0].signal.aborted).toBe(true);
    await h.autofill.settled();
    expect([h.failures.length, h.budget(), h.calls.length]).toEqual([0, 5, 1]);
  });

  it('never runs two requests at once: a second start is ignored, a restart waits for the aborted run to end', async () => {
    // A request that is slow to notice its abort (e.g. still waiting for the start call's answer).
    const h = harness(AUTOFILL_ATTEMPTS, { ignoreAbort: true });
    h.autofill.start();
    h.autofill.start();
    await h.flush();
    expect(h.calls).toHaveLength(1);
    h.autofill.stop(); // StrictMode's effect replay or a quick back-and-forth to Main
    h.autofill.start();
    await h.flush();
    expect(h.calls).toHaveLength(1);
    h.calls[0].reject(abortError());
    await h.flush();
    expect(h.calls).toHaveLength(2);
    expect(h.calls[1].signal.aborted).toBe(false);
    expect(h.maxInFlight()).toBe(1);
    expect(h.budget()).toBe(5);
    h.autofill.stop();
    h.calls[1].reject(abortError());
    await h.autofill.settled();
  });

  it('a success ends the run; a skipped request (no browser support) ends it without spending a try', async () => {
    const h = harness();
    h.autofill.start();
    await h.flush();
    h.calls[0].resolve({ user_id: 'user-1' });
    await h.autofill.settled();
    expect(h.successes).toEqual([{ user_id: 'user-1' }]);

    const skipped = harness();
    skipped.autofill.start();
    await skipped.flush();
    skipped.calls[0].resolve(null);
    await skipped.autofill.settled();
    expect([skipped.calls.length, skipped.budget(), skipped.successes.length]).toEqual([1, 5, 0]);
  });
});
