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
import type { CommandState } from './commands';

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

/** The state of a command that has not run (core/commands.ts). */
export const IDLE: CommandState = Object.freeze({ pending: false, error: null, retryAt: 0 });

/** A command's state changed (`null`: forgotten): the command runtime's one action. @internal */
export const commandChanged = (id: string, change: Partial<CommandState> | null) => ({
  type: 'commands/commandChanged',
  payload: { id, change },
});

/**
 * The `commands` slice: each command's pending, error and rate-limit state by id (core/commands.ts). A new screen
 * starts without the errors of the last one: navigation clears every command's error (a rate-limit wait stays).
 */
function commandsReducer(state: Record<string, CommandState> = {}, action: { type: string; payload?: unknown }) {
  if (action.type === navigated.type)
    return Object.fromEntries(Object.entries(state).map(([id, s]) => [id, s.error ? { ...s, error: null } : s]));
  if (action.type !== 'commands/commandChanged') return state;
  const { id, change } = action.payload as ReturnType<typeof commandChanged>['payload'];
  const { [id]: before, ...rest } = state;
  return change ? { ...state, [id]: { ...(before ?? IDLE), ...change } } : before ? rest : state;
}

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

/** The root reducer: `widget`, `session`, `commands`, then each plugin slice under its name (Redux's `combineReducers`). */
export function combineSlices(slices: readonly { name: string; reducer: Reducer }[]): Reducer<RootState> {
  return combineReducers(Object.fromEntries(slices.map((s) => [s.name, s.reducer]))) as unknown as Reducer<RootState>;
}

export function createWidgetStore({ devtools, kind, slices }: StoreOptions) {
  const listeners = createListeners();
  // Redux's own createStore with the listener and thunk middleware: the rest of what configureStore adds
  // (development-only checks, auto-batching) is not used here, and its code is not shipped (0.7 KB brotli).
  const middleware: Middleware[] = [listeners.middleware, thunk];
  // Redux DevTools, when asked: its code (core/devtools.ts) loads after the task that created the widget, so React
  // StrictMode's trial instance (created and destroyed at once) never shows up; each action after it is sent.
  let connection: DevtoolsConnection | undefined;
  let closed = false;
  if (devtools)
    middleware.push((api) => (next) => (action) => {
      const result = next(action);
      connection?.send(action, api.getState());
      return result;
    });
  const store = legacy_createStore(
    combineSlices([widgetSlice, sessionSlice, { name: 'commands', reducer: commandsReducer as Reducer }, ...slices]),
    { widget: { ...initialWidget, kind } } as never,
    applyMiddleware(...middleware) as StoreEnhancer,
  );
  store.dispatch(pluginsRegistered({ ids: slices.map((s) => s.name) }));
  if (devtools)
    import('./devtools').then(
      (m) => {
        const name = typeof devtools === 'object' && devtools.name ? devtools.name : `entryway:${kind}`;
        if (!closed) connection = m.connectDevtools(name, store.getState) ?? undefined;
      },
      () => {},
    );
  /** Close the DevTools connection (the widget's destroy). */
  const disconnect = () => {
    closed = true;
    connection?.close();
  };
  return { store, listeners, disconnect };
}

export type WidgetStore = ReturnType<typeof createWidgetStore>['store'];

/** A widget's Redux DevTools connection (core/devtools.ts). */
type DevtoolsConnection = NonNullable<ReturnType<typeof import('./devtools').connectDevtools>>;
