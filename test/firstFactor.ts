/**
 * A stand-in first factor for the tests of login steps (second factors, step-up): commands that log Ada in as any
 * method plugin does, then hand the login to the steps with `completeLogin` (screen `first/Done` once they pass).
 * Codes come from the simulator's outbox, so a test needs its simulator.
 */
import { defineCommands } from 'entryway';
import type { Simulator } from 'entryway/sim';

declare module 'entryway' {
  interface ScreenRegistry {
    'first/Done': undefined;
  }
}

/** Ada's address, phone and password (seed her with them). */
export const FIRST_USER = {
  email: 'ada@example.com',
  phone: '+12015550123',
  password: 'velvet-Orbit-tundra-42',
} as const;

const DONE = { screen: 'first/Done' } as const;

/** The first factors, by how the user logs in; each `session_duration_minutes` is the widget's. */
export function firstFactorCommands(sim: Simulator) {
  const code = (to: string) => sim.outbox.last({ to })!.code!;
  return defineCommands('first', {
    password: {
      run: async ({ client, completeLogin, widget }) => {
        const response = await client.passwords.authenticate({
          email: FIRST_USER.email,
          password: FIRST_USER.password,
          session_duration_minutes: widget.sessionDurationMinutes,
        });
        return completeLogin({ method: 'first', response, screen: DONE });
      },
    },
    emailCode: {
      run: async ({ client, completeLogin, widget }) => {
        const { method_id } = await client.otps.email.loginOrCreate(FIRST_USER.email);
        const response = await client.otps.authenticate(code(FIRST_USER.email), method_id, {
          session_duration_minutes: widget.sessionDurationMinutes,
        });
        return completeLogin({ method: 'first', response, screen: DONE });
      },
    },
    sms: {
      run: async ({ client, completeLogin, widget }) => {
        const { method_id } = await client.otps.sms.loginOrCreate(FIRST_USER.phone);
        const response = await client.otps.authenticate(code(FIRST_USER.phone), method_id, {
          session_duration_minutes: widget.sessionDurationMinutes,
        });
        return completeLogin({ method: 'first', response, screen: DONE });
      },
    },
    /** Two factors of one category (an email code, then a text message): still one category for Stytch. */
    emailThenSms: {
      run: async ({ client, completeLogin, widget }) => {
        const minutes = { session_duration_minutes: widget.sessionDurationMinutes };
        const e = await client.otps.email.loginOrCreate(FIRST_USER.email);
        await client.otps.authenticate(code(FIRST_USER.email), e.method_id, minutes);
        const s = await client.otps.sms.loginOrCreate(FIRST_USER.phone);
        const response = await client.otps.authenticate(code(FIRST_USER.phone), s.method_id, minutes);
        return completeLogin({ method: 'first', response, screen: DONE });
      },
    },
    passkey: {
      run: async ({ client, completeLogin, widget }) => {
        const response = await client.webauthn.authenticate({
          is_passkey: true,
          session_duration_minutes: widget.sessionDurationMinutes,
        });
        return completeLogin({ method: 'first', response: response!, screen: DONE });
      },
    },
  });
}
