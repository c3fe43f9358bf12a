/**
 * A widget's Stytch client: the one the app passed, or the one its factory makes on first use (`start()`, which the
 * widget calls once the first screen is painted, unless something needs the client sooner). Once the client exists the widget connects to it: the session
 * manager, the bootstrap data, and the telemetry logged while it did not exist yet.
 */
import type { Client } from './plugin';
import { bootstrapLoaded, type WidgetStore } from './store';
import { startSessionManager } from './session';
import { bootstrapAsync, bootstrapSync, logClientEvent } from './clientInternals';

/**
 * Clients made by an app's factory (or the promise of one, while an asynchronous factory runs): a widget made again
 * (StrictMode, a remount) reuses it.
 */
const madeClients = new WeakMap<ClientFactory, Client | Promise<Client>>();

/** What `WidgetOptions.client` may be besides a client: a function that makes one, possibly after loading its code. */
export type ClientFactory = () => Client | Promise<Client>;

const isPromise = (v: unknown): v is Promise<Client> => typeof (v as Promise<unknown> | null)?.then === 'function';

export interface WidgetClient {
  /**
   * The client (a factory's is made now if it was not yet). Throws the product's message when there is none, and a
   * message naming the fix while an asynchronous factory's client is still on its way.
   */
  get(): Client;
  /** The client once it exists: at once for a client the app passed, after the factory's promise otherwise. */
  ready(): Promise<Client>;
  /** Log a telemetry event through the client; before a deferred client exists, the event waits for it. */
  logEvent(name: string, details?: Record<string, unknown>): void;
  /** Connect to a client the app passed (after the plugins have registered). */
  connectGiven(): void;
  /**
   * While the client is not at hand: the promise of it (an asynchronous factory's, or a rejected one saying why there
   * is none); null once it is there (a synchronous factory's client is made now).
   */
  pending(): Promise<Client> | null;
  /** Make a factory's client now if it was not yet (the widget calls it once the first screen is painted). */
  start(): void;
}

export function createWidgetClient(
  given: Client | ClientFactory | undefined,
  store: WidgetStore,
  teardowns: (() => void)[],
  alive: () => boolean,
  noClient: () => string,
  report: (message: string, cause?: unknown) => void,
): WidgetClient {
  const factory = typeof given === 'function' ? given : null;
  let client: Client | null = factory ? null : ((given as Client | undefined) ?? null);
  let arriving: Promise<Client> | null = null;
  const waiting: ((client: Client) => void)[] = [];

  function connect(c: Client) {
    client = c;
    if (!alive()) return;
    teardowns.push(startSessionManager(c, store.dispatch));
    store.dispatch(bootstrapLoaded(bootstrapSync(c)));
    void bootstrapAsync(c).then((b) => {
      if (alive()) store.dispatch(bootstrapLoaded(b));
    });
    waiting.splice(0).forEach((run) => run(c));
  }
  /** Call the factory (or take what an earlier widget's call made); the client, or the promise of it. */
  function make(): Client | Promise<Client> {
    if (client) return client;
    // The configuration error the widget shows says the same and names the fix.
    if (!factory) throw new Error(noClient());
    if (arriving) return arriving;
    const made = madeClients.get(factory) ?? factory();
    madeClients.set(factory, made);
    if (!isPromise(made)) {
      connect(made);
      return made;
    }
    arriving = made.then(
      (c) => {
        madeClients.set(factory, c);
        connect(c);
        return c;
      },
      (e: unknown) => {
        // A client whose code could not be fetched (offline, a deploy removed the chunk): the next use asks again.
        if (madeClients.get(factory) === made) madeClients.delete(factory);
        arriving = null;
        throw e;
      },
    );
    return arriving;
  }
  function get(): Client {
    const made = make();
    if (isPromise(made))
      throw new Error(
        'Entryway: the Stytch client is still loading (the client option returned a promise). Use it in a command ' +
          '(the runtime waits for it), or await widget.clientReady() first.',
      );
    return made;
  }
  return {
    get,
    ready: async () => make(),
    logEvent(name, details) {
      if (client) logClientEvent(client, name, details);
      else waiting.push((c) => logClientEvent(c, name, details));
    },
    connectGiven() {
      if (client) connect(client);
    },
    pending() {
      if (client) return null;
      let made: Client | Promise<Client>;
      try {
        made = make();
      } catch (e) {
        // No client to make (none was given, or the factory threw): what waits for it fails with that error.
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
      return isPromise(made) ? made : null;
    },
    start() {
      if (client || !alive()) return;
      try {
        const made = make();
        // A failure is said when something needs the client (a command's error); here it is only reported.
        if (isPromise(made))
          made.catch((e: unknown) => alive() && report(e instanceof Error ? e.message : String(e), e));
      } catch (e) {
        report(e instanceof Error ? e.message : String(e), e);
      }
    },
  };
}
