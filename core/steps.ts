/**
 * Login steps (loaded only by widgets that have steps, and by step-up widgets): screens a login must pass between its
 * factor's success and its completion, run in order (`order`, then registration) on whichever widget completed the
 * factor. The step in progress is kept in `sessionStorage` (this tab only; ids and screens, never the response), so a
 * reload comes back to that step, not to a fresh login. A step-up widget shows the steps that declare a `stepUp`
 * category to a signed-in user, as alternatives of each other, and confirms the user when one is passed; nothing of
 * it is stored (the app mounts it again for its next sensitive action).
 */
import type {
  Banner,
  LoginResult,
  LoginStep,
  ScreenTarget,
  StepUpCategory,
  StepUpInputs,
  StepUpRequest,
  StepUpResult,
  WidgetApi,
} from './plugin';
import type { Completion, FlowEvent, LoginSteps, PendingLogin, StepsDeps } from './login';
import type { finishLogin as FinishLogin } from './commandRunner';

/** The sessionStorage key of the step in progress. */
export const STEP_STORAGE_KEY = 'entryway:login-step';
/** A step left longer than this is not resumed (the session that started it is likely gone). */
const RESUME_MS = 60 * 60_000;

/** Stytch's three categories: what a step-up accepts unless the app says otherwise. */
const STYTCH_CATEGORIES: readonly StepUpCategory[] = ['account', 'phone', 'dedicated'];
/** Stytch's window for privileged changes: a factor under an hour old. */
const DEFAULT_MAX_AGE_MINUTES = 60;

interface SessionFactor {
  delivery_method?: unknown;
  last_authenticated_at?: unknown;
}

/**
 * The step-up category of a session factor by its `delivery_method` (Stytch's names), or null for factors in none:
 * crypto wallets, biometrics, an exchanged OAuth access token.
 */
function categoryOf(factor: SessionFactor): StepUpCategory | null {
  const m = String(factor.delivery_method ?? '');
  if (m === 'knowledge') return 'knowledge';
  if (m === 'email' || m === 'embedded' || m.startsWith('oauth_'))
    return m === 'oauth_access_token_exchange' ? null : 'account';
  if (m === 'sms' || m === 'whatsapp') return 'phone';
  if (m === 'webauthn_registration' || m === 'authenticator_app' || m === 'recovery_code') return 'dedicated';
  return null;
}

/** A step-up request with its defaults; values that are not what the option takes fall back to them. */
function resolveRequest(given: StepUpRequest = {}): Required<StepUpRequest> {
  const age = Number(given.maxAgeMinutes);
  const categories = Array.isArray(given.categories) ? given.categories : STYTCH_CATEGORIES;
  return {
    maxAgeMinutes:
      given.maxAgeMinutes !== undefined && Number.isFinite(age) && age >= 0 ? age : DEFAULT_MAX_AGE_MINUTES,
    categories: [...categories],
  };
}

interface Saved {
  step: string;
  method: string;
  screen: ScreenTarget;
  at: number;
  /** The ids of the steps of its group that apply (the step's alternatives and itself). */
  group?: string[];
  /** The groups this login has passed a step of. */
  passed?: string[];
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
  const { eventData, stepChanged, stepUpEvents } = deps;
  const stepUpWidget = api.kind === 'stepUp';
  let pending: PendingLogin | null = null;
  let index = -1;
  let startedAt = 0;
  // The steps of the current step's group that apply to this login (itself included), in order.
  let applicable: LoginStep[] = [];
  // The groups this login has passed a step of.
  let passed = new Set<string>();
  // A step-up inside another widget (the account widget's 'verify again'): who gets its result.
  let settle: ((result: StepUpResult | null) => void) | null = null;
  const settleWith = (result: StepUpResult | null) => {
    const done = settle;
    settle = null;
    done?.(result);
  };
  const save = (s: Saved | null) => {
    // A step-up is not resumed: the app mounts it again for its next sensitive action.
    if (stepUpWidget || settle) return;
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
    passed = new Set();
    save(null);
    api.dispatch(stepChanged(null));
  };
  // A login step in progress has nothing left to finish once the session is gone, on any kind of widget (see
  // `leave`). A destroyed widget's store no longer follows the client (React StrictMode's first callback widget,
  // destroyed while its link was authenticated): the step it entered is the next widget's.
  api.listeners.startListening({
    predicate: (_action, state) => alive() && state.session.status === 'none' && Boolean(state.widget.step),
    effect: () => {
      const inside = settle;
      clear();
      if (inside) settleWith(null);
      else if (stepUpWidget) api.navigate('core/StepUp', { status: 'signedOut' });
      else leave({ variant: 'error', key: 'core.errorType.session_not_found' }, false);
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
      // The core's callback screen (components/ResultScreens.tsx; not imported: this module loads lazily).
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

  const inputs = api.inputs as StepUpInputs;
  /** An app callback: what it throws goes to `onError`, never into the widget. */
  const callApp = (name: 'onVerified' | 'onCancel', ...args: [StepUpResult] | []) => {
    try {
      (inputs[name] as ((...a: unknown[]) => void) | undefined)?.(...args);
    } catch (e) {
      api.reportError(e instanceof Error ? e.message : String(e), e);
    }
  };
  /** The session's most recent factor of the request's categories. */
  const latestFactor = (request: Required<StepUpRequest>) => {
    let best: { category: StepUpCategory; at: number; authenticatedAt: string } | null = null;
    const factors = (api.client.session.getSync()?.authentication_factors ?? []) as SessionFactor[];
    for (const f of factors) {
      const category = categoryOf(f);
      const at = Date.parse(String(f.last_authenticated_at));
      if (category && request.categories.includes(category) && !(at <= (best?.at ?? -Infinity)))
        best = { category, at, authenticatedAt: String(f.last_authenticated_at) };
    }
    return best;
  };
  const STEP_UP = 'core/StepUp' as const;
  /** The user is confirmed: the event, `onVerified`, the step-up's own confirmation. */
  const verified = (request: Required<StepUpRequest>, step: LoginStep | null): ScreenTarget => {
    const latest = latestFactor(request);
    const result: StepUpResult = {
      step: step?.id ?? null,
      category: step?.stepUp ?? latest?.category ?? request.categories[0] ?? 'dedicated',
      authenticatedAt: latest?.authenticatedAt ?? null,
    };
    const screen: ScreenTarget = { screen: STEP_UP, params: { status: 'verified' } };
    if (!alive()) return screen;
    if (settle) {
      api.emit(stepUpEvents.Verified, result);
      settleWith(result);
      return api.getState().widget.screen;
    }
    api.navigate(screen.screen, screen.params);
    api.emit(stepUpEvents.Verified, result);
    callApp('onVerified', result);
    return screen;
  };
  /** Nothing confirmed: the user cancelled, or a factor's screen ended the step-up. */
  const notVerified = (reason: 'cancelled' | 'ended') => {
    finishStep('ended');
    const inside = settle;
    clear();
    if (!inside) api.navigate(STEP_UP, { status: reason });
    api.emit(stepUpEvents.Cancelled, { reason });
    if (inside) settleWith(null);
    else callApp('onCancel');
  };
  /** No step-up to show (no one signed in, no factor): the step-up widget's result, or the caller's null. */
  const nothingToShow = (status: 'signedOut' | 'noFactor'): ScreenTarget => {
    if (settle) {
      settleWith(null);
      return api.getState().widget.screen;
    }
    api.navigate(STEP_UP, { status });
    return { screen: STEP_UP, params: { status } };
  };

  async function stepUp(given?: StepUpRequest, to?: (result: StepUpResult | null) => void): Promise<ScreenTarget> {
    const request = resolveRequest(given ?? (to ? {} : inputs));
    if (current()) finishStep('ended');
    // A step-up started again gives the earlier caller its answer first (nothing verified).
    settleWith(null);
    clear();
    settle = to ?? null;
    // The session is the client's: an app's asynchronous client factory (WidgetOptions.client) has delivered first.
    await api.clientReady();
    if (!api.client.session.getSync()) return nothingToShow('signedOut');
    const latest = latestFactor(request);
    if (latest && Date.now() - latest.at < request.maxAgeMinutes * 60_000) return verified(request, null);
    pending = {
      method: 'step-up',
      data: undefined,
      screen: { screen: STEP_UP, params: { status: 'verified' } },
      stepUp: request,
    };
    const offered: LoginStep[] = [];
    for (const step of ordered())
      if (step.stepUp && request.categories.includes(step.stepUp) && (await applies(step).catch(() => false)))
        offered.push(step);
    if (!offered.length) {
      clear();
      return nothingToShow('noFactor');
    }
    applicable = offered;
    return enter(offered[0]);
  }
  const enter = (step: LoginStep) => {
    index = ordered().indexOf(step);
    startedAt = Date.now();
    const group = step.group || pending?.stepUp ? applicable.map((s) => s.id) : undefined;
    const { method, screen } = pending!;
    save({ step: step.id, method, screen, at: startedAt, group, passed: [...passed] });
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
        if (step.group !== undefined) passed.add(step.group);
        const request = pending!.stepUp;
        if (request) {
          clear();
          return Promise.resolve(verified(request, step));
        }
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
      async hasGroup(group) {
        if (!pending) return false;
        if (passed.has(group)) return true;
        for (const step of ordered()) if (step.group === group && (await applies(step))) return true;
        return false;
      },
      end(banner) {
        if (pending?.stepUp) {
          notVerified('ended');
          api.setBanner(banner);
          return;
        }
        finishStep('ended');
        clear();
        leave(banner);
      },
      stepUp,
      cancel() {
        if (stepUpWidget || settle) notVerified('cancelled');
      },
    } satisfies LoginSteps,
    resume(): ScreenTarget | undefined {
      if (stepUpWidget) return undefined;
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
      passed = new Set(Array.isArray(saved.passed) ? saved.passed.map(String) : []);
      startedAt = Date.now();
      api.dispatch(stepChanged(list[at].id));
      return list[at].screen;
    },
    unlessGivenUp(screen: ScreenTarget | undefined): ScreenTarget | undefined {
      return screen && sorted.some((s) => s.screen === screen) && !pending ? undefined : screen;
    },
  };
}
