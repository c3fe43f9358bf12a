/**
 * Simulator routes for passwords. Discovered by scripts/plugins.mjs and installed by `entryway/sim`'s `createSimulator`.
 *
 * Behaviour (Stytch-like, documented in sim/README.md):
 * - users/search → `userType`: 'new' (no user), 'password' (has a password, or a requires_reset placeholder),
 *   'passwordless' (user exists without a password).
 * - create: user with a password → duplicate_email; existing passwordless user or requires_reset → reset_password
 *   (prove the email first: the UI's dedupe flow); breached → breached_password; weak → weak_password.
 * - authenticate: unknown email or wrong password → 401 unauthorized_credentials; no password or requires_reset →
 *   400 reset_password; `passwordMaxAttempts` (10) failures lock the user for `lockDurationMinutes` (60) →
 *   user_lock_limit_reached.
 * - reset by email: single-use token (default 30 min), PKCE checked before consumption, revokes the user's other
 *   sessions, verifies the email. Reset emails carry a `loginLink` (magic-link token) when login_redirect_url is set.
 * - authenticate with the right password when that password is on the breached list → 400 breached_password (seed
 *   such a user through POST /__sim/users; create refuses breached passwords).
 * - reset by session (a signed-in user sets or changes the password): the session needs a factor authenticated in
 *   the last `passwordResetSessionMaxAgeMinutes` (5) → else 400 session_too_old_to_reset_password; the user's other
 *   sessions are revoked, the caller's gains a password factor.
 * - reset by existing password (no session needed: the email and the current password name the user): wrong
 *   current password → 401 unauthorized_credentials (counts toward the lock, as authenticate does); no password on
 *   file → 400 no_user_password; requires_reset → 400 reset_password; a rejected new password leaves the old one.
 *   Success revokes every session of the user and starts a new one with a password factor.
 * Passwords are compared exactly as sent (never trimmed) and measured in code points.
 */
import {
  BREACHED_PASSWORDS,
  checkStrength,
  missingZxcvbnPackages,
  ZXCVBN_PACKAGES,
  type StrengthPolicy,
} from './strength';
import {
  expiryMinutes,
  fields,
  hashPassword,
  normaliseEmail,
  allowedRedirectURL,
  requireChallenge,
  simError,
  tokenLink,
  verifyPassword,
  verifyPkce,
  type AdminUserFields,
  type AdminUserPatch,
  type Fields,
  type PasswordHash,
  type RouteContext,
  type SimModule,
  type Simulator,
  type UserData,
  type UserRecord,
} from '../../sim/kit';

/** What passwords keeps about a user off the wire user, which must never show a hash. */
export interface PasswordSecrets {
  /** Salted hash; null when the user has no password or only a `requires_reset` placeholder. */
  hash: PasswordHash | null;
  /** Wrong passwords since the last right one (or lock, or unlock); `passwordMaxAttempts` of them lock the user. */
  failedAttempts: number;
}

/** The passwords module's private data of one simulator's users (its routes, control-API fields and tests share it). */
export const passwordSecrets = (sim: Simulator): UserData<PasswordSecrets> =>
  sim.users.privateData<PasswordSecrets>('passwords', () => ({ hash: null, failedAttempts: 0 }));

/** Rejects passwords the project's policy would (create and both resets). */
async function assertAcceptable(sim: Simulator, password: string, email: string | undefined) {
  const s = await checkStrength(password, email, sim.config);
  if (s.breached_password && sim.config.breachDetectionOnCreate) throw simError('breached_password');
  if (!s.valid_password && !s.breached_password) {
    throw simError('weak_password', {
      details: { strength_policy: s.strength_policy, score: s.score, feedback: s.feedback },
    });
  }
}

async function setPassword(sim: Simulator, rec: UserRecord, password: string) {
  const secrets = passwordSecrets(sim).get(rec.user.user_id);
  secrets.hash = await hashPassword(password, sim.ids.bytes);
  rec.user.password = { password_id: passwordId(sim, rec), requires_reset: false };
  secrets.failedAttempts = 0;
  rec.lockedUntil = rec.lockCreatedAt = null;
}

/**
 * Whether `password` is the user's: a wrong one counts toward the lock (`passwordMaxAttempts` of them lock the user
 * for `lockDurationMinutes`), a right one clears the count.
 */
async function checkPassword(sim: Simulator, rec: UserRecord, secrets: PasswordSecrets, password: string) {
  if (secrets.hash && (await verifyPassword(password, secrets.hash))) {
    secrets.failedAttempts = 0;
    return true;
  }
  if (++secrets.failedAttempts >= sim.config.passwordMaxAttempts) {
    rec.lockCreatedAt = sim.now();
    rec.lockedUntil = rec.lockCreatedAt + sim.config.lockDurationMinutes * 60_000;
    secrets.failedAttempts = 0;
  }
  return false;
}

/** The user's password_id, kept across changes; a new one for a user without a password. */
const passwordId = (sim: Simulator, rec: UserRecord) => rec.user.password?.password_id ?? sim.ids.id('password');

const ADMIN_FIELDS = { password: 'string?', requires_reset: 'boolean?' } as const;
type AdminFields = Fields<typeof ADMIN_FIELDS>;

/**
 * `password` and `requires_reset` on the control API's `POST /__sim/users` and `PATCH /__sim/users/:user_id`. No
 * strength policy here: tests sometimes need a weak or breached password on file.
 */
const adminUserFields: AdminUserFields<typeof ADMIN_FIELDS> = {
  fields: ADMIN_FIELDS,
  async seed(sim, rec, f: AdminFields) {
    if (f.password === undefined && !f.requires_reset) return;
    rec.user.password = { password_id: sim.ids.id('password'), requires_reset: f.requires_reset ?? false };
    const hash = f.password !== undefined ? await hashPassword(f.password, sim.ids.bytes) : null;
    passwordSecrets(sim).get(rec.user.user_id).hash = hash;
  },
  async patch(sim, rec, f: AdminFields & AdminUserPatch) {
    const secrets = passwordSecrets(sim).get(rec.user.user_id);
    if (f.password !== undefined) {
      secrets.hash = await hashPassword(f.password, sim.ids.bytes);
      rec.user.password = { password_id: passwordId(sim, rec), requires_reset: false };
    }
    if (f.requires_reset !== undefined) {
      rec.user.password = { password_id: passwordId(sim, rec), requires_reset: f.requires_reset };
    }
    // An unlocked user starts a fresh count.
    if (f.unlock) secrets.failedAttempts = 0;
  },
};

const knowledgeFactor = (email?: { email_id: string; email: string }) => ({
  type: 'password',
  delivery_method: 'knowledge',
  ...(email ? { email_factor: { email_id: email.email_id, email_address: email.email } } : {}),
});

declare module '../../sim/types' {
  interface ProjectConfig {
    /** Stytch's password policy. @default 'zxcvbn' */
    strengthPolicy: StrengthPolicy;
    /** LUDS: minimum length in code points. @default 8 */
    ludsMinimumCount: number;
    /** LUDS: how many of lower/upper/digit/symbol are required. @default 3 */
    ludsComplexity: number;
    /** Reject breached passwords on create/reset (strength_check reports it as breach_detection_on_create). @default true */
    breachDetectionOnCreate: boolean;
    /** Password resets need a PKCE code_challenge (bootstrap's pkce_required_for_password_resets). @default false */
    pkceRequiredForPasswordResets: boolean;
    /** Failed password attempts per user before the user locks. @default 10 */
    passwordMaxAttempts: number;
    /** Password reset link expiry when reset_password_expiration_minutes is omitted. @default 30 */
    resetPasswordExpirationMinutes: number;
    /** Reset-link target when the request names none; null → `<origin of defaultRedirectURL>/reset-password`. */
    defaultResetPasswordURL: string | null;
    /** Reset by session: how recent one of the session's factors must be, in minutes. @default 5 */
    passwordResetSessionMaxAgeMinutes: number;
  }
}

/** The project's reset-password page: configured, or `/reset-password` next to the default redirect URL. */
function defaultResetPasswordURL(sim: Simulator): string {
  return sim.config.defaultResetPasswordURL ?? new URL('/reset-password', sim.config.defaultRedirectURL).toString();
}

export const simModule: SimModule = {
  name: 'passwords',
  project: {
    strengthPolicy: 'zxcvbn',
    ludsMinimumCount: 8,
    ludsComplexity: 3,
    breachDetectionOnCreate: true,
    pkceRequiredForPasswordResets: false,
    passwordMaxAttempts: 10,
    resetPasswordExpirationMinutes: 30,
    defaultResetPasswordURL: null,
    passwordResetSessionMaxAgeMinutes: 5,
  },
  settingChoices: { strengthPolicy: ['zxcvbn', 'luds'] },
  bootstrap: ({ config: c }) => ({
    pkce_required_for_password_resets: c.pkceRequiredForPasswordResets,
    password_config:
      c.strengthPolicy === 'luds'
        ? { luds_complexity: c.ludsComplexity, luds_minimum_count: c.ludsMinimumCount }
        : null,
  }),
  async diagnose() {
    const missing = await missingZxcvbnPackages();
    return missing.length
      ? [
          `${missing.join(', ')} not installed: password strength checks (passwords) answer 500 until you run \`npm install --save-dev ${ZXCVBN_PACKAGES.join(' ')}\` (no restart needed).`,
        ]
      : [];
  },
  errors: {
    no_user_password: { status: 400, message: 'Password not found for this user. Please try again.' },
    breached_password: {
      status: 400,
      message: 'Password appears in the list of breached passwords and must be reset.',
    },
    reset_password: { status: 400, message: 'Password must be reset.' },
    duplicate_email: { status: 400, message: 'A user with the specified email already exists for this project.' },
    weak_password: { status: 400, message: 'Password does not meet the strength requirements.' },
    session_too_old_to_reset_password: {
      status: 400,
      message:
        'The provided session cannot be used to reset a password. It does not have an authentication factor that was authenticated within the last 5 minutes.',
    },
  },
  adminUserFields,
  faultPaths: [
    '/sdk/v1/users/search',
    '/sdk/v1/passwords',
    '/sdk/v1/passwords/authenticate',
    '/sdk/v1/passwords/strength_check',
    '/sdk/v1/passwords/email/reset/start',
    '/sdk/v1/passwords/email/reset',
    '/sdk/v1/passwords/session/reset',
    '/sdk/v1/passwords/existing_password/reset',
  ],
  install(sim) {
    sim.route('POST', '/sdk/v1/users/search', (ctx) => {
      const f = fields(ctx.body, { email: 'string' });
      const found = sim.users.byEmail(normaliseEmail(f.email));
      return { userType: !found ? 'new' : found.rec.user.password ? 'password' : 'passwordless' };
    });

    sim.route('POST', '/sdk/v1/passwords/strength_check', async (ctx) => {
      const f = fields(ctx.body, { password: 'string', email: 'string?' });
      return checkStrength(f.password, f.email, sim.config);
    });

    sim.route('POST', '/sdk/v1/passwords', async (ctx) => {
      const f = fields(ctx.body, { email: 'string', password: 'string', session_duration_minutes: 'number?' });
      const email = normaliseEmail(f.email);
      if (sim.config.inactiveEmails.map((e) => e.toLowerCase()).includes(email)) throw simError('inactive_email');
      const found = sim.users.byEmail(email);
      if (found) {
        if (found.rec.user.password?.requires_reset || !found.rec.user.password) throw simError('reset_password');
        throw simError('duplicate_email');
      }
      await assertAcceptable(sim, f.password, email);
      // The email is not verified: knowing a password proves nothing about the inbox.
      const rec = sim.users.create({ email });
      await setPassword(sim, rec, f.password);
      const e = rec.user.emails[0];
      const data = sim.login(ctx, rec, knowledgeFactor(e), { durationMinutes: f.session_duration_minutes });
      return { ...data, email_id: e.email_id };
    });

    sim.route('POST', '/sdk/v1/passwords/authenticate', async (ctx) => {
      const f = fields(ctx.body, { email: 'string', password: 'string', session_duration_minutes: 'number?' });
      const found = sim.users.byEmail(normaliseEmail(f.email));
      if (!found) throw simError('unauthorized_credentials');
      const { rec, email } = found;
      if (sim.users.isLocked(rec)) throw simError('user_lock_limit_reached');
      const secrets = passwordSecrets(sim).get(rec.user.user_id);
      if (!rec.user.password || rec.user.password.requires_reset || !secrets.hash) throw simError('reset_password');
      if (!(await checkPassword(sim, rec, secrets, f.password))) throw simError('unauthorized_credentials');
      // A correct password that has since shown up in a breach must be reset before it logs anyone in.
      if (BREACHED_PASSWORDS.has(f.password)) throw simError('breached_password');
      return sim.login(ctx, rec, knowledgeFactor(email), { durationMinutes: f.session_duration_minutes });
    });

    sim.route('POST', '/sdk/v1/passwords/email/reset/start', (ctx) => {
      const f = fields(ctx.body, {
        email: 'string',
        login_redirect_url: 'string?',
        reset_password_redirect_url: 'string?',
        reset_password_expiration_minutes: 'number?',
        reset_password_template_id: 'string?',
        locale: 'string?',
        code_challenge: 'string?',
      });
      const email = normaliseEmail(f.email);
      const challenge = requireChallenge(sim.config.pkceRequiredForPasswordResets, f.code_challenge);
      const found = sim.users.byEmail(email);
      if (!found) throw simError('email_not_found');
      const check = (param: string, url: string | undefined, fallback: string) =>
        allowedRedirectURL(sim, url, { param, fallback, errorType: 'no_match_for_provided_magic_link_url' });
      const resetURL = check(
        'reset_password_redirect_url',
        f.reset_password_redirect_url,
        defaultResetPasswordURL(sim),
      );
      const loginURL =
        f.login_redirect_url !== undefined ? check('login_redirect_url', f.login_redirect_url, '') : undefined;
      const minutes = expiryMinutes(f.reset_password_expiration_minutes, sim.config.resetPasswordExpirationMinutes);
      const ids = { user_id: found.rec.user.user_id, email_id: found.email.email_id };
      const reset = sim.tokens.issue('reset_password', { ...ids, ttlMinutes: minutes, code_challenge: challenge });
      const link = tokenLink(resetURL, 'reset_password', reset.token);
      // The "log in without a password" link is a magic link carrying the same (passwords-namespace) challenge;
      // the client's magic-link authenticate tries that verifier first.
      const loginLink = loginURL
        ? tokenLink(
            loginURL,
            'login',
            sim.tokens.issue('magic_link', {
              ...ids,
              ttlMinutes: sim.config.magicLinkExpirationMinutes,
              code_challenge: challenge,
            }).token,
          )
        : undefined;
      const name = sim.config.projectName;
      sim.outbox.send({
        channel: 'email',
        kind: 'reset_password',
        to: email,
        subject: `Reset your ${name} password`,
        text: `Reset your password: ${link}\nThis link expires in ${minutes} minutes.${loginLink ? `\nOr log in without a password: ${loginLink}` : ''}`,
        link,
        ...(loginLink ? { loginLink } : {}),
      });
      return ids;
    });

    sim.route('POST', '/sdk/v1/passwords/email/reset', async (ctx) => {
      const f = fields(ctx.body, {
        token: 'string',
        password: 'string',
        session_duration_minutes: 'number?',
        code_verifier: 'string?',
      });
      const t = sim.tokens.find(f.token, ['reset_password']);
      if (!t) throw simError('magic_link_not_found');
      if (!sim.tokens.isUsable(t)) throw simError('unable_to_auth_magic_link');
      await verifyPkce(t.code_challenge, f.code_verifier);
      const rec = sim.users.get(t.user_id);
      const email = rec?.user.emails.find((x) => x.email_id === t.email_id);
      if (!rec || !email) throw simError('unable_to_auth_magic_link');
      // A rejected password leaves the token usable, so the user can pick another one on the same page.
      await assertAcceptable(sim, f.password, email.email);
      sim.tokens.consume(t);
      await setPassword(sim, rec, f.password);
      email.verified = true;
      sim.sessions.revokeUser(rec.user.user_id);
      const data = sim.login(
        ctx,
        rec,
        {
          type: 'password',
          delivery_method: 'email',
          email_factor: { email_id: email.email_id, email_address: email.email },
        },
        { durationMinutes: f.session_duration_minutes, fresh: true },
      );
      return data;
    });

    sim.route('POST', '/sdk/v1/passwords/session/reset', async (ctx: RouteContext) => {
      const f = fields(ctx.body, { password: 'string', session_duration_minutes: 'number?' });
      const { session, user } = ctx.requireSession();
      const maxAge = sim.config.passwordResetSessionMaxAgeMinutes * 60_000;
      if (!session.factors.some((x) => sim.now() - Date.parse(x.last_authenticated_at) <= maxAge)) {
        throw simError('session_too_old_to_reset_password');
      }
      await assertAcceptable(sim, f.password, user.user.emails[0]?.email);
      await setPassword(sim, user, f.password);
      sim.sessions.revokeUser(user.user.user_id, session.session_id);
      return sim.login(ctx, user, knowledgeFactor(user.user.emails[0]), {
        durationMinutes: f.session_duration_minutes,
      });
    });

    sim.route('POST', '/sdk/v1/passwords/existing_password/reset', async (ctx) => {
      const f = fields(ctx.body, {
        email: 'string',
        existing_password: 'string',
        new_password: 'string',
        session_duration_minutes: 'number?',
      });
      const found = sim.users.byEmail(normaliseEmail(f.email));
      if (!found) throw simError('unauthorized_credentials');
      const { rec, email } = found;
      if (sim.users.isLocked(rec)) throw simError('user_lock_limit_reached');
      const secrets = passwordSecrets(sim).get(rec.user.user_id);
      if (!rec.user.password) throw simError('no_user_password');
      if (rec.user.password.requires_reset || !secrets.hash) throw simError('reset_password');
      if (!(await checkPassword(sim, rec, secrets, f.existing_password))) throw simError('unauthorized_credentials');
      await assertAcceptable(sim, f.new_password, email.email);
      await setPassword(sim, rec, f.new_password);
      sim.sessions.revokeUser(rec.user.user_id);
      return sim.login(ctx, rec, knowledgeFactor(email), { durationMinutes: f.session_duration_minutes, fresh: true });
    });
  },
};
