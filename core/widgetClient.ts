/**
 * A widget's Stytch client: the one the app passed, or the one its factory makes on first use (after the first
 * screen is painted, unless something needs it sooner). Once the client exists the widget connects to it: the session
 * manager, the bootstrap data, and the telemetry logged while it did not exist yet.
 */
import type { Client } from './plugin';
import { bootstrapLoaded, type WidgetStore } from './store';
import { startSessionManager } from './session';
import { bootstrapAsync, bootstrapSync, logClientEvent } from './clientInternals';

/** Clients made by an app's factory: a widget made again (StrictMode, a remount) reuses it. */
const madeClients = new WeakMap<() => Client, Client>();

export interface WidgetClient {
  /** The client (a factory's is made now if it was not yet). Throws the product's message when there is none. */
  get(): Client;
  /** Log a telemetry event through the client; before a deferred client exists, the event waits for it. */
  logEvent(name: string, details?: Record<string, unknown>): void;
  /** Connect to a client the app passed (after the plugins have registered). */
  connectGiven(): void;
  /** A factory's call, once the first screen is painted (unless something asked for the client already). */
  afterPaint(): void;
}

export function createWidgetClient(
  given: Client | (() => Client) | undefined,
  store: WidgetStore,
  teardowns: (() => void)[],
  alive: () => boolean,
  noClient: () => string,
  report: (message: string, cause?: unknown) => void,
): WidgetClient {
  const factory = typeof given === 'function' ? given : null;
  let client: Client | null = factory ? null : ((given as Client | undefined) ?? null);
  const waiting: ((client: Client) => void)[] = [];
  let scheduled = false;

  function connect(c: Client) {
    teardowns.push(startSessionManager(c, store.dispatch));
    store.dispatch(bootstrapLoaded(bootstrapSync(c)));
    void bootstrapAsync(c).then((b) => {
      if (alive()) store.dispatch(bootstrapLoaded(b));
    });
    waiting.splice(0).forEach((run) => run(c));
  }
  function get(): Client {
    // The configuration error the widget shows says the same and names the fix.
    if (!client && !factory) throw new Error(noClient());
    if (!client) {
      client = madeClients.get(factory!) ?? factory!();
      madeClients.set(factory!, client);
      if (alive()) connect(client);
    }
    return client;
  }
  return {
    get,
    logEvent(name, details) {
      if (client) logClientEvent(client, name, details);
      else waiting.push((c) => logClientEvent(c, name, details));
    },
    connectGiven() {
      if (client) connect(client);
    },
    afterPaint() {
      if (client || !alive() || scheduled) return;
      scheduled = true;
      const frame = requestAnimationFrame(() => {
        const timer = setTimeout(() => {
          if (!alive()) return;
          try {
            get();
          } catch (e) {
            report(e instanceof Error ? e.message : String(e), e);
          }
        });
        teardowns.push(() => clearTimeout(timer));
      });
      teardowns.push(() => cancelAnimationFrame(frame));
    },
  };
}
