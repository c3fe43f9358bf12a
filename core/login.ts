/**
 * How a login ends, for every method: the factor's own event, then the login steps if the widget has any (their code
 * loads only then: core/steps.ts), then `AUTHENTICATE_FLOW_COMPLETE` once, the method's confirmation screen and the
 * `authenticated` taps.
 */
import { EventType, eventData } from './events';
import type { Banner, LoginResult, LoginStep, ScreenTarget, WidgetApi } from './plugin';
import { stepChanged, type WidgetStore } from './store';

/**
 * What the steps' module uses of the core, passed in rather than imported: a lazy module importing the core's modules
 * would move them into a chunk of their own, one more file on every page.
 * @internal
 */
export interface StepsDeps {
  eventData: typeof eventData;
  finishLogin: typeof finishLogin;
  stepChanged: typeof stepChanged;
}

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
  /** The other steps of the current step's group that apply to this login, in order (links to them). */
  alternatives(): readonly LoginStep[];
  /** Show `id`, another applicable step of the current step's group, instead of the current one. */
  switchTo(id: string): void;
}

/** The login's last part: `AUTHENTICATE_FLOW_COMPLETE`, the confirmation screen, the `authenticated` taps. */
export async function finishLogin(
  api: WidgetApi,
  method: string,
  data: unknown,
  screen: ScreenTarget,
): Promise<ScreenTarget> {
  // Stytch's UI sends this event with empty data (the method event carries the response): a handler written for
  // Stytch's UI then sees the same thing here.
  api.emit(EventType.AuthenticateFlowComplete, {});
  api.navigate(screen.screen, screen.params);
  await api.hooks.authenticated.promise({ method, data }).catch((e: unknown) => {
    api.reportError(e instanceof Error ? e.message : String(e), e);
  });
  return screen;
}

/** A widget's login completion; with steps, the steps' module is loaded as the widget is created. @internal */
export function createLogin(api: WidgetApi, steps: readonly LoginStep[], flowEvent: (e: FlowEvent) => void) {
  if (!steps.length)
    return {
      completeLogin({ method, event, response, screen }: LoginResult): Promise<ScreenTarget> {
        const data = eventData(response);
        if (event) api.emit(event, data);
        return finishLogin(api, method, data, screen);
      },
      steps: {
        current: () => null,
        complete: async () => api.getState().widget.screen,
        end(banner: Banner) {
          api.navigate('main');
          api.setBanner(banner);
        },
        alternatives: () => [],
        switchTo() {},
      } satisfies LoginSteps,
      resume: async (): Promise<ScreenTarget | undefined> => undefined,
      unlessGivenUp: (screen: ScreenTarget | undefined) => screen,
      forget() {},
    };
  const loading = import('./steps').then(
    (m) => (loaded = m.createSteps(api, steps, flowEvent, { eventData, finishLogin, stepChanged })),
  );
  let loaded: ReturnType<typeof import('./steps').createSteps> | undefined;
  return {
    completeLogin: (result: LoginResult) => loading.then((s) => s.completeLogin(result)),
    steps: {
      current: () => loaded?.steps.current() ?? null,
      complete: () => loading.then((s) => s.steps.complete()),
      // A step is shown only once the module has loaded: ending it is then immediate.
      end: (banner: Banner) => (loaded ? loaded.steps.end(banner) : void loading.then((s) => s.steps.end(banner))),
      alternatives: () => loaded?.steps.alternatives() ?? [],
      switchTo: (id: string) => loaded?.steps.switchTo(id),
    } satisfies LoginSteps,
    resume: () => loading.then((s) => s.resume()),
    unlessGivenUp: (screen: ScreenTarget | undefined) => (loaded ? loaded.unlessGivenUp(screen) : screen),
    forget: () => loaded?.forget(),
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
