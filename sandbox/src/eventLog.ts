/** What the widget reported through `callbacks.onEvent` / `onError`, newest first, for the event-log panel. */
import { useSyncExternalStore } from 'react';

export interface LogEntry {
  id: number;
  kind: 'event' | 'error';
  /** Event type (StytchEventType value) or 'error'. */
  type: string;
  data: unknown;
  at: Date;
}

const MAX = 200;
let entries: LogEntry[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const eventLog = {
  push(kind: LogEntry['kind'], type: string, data: unknown) {
    entries = [{ id: ++seq, kind, type, data, at: new Date() }, ...entries].slice(0, MAX);
    notify();
  },
  clear() {
    entries = [];
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => entries,
};

/** Callbacks to pass to a mount function. */
export const logCallbacks = {
  onEvent: (e: { type: string; data: unknown }) => eventLog.push('event', e.type, e.data),
  onError: (e: { message: string }) => eventLog.push('error', 'error', e.message),
};

export function useEventLog(): LogEntry[] {
  return useSyncExternalStore(eventLog.subscribe, eventLog.get);
}
