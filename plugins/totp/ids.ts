/** The plugin's screen and step ids, and the group its challenge joins (other plugins' second factors join it too). */
export const SCREENS = {
  challenge: 'totp/Challenge',
  recover: 'totp/Recover',
  enrol: 'totp/Enrol',
} as const;

export const STEPS = { challenge: 'totp/challenge', enrol: 'totp/enrol', offer: 'totp/offer' } as const;

/** The login-step group of second factors. */
export const SECOND_FACTOR_GROUP = 'second-factor';

declare module 'entryway' {
  interface ScreenRegistry {
    'totp/Challenge': undefined;
    'totp/Recover': undefined;
    /** `require`: the login waits for it; `offer`: 'Not now' passes it. */
    'totp/Enrol': { mode: 'require' | 'offer' };
  }
}
