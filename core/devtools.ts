/**
 * Redux DevTools for a widget created with `devtools` (core/store.ts loads this module only then, after the task that
 * created the widget): one connection per live widget, monitor only, every action and state sanitised.
 */

/** Keys whose values Redux DevTools never sees (defence in depth: they are never stored anyway). */
const SECRET_KEY = /pass(word|code)?|code|token|secret|jwt/i;

/** `value` with the string under every secret-looking key replaced, at any depth (up to 8). */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEY.test(k) && typeof v === 'string' ? '[redacted]' : redact(v, depth + 1);
  }
  return out;
}

/** What the Redux DevTools extension's `connect()` returns (the parts used here). */
interface ExtensionConnection {
  init(state: unknown): void;
  send(action: unknown, state: unknown): void;
  unsubscribe?(): void;
}

/**
 * Connect to the Redux DevTools extension as `name`, starting from the state now; null without the extension.
 * `send` passes on an action and the state after it; `close` (the widget's destroy) unsubscribes.
 */
export function connectDevtools(name: string, getState: () => unknown) {
  type Extension = { connect(options: { name: string }): ExtensionConnection };
  type WithExtension = { __REDUX_DEVTOOLS_EXTENSION__?: Extension };
  const ext = typeof window === 'undefined' ? undefined : (window as WithExtension).__REDUX_DEVTOOLS_EXTENSION__;
  if (!ext?.connect) return null;
  const connection = ext.connect({ name });
  connection.init(redact(getState()));
  return {
    send: (action: unknown, state: unknown) => connection.send(redact(action), redact(state)),
    close: () => connection.unsubscribe?.(),
  };
}
