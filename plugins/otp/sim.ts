/**
 * Simulator routes for one-time passcodes. Discovered by scripts/plugins.mjs and installed by `entryway/sim`'s `createSimulator`.
 * - login_or_create (sms | whatsapp | email): finds or creates the user, sends a random 6-digit code to the outbox
 *   and answers the `method_id` (phone_id / email_id). Only the newest code of a method_id is valid.
 * - send (`otps/<channel>/send/primary`, logged out; `…/send/secondary`, the client's path when it has a session):
 *   primary sends to an existing user only (404 phone_number_not_found / email_not_found); secondary sends to the
 *   session's user, adding the phone or email (unverified) when the user has none such, and refuses one another
 *   user has (409 duplicate_phone_number / 400 duplicate_email). Adding a new one is a privileged change: Stytch's
 *   multi-factor rule applies (`insufficient_factors` / `stale_factors`, sim/mfa.ts). Both answer `user_id`,
 *   `phone_id` / `email_id` and `method_id`, never `user_created`.
 * - authenticate: wrong/expired/used code → 404 otp_code_not_found; not 6 digits → 400 invalid_code (not counted);
 *   after `otpMaxAttempts` (5) failures the method_id locks for `lockDurationMinutes` (60) and every try, even
 *   with the right code, answers 400 user_lock_limit_reached. A new code does not lift the lock. With the caller's
 *   session (same user) the factor is added to that session (`sim.login`'s step-up); a code sent to a signed-in user
 *   must be entered in that user's session, else 400 session_on_code_does_not_match_session_passed_in.
 */
import {
  assertE164,
  expiryMinutes,
  fields,
  normaliseEmail,
  requireMultiFactor,
  simError,
  userForEmail,
  userForPhone,
  type SimModule,
} from '../../sim/kit';

type Channel = 'sms' | 'whatsapp' | 'email';

interface OtpState {
  channel: Channel;
  /** A secondary send's: the user whose session asked for the code (only that user's session may use it). */
  sessionUser: string | null;
  code: string | null;
  expiresAt: number;
  failed: number;
  lockedUntil: number | null;
}

declare module '../../sim/types' {
  interface ProjectConfig {
    /** OTP expiry when expiration_minutes is omitted. @default 5 */
    otpExpirationMinutes: number;
    /** Failed OTP attempts per method_id before it locks. @default 5 */
    otpMaxAttempts: number;
  }
}

export const simModule: SimModule = {
  name: 'otp',
  project: { otpExpirationMinutes: 5, otpMaxAttempts: 5 },
  errors: {
    otp_code_not_found: { status: 404, message: 'Invalid passcode, please try again.' },
    invalid_code: { status: 400, message: 'Code format is invalid, please try again.' },
    duplicate_phone_number: { status: 409, message: 'A user with this phone number already exists.' },
    session_on_code_does_not_match_session_passed_in: {
      status: 400,
      message: 'The passcode was sent for another session than the one passed in.',
    },
  },
  faultPaths: [
    '/sdk/v1/otps/sms/login_or_create',
    '/sdk/v1/otps/whatsapp/login_or_create',
    '/sdk/v1/otps/email/login_or_create',
    '/sdk/v1/otps/sms/send/secondary',
    '/sdk/v1/otps/whatsapp/send/secondary',
    '/sdk/v1/otps/authenticate',
  ],
  install(sim) {
    const states = new Map<string, OtpState>();
    sim.onReset(() => states.clear());

    const send = (
      channel: Channel,
      methodId: string,
      to: string,
      minutes: number,
      sessionUser: string | null = null,
    ) => {
      const prev = states.get(methodId);
      const code = sim.ids.digits(6);
      states.set(methodId, {
        channel,
        sessionUser,
        code,
        expiresAt: sim.now() + minutes * 60_000,
        failed: prev?.failed ?? 0,
        lockedUntil: prev?.lockedUntil ?? null,
      });
      const name = sim.config.projectName;
      const text = `${code} is your ${name} verification code. It expires in ${minutes} minutes.`;
      sim.outbox.send(
        channel === 'email'
          ? { channel, kind: 'otp', to, subject: `Your ${name} verification code`, text, code }
          : { channel, kind: 'otp', to, text, code },
      );
    };

    for (const channel of ['sms', 'whatsapp'] as const) {
      sim.route('POST', `/sdk/v1/otps/${channel}/login_or_create`, (ctx) => {
        const f = fields(ctx.body, {
          phone_number: 'string',
          expiration_minutes: 'number?',
          locale: 'string?',
          enable_autofill: 'boolean?',
          autofill_session_duration_minutes: 'number?',
        });
        const phone = assertE164(f.phone_number);
        const minutes = expiryMinutes(f.expiration_minutes, sim.config.otpExpirationMinutes);
        const { rec, phone: p, created } = userForPhone(sim, phone);
        send(channel, p.phone_id, phone, minutes);
        return { user_id: rec.user.user_id, phone_id: p.phone_id, method_id: p.phone_id, user_created: created };
      });
    }

    sim.route('POST', '/sdk/v1/otps/email/login_or_create', (ctx) => {
      const f = fields(ctx.body, {
        email: 'string',
        expiration_minutes: 'number?',
        login_template_id: 'string?',
        signup_template_id: 'string?',
        locale: 'string?',
      });
      const email = normaliseEmail(f.email);
      const minutes = expiryMinutes(f.expiration_minutes, sim.config.otpExpirationMinutes);
      const { rec, email: e, created } = userForEmail(sim, email);
      send('email', e.email_id, email, minutes);
      return { user_id: rec.user.user_id, email_id: e.email_id, method_id: e.email_id, user_created: created };
    });

    // `send`: to existing users only. Logged out (`primary`) the phone or email must be a user's; with a session
    // (`secondary`) it goes to the session's user, who gains the phone or email (unverified) if they had none such.
    const sendFields = { expiration_minutes: 'number?', locale: 'string?' } as const;
    for (const kind of ['primary', 'secondary'] as const) {
      for (const channel of ['sms', 'whatsapp'] as const) {
        sim.route('POST', `/sdk/v1/otps/${channel}/send/${kind}`, (ctx) => {
          const signedIn = kind === 'secondary' ? ctx.requireSession() : null;
          const caller = signedIn?.user ?? null;
          const f = fields(ctx.body, {
            phone_number: 'string',
            ...sendFields,
            enable_autofill: 'boolean?',
            autofill_session_duration_minutes: 'number?',
          });
          const phone = assertE164(f.phone_number);
          if (sim.config.unsubscribedPhoneNumbers.includes(phone)) throw simError('unsubscribed_phone_number');
          const minutes = expiryMinutes(f.expiration_minutes, sim.config.otpExpirationMinutes);
          const found = sim.users.byPhone(phone);
          if (!caller && !found) throw simError('phone_number_not_found');
          if (caller && found && found.rec !== caller) throw simError('duplicate_phone_number');
          if (signedIn && !found) requireMultiFactor(sim, signedIn.user, signedIn.session);
          const rec = caller ?? found!.rec;
          const p = found?.phone ?? sim.users.addPhone(rec, phone);
          send(channel, p.phone_id, phone, minutes, caller?.user.user_id ?? null);
          return { user_id: rec.user.user_id, phone_id: p.phone_id, method_id: p.phone_id };
        });
      }
      sim.route('POST', `/sdk/v1/otps/email/send/${kind}`, (ctx) => {
        const signedIn = kind === 'secondary' ? ctx.requireSession() : null;
        const caller = signedIn?.user ?? null;
        const f = fields(ctx.body, {
          email: 'string',
          ...sendFields,
          login_template_id: 'string?',
          signup_template_id: 'string?',
        });
        const email = normaliseEmail(f.email);
        const minutes = expiryMinutes(f.expiration_minutes, sim.config.otpExpirationMinutes);
        const found = sim.users.byEmail(email);
        if (!caller && !found) throw simError('email_not_found');
        if (caller && found && found.rec !== caller)
          throw simError('duplicate_email', {
            status: 400,
            message: 'A user with the specified email already exists for this project.',
          });
        if (signedIn && !found) requireMultiFactor(sim, signedIn.user, signedIn.session);
        const rec = caller ?? found!.rec;
        const e = found?.email ?? sim.users.addEmail(rec, email);
        send('email', e.email_id, email, minutes, caller?.user.user_id ?? null);
        return { user_id: rec.user.user_id, email_id: e.email_id, method_id: e.email_id };
      });
    }

    sim.route('POST', '/sdk/v1/otps/authenticate', (ctx) => {
      const f = fields(ctx.body, { token: 'string', method_id: 'string', session_duration_minutes: 'number?' });
      const st = states.get(f.method_id);
      const owner = sim.users.byMethodId(f.method_id);
      if (!st || !owner) throw simError('otp_code_not_found');
      if (st.sessionUser !== null && ctx.session()?.user_id !== st.sessionUser)
        throw simError('session_on_code_does_not_match_session_passed_in');
      const now = sim.now();
      if (st.lockedUntil !== null) {
        if (st.lockedUntil > now) throw simError('user_lock_limit_reached');
        st.lockedUntil = null;
        st.failed = 0;
      }
      if (!/^\d{6}$/.test(f.token)) throw simError('invalid_code');
      if (st.code === null || st.expiresAt <= now || st.code !== f.token) {
        if (++st.failed >= sim.config.otpMaxAttempts) st.lockedUntil = now + sim.config.lockDurationMinutes * 60_000;
        throw simError('otp_code_not_found');
      }
      st.code = null;
      st.failed = 0;
      const { rec, email, phone } = owner;
      const factor = phone
        ? {
            type: 'otp',
            delivery_method: st.channel,
            phone_number_factor: { phone_id: phone.phone_id, phone_number: phone.phone_number },
          }
        : {
            type: 'otp',
            delivery_method: 'email',
            email_factor: { email_id: email!.email_id, email_address: email!.email },
          };
      (phone ?? email!).verified = true;
      const data = sim.login(ctx, rec, factor, { durationMinutes: f.session_duration_minutes });
      return { ...data, method_id: f.method_id, reset_sessions: false };
    });
  },
};
