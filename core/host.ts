/**
 * What a widget tells its host besides screens: events (`callbacks.onEvent`) and errors (`callbacks.onError`). A host
 * callback that throws is logged and never breaks the widget. (Toasts, which only follow a user's action, are the
 * command runtime's: core/commandRunner.ts.)
 */
import { describeError, widgetError } from './errors';
import type { WidgetHooks } from './plugin';
import type { Callbacks } from './widget';

export function createHost(hooks: WidgetHooks, callbacks: Callbacks) {
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
  };
}
