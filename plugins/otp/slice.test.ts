// @vitest-environment node
/** The slice stores where the code went (which send lands is the command runtime's rule: see flow.test.ts). */
import { describe, expect, it } from 'vitest';
import { cleared, codeSent, otpSlice, type OtpState } from './slice';

const sent = (methodId: string) =>
  codeSent({ type: 'sms', methodId, destination: '+12015550123', displayDestination: '(201) 555-0123', expiresAt: 1 });

describe('otp slice', () => {
  it('keeps the newest delivery and forgets it on cleared', () => {
    let s: OtpState = otpSlice.reducer(undefined, { type: '@init' });
    s = otpSlice.reducer(s, sent('m1'));
    s = otpSlice.reducer(s, sent('m2'));
    expect(s.otpState?.methodId).toBe('m2');
    s = otpSlice.reducer(s, cleared());
    expect(s.otpState).toBeNull();
  });

  it('never holds a passcode: only ids, destinations and times', () => {
    const s = otpSlice.reducer(undefined, sent('m1'));
    expect(Object.keys(s.otpState!).sort()).toEqual([
      'destination',
      'displayDestination',
      'expiresAt',
      'methodId',
      'type',
    ]);
  });
});
