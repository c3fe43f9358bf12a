/**
 * Calls one hook through tapable and one through Entryway's hooks and writes what happened into the page, for
 * test/e2e/csp.e2e.ts. Under `script-src 'self'` tapable's `new Function` throws an EvalError (and the browser
 * fires a `securitypolicyviolation`), which is why the core ships its own hook implementation.
 */
import { SyncHook as TapableSyncHook } from 'tapable';
import { SyncHook as EntrywaySyncHook } from '../../core/hooks';

function attempt(testId: string, run: () => string): void {
  const out = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
  try {
    out.textContent = run();
    out.dataset.outcome = 'ran';
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    out.textContent = `${err.name}: ${err.message}`;
    out.dataset.outcome = err.name;
  }
}

attempt('tapable-result', () => {
  const hook = new TapableSyncHook<[string[]]>(['out']);
  hook.tap('sandbox', (out) => void out.push('tapable'));
  const out: string[] = [];
  hook.call(out);
  return `ran: ${out.join(', ')}`;
});

attempt('entryway-result', () => {
  const hook = new EntrywaySyncHook<[string[]]>(['out']);
  hook.tap('sandbox', (out) => void out.push('entryway'));
  const out: string[] = [];
  hook.call(out);
  return `ran: ${out.join(', ')}`;
});
