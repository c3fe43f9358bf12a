// @vitest-environment node
/** The root reducer and the store a widget is created with. */
import { describe, expect, it } from 'vitest';
import { createSlice, createWidget, definePlugin, type PayloadAction } from 'entryway';
import { combineSlices, loadingSet } from './store';
import { fakeClient } from '../test/fixtures/stubs';

const counter = createSlice({
  name: 'counter',
  initialState: { n: 0 },
  reducers: { added: (state, action: PayloadAction<number>) => ({ n: state.n + action.payload }) },
});
const flag = createSlice({ name: 'flag', initialState: false, reducers: { raised: () => true } });

describe('combineSlices', () => {
  it('gives each slice its key, fills missing ones and drops keys without a reducer', () => {
    const reducer = combineSlices([counter, flag]);
    expect(reducer(undefined, { type: '@@init' })).toEqual({ counter: { n: 0 }, flag: false });
    expect(reducer({ counter: { n: 2 }, stale: 1 } as never, { type: '@@init' })).toEqual({
      counter: { n: 2 },
      flag: false,
    });
    expect(reducer({ counter: { n: 2 }, stale: 1 } as never, counter.actions.added(3))).toEqual({
      counter: { n: 5 },
      flag: false,
    });
  });

  it('keeps the root object when no slice changed, and only the changed slice is new', () => {
    const reducer = combineSlices([counter, flag]);
    const s0 = reducer(undefined, { type: '@@init' });
    expect(reducer(s0, { type: 'other/thing' })).toBe(s0);
    const s1 = reducer(s0, flag.actions.raised());
    expect(s1).not.toBe(s0);
    expect(s1.counter).toBe(s0.counter);
    // Raised again: the slice keeps its value, so the root does too.
    expect(reducer(s1, flag.actions.raised())).toBe(s1);
  });
});

describe('createWidgetStore', () => {
  it('starts with the widget kind, the session and every plugin slice; plugin actions reach their slice', () => {
    const plugin = definePlugin({ id: 'counter', options: {}, slice: counter });
    const w = createWidget('callback', { client: fakeClient(), plugins: [{ ...plugin, widgets: ['callback'] }] });
    const state = w.store.getState();
    expect(state.widget.kind).toBe('callback');
    expect(state.session.status).toBe('none');
    expect(state.counter).toEqual({ n: 0 });
    w.api.dispatch(counter.actions.added(2));
    w.api.dispatch(loadingSet(true));
    expect(w.api.getState().counter).toEqual({ n: 2 });
    expect(w.api.getState().widget.loading).toBe(true);
    w.destroy();
  });
});
