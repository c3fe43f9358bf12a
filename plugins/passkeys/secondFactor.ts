/**
 * A passkey as a second factor (React-free; only the lazy second-factor screen imports it): after another first
 * factor, the client asks the browser for one of the signed-in user's own passkeys (it starts at
 * `…/authenticate/start/secondary`, since it holds the session), the session gains the WebAuthn factor, and the
 * login step is passed.
 */
import { defineCommands } from 'entryway';
import { isCancelled, loginErrorKey, passkeysOptions, reportFailure } from './login';

/** What the `secondFactor` command came to (its failures are returned with their text, and reported). */
export type SecondFactorOutcome =
  /** Verified: the step is passed (the login completes, or the next step shows). */
  | { status: 'verified' }
  /** The person closed the browser's dialog: said quietly, the button stays to try again. */
  | { status: 'cancelled' }
  /** Any other failure, with the string key (and params) of what the screen says. */
  | { status: 'failed'; key: string; params?: Record<string, string | number> };

export const passkeysSecondFactorCommands = defineCommands('passkeys', {
  /**
   * `secondFactor()`: 'Use your passkey'. Asks the browser for one of the user's passkeys and adds it to the session
   * of the first factor; no UI time-out (the browser's dialog waits for the person as long as it needs). A closed
   * dialog is `cancelled`; any other failure is `failed`, reported to the host, and the screen offers a retry.
   */
  secondFactor: {
    timeoutMs: false,
    async run(ctx): Promise<SecondFactorOutcome> {
      try {
        const response = await ctx.client.webauthn.authenticate({
          domain: passkeysOptions(ctx.widget).domain,
          session_duration_minutes: ctx.widget.sessionDurationMinutes,
          is_passkey: true,
        });
        if (!response) throw new Error('Empty response');
        if (ctx.current()) await ctx.widget.steps.complete();
        return { status: 'verified' };
      } catch (e) {
        if (isCancelled(e)) return { status: 'cancelled' };
        const { key, params } = loginErrorKey(e);
        if (ctx.current()) reportFailure(ctx.widget, e, key, params);
        return { status: 'failed', key, params };
      }
    },
  },
});
