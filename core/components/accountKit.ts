/**
 * The account widget's helpers for its sections ({@link AccountKit}), one per widget: the signed-in user (read through
 * a command, kept fresh from the client's own user updates), 'verify again' through the widget's step-up, the
 * confirmation, the success message and the last-way rule. Loaded with the account page (core/components/Account.tsx),
 * never by other widgets; it imports no core module of the first download (types only).
 */
import { useSyncExternalStore } from 'react';
import type { ActionResult, Command } from '../commands';
import type {
  AccountConfirm,
  AccountFactor,
  AccountKit,
  AccountSection,
  AccountRunOptions,
  AccountUser,
  StepUpCategory,
  StepUpRequest,
  WidgetApi,
} from '../plugin';

/** The screen id of the page (the first download's `ACCOUNT_SCREEN`). */
export const PAGE = 'core/Account' as const;

/**
 * Error types with which Stytch refuses a privileged change for want of a multi-factor session (two categories) or of a
 * recent factor (under an hour old): `run` then asks the user to verify again.
 */
const STEP_UP_ERRORS = ['insufficient_factors', 'stale_factors', 'unauthorized_action'] as const;
const CATEGORIES: readonly StepUpCategory[] = ['account', 'phone', 'dedicated'];

/** A session factor's Stytch category by its `delivery_method` (as the step-up counts them). */
function categoryOf(method: string): StepUpCategory | null {
  if (method === 'email' || method === 'embedded' || (method.startsWith('oauth_') && !method.endsWith('exchange')))
    return 'account';
  if (method === 'sms' || method === 'whatsapp') return 'phone';
  if (method === 'webauthn_registration' || method === 'authenticator_app' || method === 'recovery_code')
    return 'dedicated';
  return null;
}

const errorTypeOf = (cause: unknown): string | undefined => {
  const type = cause && typeof cause === 'object' ? (cause as { error_type?: unknown }).error_type : undefined;
  return typeof type === 'string' ? type : undefined;
};

/** Reads the signed-in user; the kit keeps the result. A plain command object: the lazy module imports no runtime. */
const readUser: Command<[], AccountUser> = Object.freeze({
  id: 'core/accountUser',
  plugin: 'core',
  spec: { mode: 'latest' as const, run: ({ client }: { client: WidgetApi['client'] }) => client.user.get() },
});

/** The kit and what only the page uses of it. */
export interface PageKit extends AccountKit {
  subscribe(listener: () => void): () => void;
  snapshot(): KitState;
  /** Start following the client's user (subscribe, first read); returns the stop. */
  start(): () => void;
  answerConfirm(yes: boolean): void;
  /** Whether a section's own strings are in the catalog (or it has none). */
  hasStrings(section: AccountSection): boolean;
  /** Load a section's own English strings into the widget's catalog (once); never rejects. */
  loadStrings(section: AccountSection): Promise<void>;
}

export interface KitState {
  user: AccountUser | null;
  /** The last read failed (and nothing was read before). */
  failed: boolean;
  confirm: AccountConfirm | null;
  /** A verify-again is in progress (its factor's screen shows over the page). */
  verifying: boolean;
  /** What the page's own live region says (a refusal, a verify-again that did not happen). */
  notice: string;
}

export function createKit(widget: WidgetApi): PageKit {
  let state: KitState = { user: null, failed: false, confirm: null, verifying: false, notice: '' };
  const listeners = new Set<() => void>();
  const set = (change: Partial<KitState>) => {
    state = { ...state, ...change };
    listeners.forEach((l) => l());
  };
  let answer: ((yes: boolean) => void) | null = null;
  let verifying: Promise<boolean> | null = null;

  const refresh = async () => {
    const result = await widget.commands.run(readUser);
    if (result.ok) set({ user: result.value, failed: false });
    else if ('error' in result && !state.user) set({ failed: true });
  };

  /** The categories a multi-factor session still lacks (all three when none is known). */
  const missing = (): StepUpCategory[] => {
    let have: StepUpCategory[] = [];
    try {
      const factors = widget.client.session.getSync()?.authentication_factors ?? [];
      have = factors.map((f) => categoryOf(String(f.delivery_method ?? ''))).filter((c) => c !== null);
    } catch {
      // No client yet: ask for any factor.
    }
    const left = CATEGORIES.filter((c) => !have.includes(c));
    return left.length ? left : [...CATEGORIES];
  };

  const verifyAgain = (request?: StepUpRequest): Promise<boolean> =>
    (verifying ??= new Promise<boolean>((resolve) => {
      let settled = false;
      const finish = (ok: boolean) => {
        if (settled) return;
        settled = true;
        verifying = null;
        set({ verifying: false, notice: ok ? '' : widget.t('core.account.notVerified') });
        if (widget.getState().widget.screen.screen !== PAGE) widget.navigate(PAGE);
        resolve(ok);
      };
      set({ verifying: true, notice: '' });
      widget.steps
        .stepUp(request ?? { maxAgeMinutes: 0, categories: missing() }, (result) => finish(!!result))
        .then(
          // A widget without any step-up factor answers with its screen and no result: nothing to verify with.
          () => {
            if (!widget.steps.current()) finish(false);
          },
          () => finish(false),
        );
    }));

  const strings = new Map<string, Promise<void> | true>();

  const kit: PageKit = {
    hasStrings: (section) => !section.strings || strings.get(section.id) === true,
    loadStrings(section) {
      const known = strings.get(section.id);
      if (known === true) return Promise.resolve();
      if (known) return known;
      const prefix = `${section.id.split('/')[0]}.`;
      // A pseudo-locale shown now makes these late English strings into it as they join (core/negotiate.ts).
      const loading = Promise.resolve()
        .then(() => section.strings!())
        .then(
          (catalog) => {
            // A section speaks for its own plugin only.
            const own = Object.fromEntries(Object.entries(catalog ?? {}).filter(([key]) => key.startsWith(prefix)));
            // Under the locale's catalogs and the app's overrides (merged at a later stage), which win.
            widget.hooks.strings.tap({ name: section.id }, (merged) => ({ ...own, ...merged }));
          },
          (e: unknown) => widget.reportError(`Entryway: the strings of "${section.id}" could not be loaded`, e),
        )
        .then(() => void strings.set(section.id, true));
      strings.set(section.id, loading);
      return loading;
    },
    useUser: () => useSyncExternalStore(kit.subscribe, () => state.user),
    refresh,
    stepUpErrorTypes: STEP_UP_ERRORS,
    run: (command, ...args) => kit.runWith({}, command, ...args),
    async runWith<A extends unknown[], R>(
      options: AccountRunOptions,
      command: Command<A, R>,
      ...args: A
    ): Promise<ActionResult<R>> {
      const first = await widget.commands.run(command, ...args);
      if (first.ok || !('error' in first)) return first;
      const type = errorTypeOf(first.cause) ?? first.error.errorType;
      const on = options?.stepUpOn ?? STEP_UP_ERRORS;
      if (!type || !(typeof on === 'function' ? on(type) : on.includes(type))) return first;
      const categories = type === 'insufficient_factors' ? missing() : [...CATEGORIES];
      if (!(await verifyAgain(options?.request ?? { maxAgeMinutes: 0, categories }))) return first;
      widget.commands.clearError(command);
      return widget.commands.run(command, ...args);
    },
    verifyAgain,
    confirm(request) {
      answer?.(false);
      return new Promise<boolean>((resolve) => {
        answer = resolve;
        set({ confirm: request });
      });
    },
    answerConfirm(yes) {
      const a = answer;
      answer = null;
      set({ confirm: null });
      a?.(yes);
    },
    done(text) {
      widget.toast(text, 'success');
      void refresh();
    },
    canRemove(factor: AccountFactor) {
      const user = state.user;
      if (!user) return { ok: true };
      return remainingWays(user, factor, widget.features) > 0
        ? { ok: true }
        : { ok: false, reason: widget.t('core.account.lastWay'), key: 'core.account.lastWay' as const };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    start() {
      let stop: (() => void) | undefined;
      let live = true;
      void widget.clientReady().then(
        (client) => {
          if (!live) return;
          // Changes the client makes itself (a deletion, a name) arrive here without another request.
          stop = client.user.onChange((user) => {
            if (user) set({ user: user as AccountUser, failed: false });
          });
          void refresh();
        },
        () => live && set({ failed: true }),
      );
      return () => {
        live = false;
        stop?.();
      };
    },
  };
  // Commands find it through `accountKit(widget)` (core/account.ts), which reads this holder.
  widget.scope.get<{ kit: AccountKit | null }>('core/account-kit', () => ({ kit: null })).kit = kit;
  return kit;
}

/**
 * How many ways to sign in the user keeps once `removed` is gone: verified emails (when the app signs in by email)
 * and phone numbers (when it signs in by phone), passkeys, linked providers and wallets (the user made each with a
 * way the app offers), and a password (when the app takes one, and an email remains to go with it). Every plugin's
 * `features` say what the app offers; with none declared, everything counts. An authenticator app is a second
 * factor, never a way in.
 */
function remainingWays(user: AccountUser, removed: AccountFactor, features: ReadonlySet<string>): number {
  const offers = (name: string) => features.size === 0 || features.has(name);
  const kept = <T>(kind: AccountFactor['kind'], list: readonly T[] | undefined, id: (item: T) => string) =>
    (list ?? []).filter((item) => !(removed.kind === kind && removed.id === id(item)));
  if (removed.kind === 'totps') return 1;
  const emails = kept('emails', user.emails, (e) => e.email_id).filter((e) => e.verified);
  let ways = 0;
  if (offers('email')) ways += emails.length;
  if (offers('phone'))
    ways += kept('phone_numbers', user.phone_numbers, (p) => p.phone_id).filter((p) => p.verified).length;
  ways += kept('webauthn_registrations', user.webauthn_registrations, (w) => w.webauthn_registration_id).length;
  ways += kept('providers', user.providers, (p) => p.oauth_user_registration_id).length;
  ways += kept('crypto_wallets', user.crypto_wallets, (w) => w.crypto_wallet_id).length;
  if (offers('password') && user.password && removed.kind !== 'password' && emails.length) ways += 1;
  return ways;
}
