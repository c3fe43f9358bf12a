/**
 * The authenticator-app flows as commands (React-free; every client call of the plugin is here): setting up an app
 * (create, confirm with a first code), the code at login, a recovery code at login, and passing or skipping the
 * plugin's login steps. The secret, the codes and the recovery codes are arguments and results only: the runtime
 * never puts those in the store, and nothing here emits, logs or dispatches them.
 */
import { defineCommands, type CommandContext } from 'entryway';
import { otpauthURI } from './otpauth';
import type { ResolvedTotpOptions } from './options';
import { STEPS } from './ids';

type Ctx = CommandContext<ResolvedTotpOptions>;

/** What setting up an app shows once: never stored beyond the screen that shows it. */
export interface Enrolment {
  totpId: string;
  /** Base32 secret. */
  secret: string;
  /** The `otpauth://` URI the QR code and the 'Open in authenticator app' link carry. */
  uri: string;
  recoveryCodes: string[];
  /** The name the authenticator app shows (and the recovery-codes file names). */
  issuer: string;
}

/** What a login with a recovery code came to. */
export type RecoverOutcome =
  /** The login went on (or completed). */
  | { done: true }
  /** Few codes are left: the screen says so, and `finish` goes on. */
  | { done: false; left: number };

const errorType = (e: unknown) => (e && typeof e === 'object' && 'error_type' in e ? String(e.error_type) : undefined);

/** The app's name for the authenticator: the option, else the Stytch project's name, else the page's host. */
function issuerOf(ctx: Ctx): string {
  return ctx.options.issuer ?? ctx.getState().widget.bootstrap?.projectName ?? globalThis.location?.hostname ?? '';
}

/** `totps.create`; a pending app left by an earlier attempt (a reload mid-setup) is deleted, then made anew. */
async function createEnrolment(ctx: Ctx): Promise<Enrolment> {
  const { client } = ctx;
  const options = { expiration_minutes: ctx.options.expirationMinutes };
  let created;
  try {
    created = await client.totps.create(options);
  } catch (e) {
    if (errorType(e) !== 'pending_totp_exists') throw e;
    const user = await client.user.get();
    for (const t of user.totps.filter((x) => !x.verified)) await client.user.deleteTOTP(t.totp_id);
    created = await client.totps.create(options);
  }
  const issuer = issuerOf(ctx);
  const user = ctx.getState().session.user;
  const account = user?.email ?? user?.phone ?? '';
  return {
    totpId: created.totp_id,
    secret: created.secret,
    uri: otpauthURI({ secret: created.secret, issuer, account }),
    recoveryCodes: [...created.recovery_codes],
    issuer,
  };
}

/** How many recovery codes are left: `totps.recoveryCodes()` counted, never kept. Null when Stytch will not say. */
async function countRecoveryCodes(ctx: Ctx): Promise<number | null> {
  try {
    const r = (await ctx.client.totps.recoveryCodes()) as unknown as { totps?: unknown };
    // Stytch's API reference shows an array of TOTPs; the client's type one object: both are read.
    const list = (Array.isArray(r.totps) ? r.totps : [r.totps]) as { verified?: boolean; recovery_codes?: unknown[] }[];
    return list.filter((t) => t?.verified).reduce((n, t) => n + (t.recovery_codes?.length ?? 0), 0);
  } catch {
    // Reading the codes is a privileged call (a password and a recovery code are not two categories): say nothing.
    return null;
  }
}

/** Passes the plugin's current login step, unless this run is stale (the widget is gone or moved on). */
const passStep = async (ctx: Ctx) => {
  if (ctx.current()) await ctx.widget.steps.complete();
};

/**
 * Whether `finish` may pass the current step: only one of this plugin's, and one that asks for the app (the code at
 * login, or setting one up) only once the session carries the app's factor (a code or a recovery code). 'Not now'
 * passes the offer. Without this, `finish` run on the challenge would complete the login without a second factor.
 */
function mayFinish(ctx: Ctx): boolean {
  const step = ctx.widget.steps.current();
  if (!step || !(Object.values(STEPS) as string[]).includes(step.id)) return false;
  if (step.id === STEPS.offer) return true;
  const factors = ctx.client.session.getSync()?.authentication_factors ?? [];
  return factors.some((f) => f.delivery_method === 'authenticator_app' || f.delivery_method === 'recovery_code');
}

/** The widget's session length, as every factor of its logins asks for it. */
const session = (ctx: Ctx) => ({ session_duration_minutes: ctx.widget.sessionDurationMinutes });

const CODE_OVERRIDES = { user_lock_limit_reached: 'totp.error.locked' } as const;
const RECOVERY_OVERRIDES = { user_lock_limit_reached: 'totp.error.recoveryLocked' } as const;

export const totpCommands = defineCommands('totp', {
  /**
   * `start()`: create an authenticator app for the signed-in user. Resolves with the secret, its `otpauth://` URI and
   * the recovery codes for the screen to show once. A second widget of the same page (React StrictMode) joins the
   * request in flight rather than creating another.
   */
  start: {
    run: (ctx: Ctx): Promise<Enrolment> => ctx.widget.scope.join('totp/create', () => createEnrolment(ctx)),
  },

  /** `confirm(code)`: the first code from the app verifies it; the session gains the factor. */
  confirm: {
    overrides: CODE_OVERRIDES,
    async run(ctx: Ctx, code: string): Promise<void> {
      await ctx.client.totps.authenticate({ totp_code: code, ...session(ctx) });
    },
  },

  /** `authenticate(code)`: the code at login; passes the step (the login completes, or the next step shows). */
  authenticate: {
    overrides: CODE_OVERRIDES,
    async run(ctx: Ctx, code: string): Promise<void> {
      await ctx.client.totps.authenticate({ totp_code: code, ...session(ctx) });
      await passStep(ctx);
    },
  },

  /**
   * `recover(code)`: a recovery code at login (it works once). With few codes left (`lowRecoveryCodes`), resolves
   * `{ done: false, left }` for the screen to say so before `finish`; otherwise passes the step.
   */
  recover: {
    overrides: RECOVERY_OVERRIDES,
    async run(ctx: Ctx, code: string): Promise<RecoverOutcome> {
      await ctx.client.totps.recover({ recovery_code: code.trim(), ...session(ctx) });
      const left = await countRecoveryCodes(ctx);
      // The slice's `recoveryCodesLeft` action written out: importing slice.ts would share it with the first download.
      ctx.dispatch({ type: 'totp/recoveryCodesLeft', payload: left });
      if (left !== null && left <= ctx.options.lowRecoveryCodes) return { done: false, left };
      await passStep(ctx);
      return { done: true };
    },
  },

  /**
   * `finish()`: pass the step (recovery codes saved, or 'Not now', or the low-codes notice read). Does nothing on a
   * step that still waits for the app's code, or on another plugin's step.
   */
  finish: {
    run: async (ctx: Ctx): Promise<void> => {
      if (mayFinish(ctx)) await passStep(ctx);
    },
  },
});
