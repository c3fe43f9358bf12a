// @vitest-environment node
/** The generation rule that keeps a slow, superseded send from replacing a newer method_id. */
import { describe, expect, it } from 'vitest';
import { cleared, codeSent, otpSlice, sendStarted, type OtpState } from './slice';

const sent = (generation: number, methodId: string) =>
  codeSent({ generation, type: 'sms', methodId, destination: '+12015550123', displayDestination: '(201) 555-0123', expiresAt: 1 });

describe('otp slice', () => {
  it('accepts sends in generation order and ignores a late, older one', () => {
    let s: OtpState = otpSlice.reducer(undefined, { type: '@init' });
    s = otpSlice.reducer(s, sendStarted()); // #1
    s = otpSlice.reducer(s, sendStarted()); // #2
    expect(s.lastGeneration).toBe(2);
    s = otpSlice.reducer(s, sent(2, 'm2'));
    s = otpSlice.reducer(s, sent(1, 'm1')); // #1 answers late
    expect(s.otpState?.methodId).toBe('m2');
    expect(s.acceptedGeneration).toBe(2);
  });

  it('forgets the destination on cleared, but a late send from before stays ignored', () => {
    let s: OtpState = otpSlice.reducer(undefined, { type: '@init' });
    s = otpSlice.reducer(s, sendStarted());
    s = otpSlice.reducer(s, sendStarted());
    s = otpSlice.reducer(s, sent(2, 'm2'));
    s = otpSlice.reducer(s, cleared());
    expect(s.otpState).toBeNull();
    expect(otpSlice.reducer(s, sent(1, 'm1')).otpState).toBeNull();
  });

  it('never holds a passcode: only ids, destinations and times', () => {
    let s: OtpState = otpSlice.reducer(undefined, { type: '@init' });
    s = otpSlice.reducer(s, sendStarted());
    s = otpSlice.reducer(s, sent(1, 'm1'));
    expect(Object.keys(s.otpState!).sort()).toEqual(['destination', 'displayDestination', 'expiresAt', 'methodId', 'type']);
  });
});
