/**
 * What a widget tells its host and its user besides screens: events (`callbacks.onEvent`), errors
 * (`callbacks.onError`) and toasts. A host callback that throws is logged and never breaks the widget.
 */
import { describeError, widgetError } from './errors';
import type { WidgetHooks } from './plugin';
import { toastAdded, toastRemoved, type WidgetStore } from './store';
import type { Callbacks } from './widget';

const TOAST_MS = { success: 2000, error: 4000, info: 4000 } as const;

export function createHost(hooks: WidgetHooks, callbacks: Callbacks, store: WidgetStore, instanceId: string) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let seq = 0;
  const call = <E>(name: 'onEvent' | 'onError' | 'onFlow', value: E) => {
    try {
      (callbacks[name] as ((value: E) => void) | undefined)?.(value);
    } catch (e) {
      console.error(`Entryway: callbacks.${name} threw`, e);
    }
  };
  return {
    call,
    emit(type: string, data: unknown = {}) {
      const event = { type, data };
      hooks.event.call(event);
      call('onEvent', event);
    },
    reportError(message: string, cause?: unknown) {
      // What nobody expected (a plugin's bug, a client used wrongly) is logged with its stack while developing; the
      // user keeps seeing the friendly text.
      if (process.env.NODE_ENV !== 'production' && cause !== undefined && describeError(cause).kind === 'unknown')
        console.error(`Entryway: unexpected error ("${message}" was shown)`, cause);
      const error = widgetError(message, cause);
      hooks.error.call(error);
      call('onError', error);
    },
    toast(text: string, variant: 'success' | 'error' | 'info' = 'info') {
      const id = `${instanceId}-toast-${++seq}`;
      store.dispatch(toastAdded({ id, text, variant }));
      const timer = setTimeout(() => {
        timers.delete(timer);
        store.dispatch(toastRemoved(id));
      }, TOAST_MS[variant]);
      timers.add(timer);
    },
    destroy() {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
