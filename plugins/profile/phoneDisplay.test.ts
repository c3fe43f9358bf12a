// @vitest-environment node
/** The phones section's display of a stored number: international format, or the stored string when unreadable. */
import { describe, expect, it } from 'vitest';
import { displayPhone } from './screens/phoneDisplay';

describe('displayPhone', () => {
  it('shows E.164 numbers in international format (expected texts written by hand)', () => {
    expect(displayPhone('+15555550123')).toBe('+1 555 555 0123');
    expect(displayPhone('+447700900123')).toBe('+44 7700 900123');
    expect(displayPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('falls back to the stored string when it cannot be read as a number', () => {
    for (const raw of ['+999123', 'not a number', '+', '']) expect(displayPhone(raw)).toBe(raw);
  });
});
