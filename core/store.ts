/**
 * One Redux store per widget. Core state: `widget` (screen router, loading, banner, toasts, config issues) and
 * `session` (what the Stytch client says about the user and session, minus every token). Plugin slices sit at
 * `state[pluginId]`, fixed when the widget is created; one `widget/pluginsRegistered` action follows so their state
 * exists (and shows in Redux DevTools) before the first render.
 *
 * Of Redux Toolkit only Redux itself is shipped (`legacy_createStore`, `combineReducers`, `applyMiddleware`: about
 * 1 KB brotli); slices and the listener middleware are ours (core/slice.ts, core/listeners.ts).
 */
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore,
  type Middleware,
  type Reducer,
  type StoreEnhancer,
} from 'redux';
import { createAction, createSlice, type PayloadAction } from './slice';
import { createListeners } from './listeners';
import type { Banner, ConfigIssue, ScreenTarget, WidgetKind } from './plugin';
import type { Bootstrap } from './clientInternals';
import { commandsReducer, type CommandState } from './commands';

export interface Toast {
  id: string;
  text: string;
  variant: 'success' | 'error' | 'info';
}

export interface WidgetState {
  kind: WidgetKind;
  /** Current screen; `'main'` is the Main screen. */
  screen: ScreenTarget;
  /** A spinner replaces the screen while true. */
  loading: boolean;
  banner: Banner | null;
  toasts: Toast[];
  configIssues: ConfigIssue[];
  /** Selected Main tab key. */
  tab: string | null;
  /** Whether the initial screen has been decided. */
  ready: boolean;
  /** Project bootstrap data from the client (watermark, email domains, password policy). */
  bootstrap: Bootstrap | null;
  /**
   * The locale shown: a negotiated tag whose catalogs have loaded; `''` while the first one loads (the widget then
   * shows a spinner without text, having no text in the user's language yet).
   */
  locale: string;
  /** The login step shown now (its id), between a factor's success and the login's completion. */
  step: string | null;
}

/** Toasts kept at most (20). */
export const MAX_TOASTS = 20;

const initialWidget: WidgetState = {
  kind: 'login',
  screen: { screen: 'main' },
  loading: false,
  banner: null,
  toasts: [],
  configIssues: [],
  tab: null,
  ready: false,
  bootstrap: null,
  locale: '',
  step: null,
};

const widgetSlice = createSlice({
  name: 'widget',
  initialState: initialWidget,
  reducers: {
    navigated: (state, action: PayloadAction<ScreenTarget>) => ({
      ...state,
      screen: action.payload,
      banner: null,
      loading: false,
    }),
    loadingSet: (state, action: PayloadAction<boolean>) => ({ ...state, loading: action.payload }),
    bannerSet: (state, action: PayloadAction<Banner | null>) => ({ ...state, banner: action.payload }),
    // The newest MAX_TOASTS stay.
    toastAdded: (state, action: PayloadAction<Toast>) => ({
      ...state,
      toasts: [...state.toasts, action.payload].slice(-MAX_TOASTS),
    }),
    toastRemoved: (state, action: PayloadAction<string>) => ({
      ...state,
      toasts: state.toasts.filter((t) => t.id !== action.payload),
    }),
    configChecked: (state, action: PayloadAction<ConfigIssue[]>) => ({ ...state, configIssues: action.payload }),
    tabSelected: (state, action: PayloadAction<string>) => ({ ...state, tab: action.payload }),
    bootstrapLoaded: (state, action: PayloadAction<Bootstrap>) => ({ ...state, bootstrap: action.payload }),
    localeSet: (state, action: PayloadAction<string>) => ({ ...state, locale: action.payload }),
    stepChanged: (state, action: PayloadAction<string | null>) => ({ ...state, step: action.payload }),
    started: (state, action: PayloadAction<{ kind: WidgetKind; screen?: ScreenTarget }>) => ({
      ...state,
      kind: action.payload.kind,
      screen: action.payload.screen ?? state.screen,
      ready: true,
    }),
  },
});

/** The session as the widget shows it: ids and times only, never tokens. */
export interface SessionState {
  status: 'unknown' | 'none' | 'active';
  userId: string | null;
  sessionId: string | null;
  expiresAt: string | null;
  /** Display data of the signed-in user. */
  user: { email?: string; phone?: string; name?: string } | null;
  /** Authentication factors of the current session, by type (e.g. 'magic_link', 'otp'). */
  factors: string[];
}

const initialSession: SessionState = {
  status: 'unknown',
  userId: null,
  sessionId: null,
  expiresAt: null,
  user: null,
  factors: [],
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    sessionChanged: (_state, action: PayloadAction<SessionState>) => action.payload,
  },
});

/** Dispatched once after the store is created, so plugin slices have their initial state at once. */
export const pluginsRegistered = createAction<{ ids: string[] }>('widget/pluginsRegistered');

export const {
  navigated,
  loadingSet,
  bannerSet,
  toastAdded,
  toastRemoved,
  configChecked,
  tabSelected,
  started,
  bootstrapLoaded,
  localeSet,
  stepChanged,
} = widgetSlice.actions;
export const { sessionChanged } = sessionSlice.actions;

/**
 * Plugin state lives under its id. Plugins augment this interface with their slice state:
 * `declare module 'entryway' { interface PluginStateRegistry { otp: OtpState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty until plugins augment it
export interface PluginStateRegistry {}

/** The whole state: the core's `widget` and `session`, and each registered plugin's slice under its id. */
export type RootState = {
  widget: WidgetState;
  session: SessionState;
  /** Each command's pending, error and rate-limit state, by command id (core/commands.ts). */
  commands: Record<string, CommandState>;
} & Partial<PluginStateRegistry>;

/** Keys whose values Redux DevTools never sees (defence in depth: they are never stored anyway). */
const SECRET_KEY = /pass(word|code)?|code|token|secret|jwt/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEY.test(k) && typeof v === 'string' ? '[redacted]' : redact(v, depth + 1);
  }
  return out;
}

export interface StoreOptions {
  /** Connect Redux DevTools (with sanitisers). @default false */
  devtools?: boolean | { name?: string };
  kind: WidgetKind;
  slices: { name: string; reducer: Reducer }[];
}

/** `dispatch(thunk)` calls it with `dispatch` and `getState` (WidgetApi.dispatch is a ThunkDispatch): redux-thunk's code. */
const thunk: Middleware =
  ({ dispatch, getState }) =>
  (next) =>
  (action) =>
    typeof action === 'function' ? action(dispatch, getState, undefined) : next(action);

/** What the Redux DevTools extension's `connect()` returns (the parts used here). */
interface DevtoolsConnection {
  init(state: unknown): void;
  send(action: unknown, state: unknown): void;
  unsubscribe?(): void;
}

/**
 * One Redux DevTools connection per live widget (sanitised actions and state, monitor only). It opens after the
 * task that created the widget, so React StrictMode's trial instance (created and destroyed at once) never shows up,
 * and `close()` (the widget's destroy) unsubscribes it.
 */
function devtoolsConnection(name: string) {
  type Extension = { connect(options: { name: string }): DevtoolsConnection };
  const ext =
    typeof window === 'undefined'
      ? undefined
      : (window as { __REDUX_DEVTOOLS_EXTENSION__?: Extension }).__REDUX_DEVTOOLS_EXTENSION__;
  if (!ext?.connect) return null;
  let connection: DevtoolsConnection | null = null;
  let closed = false;
  const middleware: Middleware = (api) => (next) => (action) => {
    const result = next(action);
    connection?.send(redact(action), redact(api.getState()));
    return result;
  };
  return {
    middleware,
    open(getState: () => unknown) {
      queueMicrotask(() => {
        if (closed) return;
        connection = ext.connect({ name });
        connection.init(redact(getState()));
      });
    },
    close() {
      closed = true;
      connection?.unsubscribe?.();
      connection = null;
    },
  };
}

/** The root reducer: `widget`, `session`, `commands`, then each plugin slice under its name (Redux's `combineReducers`). */
export function combineSlices(slices: readonly { name: string; reducer: Reducer }[]): Reducer<RootState> {
  return combineReducers(Object.fromEntries(slices.map((s) => [s.name, s.reducer]))) as unknown as Reducer<RootState>;
}

export function createWidgetStore({ devtools, kind, slices }: StoreOptions) {
  const listeners = createListeners();
  // Redux's own createStore with the listener and thunk middleware: the rest of what configureStore adds
  // (development-only checks, auto-batching) is not used here, and its code is not shipped (0.7 KB brotli).
  const connection = devtools
    ? devtoolsConnection(typeof devtools === 'object' && devtools.name ? devtools.name : `entryway:${kind}`)
    : null;
  const middleware = connection ? [listeners.middleware, thunk, connection.middleware] : [listeners.middleware, thunk];
  const store = legacy_createStore(
    combineSlices([widgetSlice, sessionSlice, commandsReducer, ...slices]),
    { widget: { ...initialWidget, kind } } as never,
    applyMiddleware(...middleware) as StoreEnhancer,
  );
  store.dispatch(pluginsRegistered({ ids: slices.map((s) => s.name) }));
  connection?.open(store.getState);
  /** Close the DevTools connection (the widget's destroy). */
  const disconnect = () => connection?.close();
  return { store, listeners, disconnect };
}

export type WidgetStore = ReturnType<typeof createWidgetStore>['store'];
