// @vitest-environment node
/** The widget's listener middleware (`widget.listeners`), in a real widget store. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerSet, createWidget, loadingSet, navigated, tabSelected, type RootState, type Widget } from 'entryway';
import { fakeClient, stubMagicLinks } from '../test/fixtures/stubs';

let widget: Widget | null = null;
const create = () => (widget = createWidget('login', { client: fakeClient(), plugins: [stubMagicLinks()] }));
afterEach(() => {
  widget?.destroy();
  widget = null;
});

describe('widget.listeners', () => {
  it('runs an actionCreator listener for its actions only, after the reducer', () => {
    const { api } = create();
    const seen: string[] = [];
    api.listeners.startListening({
      actionCreator: navigated,
      // The payload is typed by the creator; the state is already the new one.
      effect: (action, { getState }) => void seen.push(`${action.payload.screen}:${getState().widget.screen.screen}`),
    });
    api.dispatch(loadingSet(true));
    api.navigate('core/Callback', { reason: 'noToken' });
    api.navigate('main');
    expect(seen).toEqual(['core/Callback:core/Callback', 'main:main']);
  });

  it('gives a predicate the action, the state after the reducer and the state before', () => {
    const { api } = create();
    const calls: [string, boolean, boolean][] = [];
    api.listeners.startListening({
      predicate: (action, current, previous) => {
        calls.push([action.type, current.widget.loading, previous.widget.loading]);
        return current.widget.loading !== previous.widget.loading;
      },
      effect: (action) => void calls.push([`effect ${action.type}`, true, true]),
    });
    api.dispatch(loadingSet(true));
    api.dispatch(tabSelected('email'));
    expect(calls).toEqual([
      ['widget/loadingSet', true, false],
      ['effect widget/loadingSet', true, true],
      ['widget/tabSelected', true, true],
    ]);
  });

  it('runs listeners in the order they were started; an unsubscribed one no longer runs', () => {
    const { api } = create();
    const order: string[] = [];
    const offA = api.listeners.startListening({ actionCreator: bannerSet, effect: () => void order.push('a') });
    api.listeners.startListening({ actionCreator: bannerSet, effect: () => void order.push('b') });
    api.listeners.startListening({ predicate: () => true, effect: () => void order.push('c') });
    api.setBanner(null);
    offA();
    api.setBanner(null);
    expect(order).toEqual(['a', 'b', 'c', 'b', 'c']);
  });

  it('lets an effect dispatch (thunks too); the nested action reaches the listeners at once', () => {
    const { api } = create();
    const seen: string[] = [];
    api.listeners.startListening({ predicate: () => true, effect: (action) => void seen.push(action.type) });
    api.listeners.startListening({
      actionCreator: tabSelected,
      effect: (_action, { dispatch }) => {
        dispatch(loadingSet(true));
        dispatch((d, getState: () => RootState) =>
          d(bannerSet({ variant: 'error', text: `loading ${getState().widget.loading}` })),
        );
      },
    });
    api.dispatch(tabSelected('email'));
    expect(seen).toEqual(['widget/tabSelected', 'widget/loadingSet', 'widget/bannerSet']);
    expect(api.getState().widget.banner?.text).toBe('loading true');
  });

  it('an effect stopped by an earlier effect of the same action does not run', () => {
    const { api } = create();
    const ran: string[] = [];
    let offB = () => {};
    api.listeners.startListening({ actionCreator: tabSelected, effect: () => (ran.push('a'), offB()) });
    offB = api.listeners.startListening({ actionCreator: tabSelected, effect: () => void ran.push('b') });
    api.dispatch(tabSelected('email'));
    api.dispatch(tabSelected('sms'));
    expect(ran).toEqual(['a', 'a']);
  });

  it('logs a throwing predicate, a throwing effect and a rejected one; the dispatch and the other listeners go on', async () => {
    const { api } = create();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    api.listeners.startListening({
      predicate: () => {
        throw new Error('predicate');
      },
      effect: () => void ran.push('never'),
    });
    api.listeners.startListening({
      actionCreator: tabSelected,
      effect: () => {
        throw new Error('sync');
      },
    });
    api.listeners.startListening({
      actionCreator: tabSelected,
      effect: async () => {
        throw new Error('async');
      },
    });
    api.listeners.startListening({ actionCreator: tabSelected, effect: () => void ran.push('last') });
    expect(api.dispatch(tabSelected('email'))).toEqual(tabSelected('email'));
    expect(api.getState().widget.tab).toBe('email');
    expect(ran).toEqual(['last']);
    await Promise.resolve();
    await Promise.resolve();
    const messages = error.mock.calls.map((c) => (c[1] as Error).message);
    expect(messages).toEqual(expect.arrayContaining(['predicate', 'sync', 'async']));
    expect(error.mock.calls.every((c) => c[0] === 'Entryway: a listener failed')).toBe(true);
  });

  it('refuses a listener with neither an actionCreator nor a predicate', () => {
    const { api } = create();
    // @ts-expect-error one of the two is required
    expect(() => api.listeners.startListening({ effect: () => {} })).toThrow(/actionCreator or a predicate/);
  });

  it('destroy() drops every listener; plugins see startListening only', () => {
    const w = create();
    const effect = vi.fn();
    w.api.listeners.startListening({ predicate: () => true, effect });
    expect(Object.keys(w.api.listeners)).toEqual(['startListening']);
    w.destroy();
    w.store.dispatch(loadingSet(true));
    expect(effect).not.toHaveBeenCalled();
  });
});
