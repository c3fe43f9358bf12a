/**
 * Simulator routes for one-time passcodes. Discovered by scripts/plugins.mjs and installed by `entryway/sim`'s `createSimulator`.
 * - login_or_create (sms | whatsapp | email): finds or creates the user, sends a random 6-digit code to the outbox
 *   and answers the `method_id` (phone_id / email_id). Only the newest code of a method_id is valid.
 * - authenticate: wrong/expired/used code → 404 otp_code_not_found; not 6 digits → 400 invalid_code (not counted);
 *   after `otpMaxAttempts` (5) failures the method_id locks for `lockDurationMinutes` (60) and every try, even
 *   with the right code, answers 400 user_lock_limit_reached. A new code does not lift the lock.
 */
import {
  assertE164,
  expiryMinutes,
  fields,
  normaliseEmail,
  simError,
  userForEmail,
  userForPhone,
  type SimModule,
} from '../../sim/kit';

type Channel = 'sms' | 'whatsapp' | 'email';

interface OtpState {
  channel: Channel;
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
  },
  faultPaths: [
    '/sdk/v1/otps/sms/login_or_create',
    '/sdk/v1/otps/whatsapp/login_or_create',
    '/sdk/v1/otps/email/login_or_create',
    '/sdk/v1/otps/authenticate',
  ],
  install(sim) {
    const states = new Map<string, OtpState>();
    sim.onReset(() => states.clear());

    const send = (channel: Channel, methodId: string, to: string, minutes: number) => {
      const prev = states.get(methodId);
      const code = sim.ids.digits(6);
      states.set(methodId, {
        channel,
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

    sim.route('POST', '/sdk/v1/otps/authenticate', (ctx) => {
      const f = fields(ctx.body, { token: 'string', method_id: 'string', session_duration_minutes: 'number?' });
      const st = states.get(f.method_id);
      const owner = sim.users.byMethodId(f.method_id);
      if (!st || !owner) throw simError('otp_code_not_found');
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
