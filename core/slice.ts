/**
 * `createSlice` and `createAction` with Redux Toolkit's names and action shapes, without immer: a case reducer
 * returns the new state. RTK's own `createSlice` pulls in immer and reselect (7.7 KB brotli on every page) for what
 * a few spreads do here; the typed `state` parameter is deeply readonly, so a mutation is a compile error.
 */
/** An action with a payload, as RTK's `PayloadAction` (without `meta` / `error`). */
export type PayloadAction<P = void, T extends string = string> = {
  payload: P;
  type: T;
};

/** `T` with every property, array and nested object readonly: the state a case reducer receives. */
export type Immutable<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: Immutable<T[K]> }
    : T;

/* eslint-disable @typescript-eslint/no-explicit-any -- actions and case reducers of any payload, as Redux Toolkit
   types them: a reducer takes its action as a parameter, so `unknown` there would refuse every concrete one */
/**
 * Creates actions of one type and recognises them, as RTK's action creators do: `creator(payload)`, `creator.type`
 * and `creator.match(action)` (a type guard, e.g. for listener predicates).
 */
export interface ActionCreator<A extends PayloadAction<any>> {
  (...payload: PayloadArgs<A['payload']>): A;
  readonly type: A['type'];
  match(action: unknown): action is A;
}

/** The creator's arguments: none for `void`, optional when `undefined` is allowed, else required. */
type PayloadArgs<P> = 0 extends 1 & P
  ? [payload?: any]
  : [P] extends [void]
    ? []
    : undefined extends P
      ? [payload?: P]
      : [payload: P];

/**
 * An action creator for `type` with a payload of type `P` (none when `P` is omitted).
 * @example const pluginsRegistered = createAction<{ ids: string[] }>('widget/pluginsRegistered');
 */
export function createAction<P = void, T extends string = string>(type: T): ActionCreator<PayloadAction<P, T>> {
  const creator = (payload?: P) => ({ type, payload }) as PayloadAction<P, T>;
  creator.type = type;
  creator.match = (action: unknown): action is PayloadAction<P, T> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
  return creator as ActionCreator<PayloadAction<P, T>>;
}

/** One case reducer: the current state (readonly) and the action in, the next state out. Never mutate `state`. */
export type CaseReducer<S, A extends PayloadAction<any> = PayloadAction<any>> = (
  state: Immutable<S>,
  action: A,
) => Immutable<S>;

/** The action a case reducer handles: its `action` parameter's type, or no payload when it takes none. */
type ActionOf<CR, T extends string> = CR extends (state: any) => any
  ? PayloadAction<void, T>
  : CR extends (state: any, action: PayloadAction<infer P>) => any
    ? PayloadAction<P, T>
    : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Options of {@link createSlice}. */
export interface CreateSliceOptions<S, Name extends string, CR extends Record<string, CaseReducer<S>>> {
  /** The slice's name: the action prefix and, for a plugin, its id (`state[name]`). */
  name: Name;
  /** The state before any action. */
  initialState: S;
  /** Case reducers by action name; each returns the new state (spread and copy; never mutate). */
  reducers: CR;
}

/** What {@link createSlice} returns, as RTK's `Slice` (the parts used here). */
export interface Slice<S, Name extends string, CR extends Record<string, CaseReducer<S>>> {
  readonly name: Name;
  /** The slice's reducer: `initialState` for `undefined`, the case reducer's result for its actions, else `state`. */
  reducer(state: S | undefined, action: { type: string; [key: string]: unknown }): S;
  /** One action creator per case reducer, typed `<name>/<key>`. */
  readonly actions: { readonly [K in Extract<keyof CR, string>]: ActionCreator<ActionOf<CR[K], `${Name}/${K}`>> };
  getInitialState(): S;
}

/**
 * Whether two values are the same or objects with the same own keys and identical values: an update that changes
 * nothing keeps the state object (as immer does), so selectors and listeners comparing references see no change.
 */
function shallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.hasOwn(b, k) && (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k])
  );
}

/**
 * A slice of state with its reducer and action creators, as RTK's `createSlice` but without immer: each case
 * reducer returns the next state, copying what changes (`{ ...state, email: action.payload }`, `[...list, item]`).
 * An action `actions.emailStored(payload)` is `{ type: '<name>/emailStored', payload }`. A result with every
 * property as before keeps the previous state object. A case reducer that returns `undefined` (a mutation written
 * for immer) throws.
 * @example
 * const helloSlice = createSlice({
 *   name: 'hello',
 *   initialState: { name: null as string | null },
 *   reducers: {
 *     greeted: (state, action: PayloadAction<string>) => ({ ...state, name: action.payload }),
 *     cleared: () => ({ name: null }),
 *   },
 * });
 * widget.dispatch(helloSlice.actions.greeted('Ada'));
 */
export function createSlice<S, Name extends string, CR extends Record<string, CaseReducer<S>>>(
  options: CreateSliceOptions<S, Name, CR>,
): Slice<S, Name, CR> {
  const { name, initialState, reducers } = options;
  const cases = new Map<string, CaseReducer<S>>();
  const actions: Record<string, unknown> = {};
  for (const key of Object.keys(reducers)) {
    const type = `${name}/${key}`;
    cases.set(type, reducers[key]);
    actions[key] = createAction(type);
  }
  return {
    name,
    reducer(state = initialState, action) {
      const run = cases.get(action.type);
      if (!run) return state;
      const next = run(state as Immutable<S>, action as PayloadAction<unknown>) as S;
      if (next === undefined)
        throw new Error(`Entryway: the case reducer for "${action.type}" returned undefined; return the new state.`);
      return shallowEqual(next, state) ? state : next;
    },
    actions: actions as Slice<S, Name, CR>['actions'],
    getInitialState: () => initialState,
  };
}
