/**
 * How a login ends, for every method: the factor's own event, then the login steps if the widget has any (their code
 * loads only then: core/steps.ts), then `AUTHENTICATE_FLOW_COMPLETE` once, the method's confirmation screen and the
 * `authenticated` taps. The completion's code is lazy (core/commandRunner.ts, which core/commands.ts loads as a
 * widget is created, and core/steps.ts); here are its types and the `onFlow` screen watch.
 */
import type { EventType, StepUpEvent, eventData } from './events';
import type { Banner, LoginResult, LoginStep, ScreenTarget, StepUpRequest, StepUpResult } from './plugin';
import type { stepChanged, WidgetStore } from './store';

/**
 * What the lazy modules of the login (the steps', and the command runner's, which completes a login without steps)
 * use of the core, passed in rather than imported: a lazy module importing the core's modules would move them into a
 * chunk of their own, one more file on every page.
 * @internal
 */
export interface StepsDeps {
  eventData: typeof eventData;
  stepChanged: typeof stepChanged;
  /** `AUTHENTICATE_FLOW_COMPLETE`. */
  flowComplete: typeof EventType.AuthenticateFlowComplete;
  /** `STEP_UP_VERIFIED`, `STEP_UP_CANCELLED`. */
  stepUpEvents: typeof StepUpEvent;
}

/** What a step's `when` sees of the login in progress. */
export interface PendingLogin {
  /** The plugin id of the factor that succeeded. */
  method: string;
  /** The factor's response without secrets (as `onEvent` gets it); `undefined` after a reload. */
  data: unknown;
  /** The method's confirmation screen, shown when the last step is passed. */
  screen: ScreenTarget;
  /**
   * Set when a step-up widget confirms a signed-in user again rather than completing a login (the request with its
   * defaults): a step's `when` then says whether the user has its factor. @default undefined (a login)
   */
  stepUp?: Required<StepUpRequest>;
}

/** The login steps of a widget (`widget.steps`). */
export interface LoginSteps {
  /** The step shown now, or null. */
  current(): LoginStep | null;
  /** The current step is passed: go on to the next step, or complete the login. Resolves with the screen shown. */
  complete(): Promise<ScreenTarget>;
  /**
   * End the login at the current step with a message: on Main in the login widget, on the result screen of the
   * callback page, as a banner elsewhere (the step signs the user out itself if it must).
   */
  end(banner: Banner): void;
  /** The other steps of the current step's group that apply to this login, in order (links to them). */
  alternatives(): readonly LoginStep[];
  /** Show `id`, another applicable step of the current step's group, instead of the current one. */
  switchTo(id: string): void;
  /**
   * Whether this login has a step of `group`: one passed already, or one whose `when` applies now. A step that asks
   * for something only when a group has nothing to offer (setting up a second factor when the user has none to use)
   * asks this, whatever the order of the steps. False outside a login.
   */
  hasGroup(group: string): Promise<boolean>;
  /**
   * Step-up (a `stepUp` widget): confirm the signed-in user again. A session factor of the request's categories
   * younger than `maxAgeMinutes` confirms at once; otherwise the first step-up step that applies is shown (the others
   * as its alternatives). The request defaults to the widget's inputs. Resolves with the screen shown.
   *
   * `settle` makes it a step-up inside another widget (the account widget's 'verify again'): it gets the result, or
   * null when the user cancels, no factor applies or no one is signed in, instead of the step-up widget's result
   * screen and the app's `onVerified` / `onCancel`; the caller shows its own screen again.
   * @param settle @default none (the step-up widget's own result)
   */
  stepUp(request?: StepUpRequest, settle?: (result: StepUpResult | null) => void): Promise<ScreenTarget>;
  /** Step-up: the user gives up (Cancel): nothing is confirmed, `onCancel` and `STEP_UP_CANCELLED`. */
  cancel(): void;
}

/** A widget's login completion, as the lazy module (core/steps.ts, or core/commandRunner.ts without steps) makes it. */
export interface Completion {
  completeLogin(result: LoginResult): Promise<ScreenTarget>;
  steps: LoginSteps;
  /** The screen of a step this tab was on before a reload, if it is still known here. */
  resume(): ScreenTarget | undefined;
  /** `screen`, unless it is a resumed step's that was given up since (the session turned out to be gone). */
  unlessGivenUp(screen: ScreenTarget | undefined): ScreenTarget | undefined;
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
