/**
 * How a login ends, for every method: the factor's own event, then the login steps (screens to pass before the login
 * completes: a second factor, new terms, a profile to finish), then `AUTHENTICATE_FLOW_COMPLETE` once, the
 * `authenticated` taps and the method's confirmation screen. Steps run in order (`order`, then registration) on
 * whichever widget completed the factor. The step in progress is kept in `sessionStorage` (this tab only; ids and
 * screens, never the response), so a reload comes back to that step, not to a fresh login.
 */
import { EventType, eventData } from './events';
import type { Banner, LoginResult, LoginStep, ScreenTarget, WidgetApi } from './plugin';
import { stepChanged, type WidgetStore } from './store';

/** What a step's `when` sees of the login in progress. */
export interface PendingLogin {
  /** The plugin id of the factor that succeeded. */
  method: string;
  /** The factor's response without secrets (as `onEvent` gets it); `undefined` after a reload. */
  data: unknown;
  /** The method's confirmation screen, shown when the last step is passed. */
  screen: ScreenTarget;
}

/** The login steps of a widget (`widget.steps`). */
export interface LoginSteps {
  /** The step shown now, or null. */
  current(): LoginStep | null;
  /** The current step is passed: go on to the next step, or complete the login. Resolves with the screen shown. */
  complete(): Promise<ScreenTarget>;
  /** End the login at the current step with a message on Main (the step signs the user out itself if it must). */
  end(banner: Banner): void;
}

/** The sessionStorage key of the step in progress. */
export const STEP_STORAGE_KEY = 'entryway:login-step';
/** A step left longer than this is not resumed (the session that started it is likely gone). */
const RESUME_MS = 60 * 60_000;

interface Saved {
  step: string;
  method: string;
  screen: ScreenTarget;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** @internal */
export function createLogin(api: WidgetApi, steps: readonly LoginStep[], flowEvent: (e: FlowEvent) => void) {
  let pending: PendingLogin | null = null;
  let index = -1;
  let startedAt = 0;
  const save = (s: Saved | null) => {
    try {
      if (s) storage()?.setItem(STEP_STORAGE_KEY, JSON.stringify(s));
      else storage()?.removeItem(STEP_STORAGE_KEY);
    } catch {
      // Storage refused (private mode, quota): a reload then starts a fresh login.
    }
  };
  const sorted = steps.map((s, i) => ({ s, i })).sort((a, b) => (a.s.order ?? a.i) - (b.s.order ?? b.i)).map((x) => x.s);
  const ordered = () => sorted;

  async function advance(from: number): Promise<ScreenTarget> {
    const list = ordered();
    for (let i = from; i < list.length; i++) {
      const step = list[i];
      if (!(await (step.when?.(pending!, api) ?? true))) continue;
      index = i;
      startedAt = Date.now();
      save({ step: step.id, method: pending!.method, screen: pending!.screen, at: startedAt });
      api.dispatch(stepChanged(step.id));
      flowEvent({ type: 'step', step: step.id, status: 'started' });
      api.navigate(step.screen.screen, step.screen.params);
      return step.screen;
    }
    const { method, data, screen } = pending!;
    pending = null;
    index = -1;
    save(null);
    api.dispatch(stepChanged(null));
    // Stytch's UI sends this event with empty data (the method event carries the response): a handler written for
    // Stytch's UI then sees the same thing here.
    api.emit(EventType.AuthenticateFlowComplete, {});
    api.navigate(screen.screen, screen.params);
    await api.hooks.authenticated.promise({ method, data }).catch((e: unknown) => {
      api.reportError(e instanceof Error ? e.message : String(e), e);
    });
    return screen;
  }

  const current = () => (pending && index >= 0 ? (ordered()[index] ?? null) : null);
  const finishStep = (status: 'completed' | 'ended') => {
    const step = current();
    if (step) flowEvent({ type: 'step', step: step.id, status, ms: Date.now() - startedAt });
  };

  return {
    completeLogin({ method, event, response, screen }: LoginResult): Promise<ScreenTarget> {
      const data = eventData(response);
      if (event) api.emit(event, data);
      pending = { method, data, screen };
      return advance(0);
    },
    steps: {
      current,
      complete() {
        if (!current()) return Promise.resolve(api.getState().widget.screen);
        finishStep('completed');
        return advance(index + 1);
      },
      end(banner) {
        finishStep('ended');
        pending = null;
        index = -1;
        save(null);
        api.dispatch(stepChanged(null));
        api.navigate('main');
        api.setBanner(banner);
      },
    } satisfies LoginSteps,
    /** The screen of a step this tab was on before a reload, if it is still known here. */
    resume(): ScreenTarget | undefined {
      let saved: Saved | null = null;
      try {
        saved = JSON.parse(storage()?.getItem(STEP_STORAGE_KEY) ?? 'null') as Saved | null;
      } catch {
        saved = null;
      }
      const list = ordered();
      const at = saved && typeof saved.step === 'string' ? list.findIndex((s) => s.id === saved!.step) : -1;
      if (!saved || at < 0 || !(Date.now() - saved.at < RESUME_MS)) return undefined;
      pending = { method: String(saved.method), data: undefined, screen: saved.screen };
      index = at;
      startedAt = Date.now();
      api.dispatch(stepChanged(list[at].id));
      return list[at].screen;
    },
    /** `screen`, unless it is a resumed step's that was given up since (the session turned out to be gone). */
    unlessGivenUp(screen: ScreenTarget | undefined): ScreenTarget | undefined {
      return screen && sorted.some((s) => s.screen === screen) && !pending ? undefined : screen;
    },
    /** The session ended: a step in progress has nothing left to finish. */
    forget() {
      if (!pending) return;
      pending = null;
      index = -1;
      save(null);
      api.dispatch(stepChanged(null));
    },
  };
}

/**
 * What `callbacks.onFlow` receives, to measure a sign-in funnel: each screen change (with the time spent on the
 * screen before), and each login step started, completed or ended (with its time).
 */
export type FlowEvent =
  | { type: 'screen'; screen: string; from: string; ms: number }
  | { type: 'step'; step: string; status: 'started' | 'completed' | 'ended'; ms?: number };

/** Tell `onFlow` of each screen change, with the time spent on the screen before. */
export function watchScreens(store: WidgetStore, flowEvent: (e: FlowEvent) => void): () => void {
  let { screen } = store.getState().widget;
  let since = Date.now();
  return store.subscribe(() => {
    const next = store.getState().widget.screen;
    if (next.screen === screen.screen) return;
    const now = Date.now();
    flowEvent({ type: 'screen', screen: next.screen, from: screen.screen, ms: now - since });
    screen = next;
    since = now;
  });
}
