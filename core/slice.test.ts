// @vitest-environment node
/** entryway's createSlice / createAction: RTK's action shapes and names, immutable case reducers. */
import { describe, expect, it } from 'vitest';
import { createAction, createSlice, type PayloadAction } from 'entryway';

interface Todo {
  id: number;
  text: string;
  done: boolean;
}
interface TodosState {
  items: Todo[];
  filter: { done: boolean | null };
  nextId: number;
}
const initialState: TodosState = { items: [], filter: { done: null }, nextId: 1 };

const todos = createSlice({
  name: 'todos',
  initialState,
  reducers: {
    added: (state, action: PayloadAction<string>) => ({
      ...state,
      items: [...state.items, { id: state.nextId, text: action.payload, done: false }],
      nextId: state.nextId + 1,
    }),
    toggled: (state, action: PayloadAction<number>) => ({
      ...state,
      items: state.items.map((t) => (t.id === action.payload ? { ...t, done: !t.done } : t)),
    }),
    filtered: (state, action: PayloadAction<boolean | null>) => ({ ...state, filter: { done: action.payload } }),
    renamedAll: (state, action: PayloadAction<string | undefined>) => ({
      ...state,
      items: state.items.map((t) => ({ ...t, text: action.payload ?? t.text })),
    }),
    reset: () => initialState,
  },
});

const init = () => todos.reducer(undefined, { type: '@@init' });

describe('createSlice', () => {
  it('makes RTK-shaped actions typed <name>/<key>, with .type and .match', () => {
    expect(todos.name).toBe('todos');
    expect(todos.actions.added('milk')).toEqual({ type: 'todos/added', payload: 'milk' });
    expect(todos.actions.reset()).toEqual({ type: 'todos/reset', payload: undefined });
    expect(todos.actions.added.type).toBe('todos/added');
    expect(todos.actions.added.match({ type: 'todos/added', payload: 'x' })).toBe(true);
    expect(todos.actions.added.match(todos.actions.toggled(1))).toBe(false);
    expect(todos.actions.added.match(null)).toBe(false);
    expect(todos.actions.added.match('todos/added')).toBe(false);
  });

  it("starts from initialState and leaves unknown actions (and other slices' actions) alone", () => {
    const s = init();
    expect(s).toBe(initialState);
    expect(todos.getInitialState()).toBe(initialState);
    expect(todos.reducer(s, { type: 'other/added', payload: 'x' })).toBe(s);
    // A key of Object.prototype is not a case reducer.
    expect(todos.reducer(s, { type: 'todos/constructor' })).toBe(s);
  });

  it('returns new objects for what changed and never touches the previous state', () => {
    const s0 = init();
    const s1 = todos.reducer(s0, todos.actions.added('milk'));
    const s2 = todos.reducer(s1, todos.actions.added('bread'));
    const s3 = todos.reducer(s2, todos.actions.toggled(1));
    expect(s0).toEqual({ items: [], filter: { done: null }, nextId: 1 });
    expect(s1.items).toEqual([{ id: 1, text: 'milk', done: false }]);
    expect(s3.items).toEqual([
      { id: 1, text: 'milk', done: true },
      { id: 2, text: 'bread', done: false },
    ]);
    expect(s2.items[0].done).toBe(false);
    // Untouched parts are shared, changed ones are new.
    expect(s3.items[1]).toBe(s2.items[1]);
    expect(s3.items[0]).not.toBe(s2.items[0]);
    expect(s3.filter).toBe(s0.filter);
    expect(todos.reducer(s3, todos.actions.reset())).toBe(initialState);
  });

  it('keeps the state object when an update changes no property (as immer did)', () => {
    const s1 = todos.reducer(init(), todos.actions.added('milk'));
    const s2 = todos.reducer(s1, todos.actions.filtered(true));
    expect(s2).not.toBe(s1);
    // The same items array and counter, a new filter object: a change.
    expect(todos.reducer(s2, todos.actions.filtered(true))).not.toBe(s2);
    const same = createSlice({
      name: 'same',
      initialState: { a: 1, b: 'x' },
      reducers: { set: (state, action: PayloadAction<number>) => ({ ...state, a: action.payload }) },
    });
    const t = same.reducer(undefined, { type: '@@init' });
    expect(same.reducer(t, same.actions.set(1))).toBe(t);
    expect(same.reducer(t, same.actions.set(2))).toEqual({ a: 2, b: 'x' });
  });

  it('throws a clear error when a case reducer returns nothing (a mutation written for immer)', () => {
    const mutating = createSlice({
      name: 'm',
      initialState: { n: 0 },
      // @ts-expect-error the state is readonly and a case reducer must return the next state
      reducers: { inc: (state) => void (state.n += 1) },
    });
    expect(() => mutating.reducer({ n: 0 }, mutating.actions.inc())).toThrow(
      /"m\/inc" returned undefined; return the new state/,
    );
  });

  it("types the state readonly, deeply, and each creator's payload from its case reducer", () => {
    createSlice({
      name: 'types',
      initialState,
      reducers: {
        // @ts-expect-error arrays in the state are readonly
        push: (state) => (state.items.push({ id: 0, text: '', done: false }), state),
        // @ts-expect-error nested objects are readonly
        nested: (state) => ((state.filter.done = true), state),
      },
    });
    // @ts-expect-error added takes a string
    todos.actions.added(1);
    // @ts-expect-error added needs its payload
    todos.actions.added();
    // @ts-expect-error reset takes none
    todos.actions.reset(1);
    // An optional payload may be left out.
    expect(todos.actions.renamedAll()).toEqual({ type: 'todos/renamedAll', payload: undefined });
    const type: 'todos/toggled' = todos.actions.toggled(1).type;
    expect(type).toBe('todos/toggled');
  });
});

describe('createAction', () => {
  it('creates and matches actions of one type', () => {
    const opened = createAction<{ id: string }>('door/opened');
    const closed = createAction('door/closed');
    expect(opened({ id: 'a' })).toEqual({ type: 'door/opened', payload: { id: 'a' } });
    expect(closed()).toEqual({ type: 'door/closed', payload: undefined });
    expect(opened.type).toBe('door/opened');
    const action: unknown = opened({ id: 'b' });
    if (!opened.match(action)) throw new Error('expected a match');
    // The guard narrows: the payload is typed.
    expect(action.payload.id).toBe('b');
    expect(closed.match(action)).toBe(false);
    // @ts-expect-error the payload is required
    opened();
  });
});
