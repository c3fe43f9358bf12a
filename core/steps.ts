/**
 * Login steps (loaded only by widgets that have steps): screens a login must pass between its factor's success and its
 * completion, run in order (`order`, then registration) on whichever widget completed the factor. The step in
 * progress is kept in `sessionStorage` (this tab only; ids and screens, never the response), so a reload comes back
 * to that step, not to a fresh login.
 */
import type { Banner, LoginResult, LoginStep, ScreenTarget, WidgetApi } from './plugin';
import type { Completion, FlowEvent, LoginSteps, PendingLogin, StepsDeps } from './login';
import type { finishLogin as FinishLogin } from './commandRunner';

/** The sessionStorage key of the step in progress. */
export const STEP_STORAGE_KEY = 'entryway:login-step';
/** A step left longer than this is not resumed (the session that started it is likely gone). */
const RESUME_MS = 60 * 60_000;

interface Saved {
  step: string;
  method: string;
  screen: ScreenTarget;
  at: number;
  /** The ids of the steps of its group that apply (the step's alternatives and itself). */
  group?: string[];
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** @internal */
export function createSteps(
  api: WidgetApi,
  steps: readonly LoginStep[],
  flowEvent: (e: FlowEvent) => void,
  finishLogin: typeof FinishLogin,
  deps: StepsDeps,
  alive: () => boolean = () => true,
): Completion {
  const { eventData, stepChanged } = deps;
  let pending: PendingLogin | null = null;
  let index = -1;
  let startedAt = 0;
  // The steps of the current step's group that apply to this login (itself included), in order.
  let applicable: LoginStep[] = [];
  const save = (s: Saved | null) => {
    try {
      if (s) storage()?.setItem(STEP_STORAGE_KEY, JSON.stringify(s));
      else storage()?.removeItem(STEP_STORAGE_KEY);
    } catch {
      // Storage refused (private mode, quota): a reload then starts a fresh login.
    }
  };
  const sorted = steps
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.s.order ?? a.i) - (b.s.order ?? b.i))
    .map((x) => x.s);
  const ordered = () => sorted;
  /** No step in progress any more. */
  const clear = () => {
    pending = null;
    index = -1;
    applicable = [];
    save(null);
    api.dispatch(stepChanged(null));
  };
  // A login step in progress has nothing left to finish once the session is gone, on any kind of widget (see
  // `leave`). A destroyed widget's store no longer follows the client (React StrictMode's first callback widget,
  // destroyed while its link was authenticated): the step it entered is the next widget's.
  api.listeners.startListening({
    predicate: (_action, state) => alive() && state.session.status === 'none' && Boolean(state.widget.step),
    effect: () => {
      clear();
      leave({ variant: 'error', key: 'core.errorType.session_not_found' }, false);
    },
  });

  /**
   * Where a login ended at a step goes: the login widget's Main (with `banner` when `onMain`); the callback page's
   * result screen, saying why; any other kind stays on its screen, with the banner.
   */
  const leave = (banner: Banner, onMain = true) => {
    if (api.kind === 'login') {
      api.navigate('main');
      if (onMain) api.setBanner(banner);
    } else if (api.kind === 'callback') {
      const { key, text, params } = banner;
      // The core's callback screen (components/CallbackScreen.tsx; not imported: this module loads lazily).
      api.navigate('core/Callback', { reason: 'error', error: { kind: 'api', key, text, params } });
    } else api.setBanner(banner);
  };

  // Back on Main during a step (a back button, the app's own navigation) gives the login up: nothing may pass the
  // step afterwards, and the session the first factor made is signed out, so a login that did not pass its steps
  // leaves no session behind (the page was never told of it: Widget.onSessionChange).
  api.listeners.startListening({
    predicate: (action, state, before) =>
      alive() &&
      action.type === 'widget/navigated' &&
      Boolean(state.widget.step) &&
      state.widget.screen.screen === 'main' &&
      before.widget.screen.screen !== 'main',
    effect: () => {
      finishStep('ended');
      clear();
      if (api.getState().session.status === 'active') api.client.session.revoke().catch(() => {});
    },
  });

  const applies = async (step: LoginStep) => !!(await (step.when?.(pending!, api) ?? true));
  const enter = (step: LoginStep) => {
    index = ordered().indexOf(step);
    startedAt = Date.now();
    const group = step.group ? applicable.map((s) => s.id) : undefined;
    save({ step: step.id, method: pending!.method, screen: pending!.screen, at: startedAt, group });
    api.dispatch(stepChanged(step.id));
    flowEvent({ type: 'step', step: step.id, status: 'started' });
    api.navigate(step.screen.screen, step.screen.params);
    return step.screen;
  };

  /** The first step from `from` on that applies; a group passed (`skipGroup`) is skipped whole. */
  async function advance(from: number, skipGroup?: string): Promise<ScreenTarget> {
    const list = ordered();
    for (let i = from; i < list.length; i++) {
      const step = list[i];
      if (skipGroup !== undefined && step.group === skipGroup) continue;
      if (!(await applies(step))) continue;
      applicable = [step];
      if (step.group !== undefined) {
        for (const other of list.slice(i + 1))
          if (other.group === step.group && (await applies(other))) applicable.push(other);
      }
      return enter(step);
    }
    const { method, data, screen } = pending!;
    clear();
    return finishLogin(api, method, data, screen, deps);
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
        const step = current();
        if (!step) return Promise.resolve(api.getState().widget.screen);
        finishStep('completed');
        return advance(index + 1, step.group);
      },
      alternatives: () => {
        const step = current();
        return step ? applicable.filter((s) => s !== step) : [];
      },
      switchTo(id) {
        const target = applicable.find((s) => s.id === id);
        if (!target || target === current() || !pending) return;
        finishStep('ended');
        enter(target);
      },
      end(banner) {
        finishStep('ended');
        clear();
        leave(banner);
      },
    } satisfies LoginSteps,
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
      const group = Array.isArray(saved.group) ? saved.group : [];
      applicable = list.filter((s) => s === list[at] || (s.group === list[at].group && group.includes(s.id)));
      startedAt = Date.now();
      api.dispatch(stepChanged(list[at].id));
      return list[at].screen;
    },
    unlessGivenUp(screen: ScreenTarget | undefined): ScreenTarget | undefined {
      return screen && sorted.some((s) => s.screen === screen) && !pending ? undefined : screen;
    },
  };
}
