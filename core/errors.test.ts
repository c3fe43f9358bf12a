// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { StytchAPIError, StytchAPIUnreachableError } from '@stytch/vanilla-js/headless';
import { describeError, RequestTimeoutError, withTimeout } from './errors';

const apiError = (status_code: number, error_type: string, error_message = 'server says', extra: object = {}) =>
  new StytchAPIError({
    status_code,
    error_type,
    error_message,
    error_url: 'https://stytch.com/docs/api/errors',
    request_id: 'req-1',
    ...extra,
  } as never);

describe('describeError', () => {
  it("maps the core catalogue's shared error types to their strings", () => {
    expect(describeError(apiError(400, 'user_lock_limit_reached'))).toMatchObject({
      kind: 'api',
      key: 'core.errorType.user_lock_limit_reached',
    });
    expect(describeError(apiError(401, 'unauthorized_credentials')).key).toBe(
      'core.errorType.unauthorized_credentials',
    );
  });

  it("leaves a method's own error types to the plugins' errors maps", () => {
    // otp_code_not_found belongs to the otp plugin: without its map the server's text is shown as it is.
    expect(describeError(apiError(404, 'otp_code_not_found', 'Invalid passcode, please try again.'))).toMatchObject({
      kind: 'api',
      text: 'Invalid passcode, please try again.',
    });
    const errors = {
      otp_code_not_found: 'otp.errorType.otp_code_not_found',
      invalid_email: 'otp.errorType.invalid_email',
    };
    expect(describeError(apiError(404, 'otp_code_not_found'), {}, errors).key).toBe('otp.errorType.otp_code_not_found');
    // A plugin's map comes before the core catalogue; a call's overrides come before both.
    expect(describeError(apiError(400, 'invalid_email'), {}, errors).key).toBe('otp.errorType.invalid_email');
    expect(describeError(apiError(400, 'invalid_email'), { invalid_email: 'otp.error.invalidEmail' }, errors).key).toBe(
      'otp.error.invalidEmail',
    );
  });

  it('looks error types up as own properties only', () => {
    // An error_type naming an Object.prototype member must not find an inherited "key".
    for (const type of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(describeError(apiError(400, type, 'from the server'), {}, {})).toMatchObject({
        kind: 'api',
        text: 'from the server',
      });
    }
  });

  it('shows the server message as text for unknown types', () => {
    expect(describeError(apiError(400, 'brand_new_error', '<b>Not HTML</b>'))).toMatchObject({
      kind: 'api',
      text: '<b>Not HTML</b>',
    });
  });

  it('lets a plugin override a type', () => {
    expect(describeError(apiError(400, 'invalid_email'), { invalid_email: 'otp.error.invalidEmail' }).key).toBe(
      'otp.error.invalidEmail',
    );
  });

  it('describes 429 with and without a known wait', () => {
    expect(
      describeError(apiError(429, 'too_many_requests', 'slow down', { error_details: { retry_after_seconds: 12.2 } })),
    ).toMatchObject({
      kind: 'rate',
      key: 'core.error.rateLimitedWait',
      params: { seconds: 13 },
      retryAfterSeconds: 13,
    });
    expect(describeError(apiError(429, 'too_many_requests'))).toMatchObject({
      kind: 'rate',
      key: 'core.error.rateLimited',
    });
  });

  it('keeps 5xx generic, with the request id', () => {
    expect(describeError(apiError(500, 'internal_server_error', 'stack trace here'))).toMatchObject({
      kind: 'server',
      key: 'core.error.server',
      requestId: 'req-1',
    });
  });

  it('describes unreachable, non-JSON and malformed responses without their bodies', () => {
    expect(describeError(new StytchAPIUnreachableError('Unable to contact our servers.')).kind).toBe('network');
    expect(describeError(new StytchAPIUnreachableError('Invalid response from our servers.')).kind).toBe('server');
    expect(describeError(new StytchAPIUnreachableError('Invalid JSON response from our servers.')).kind).toBe(
      'malformed',
    );
    expect(describeError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(describeError(new Error('?')).key).toBe('core.error.unknown');
    expect(describeError(new RequestTimeoutError()).kind).toBe('timeout');
  });

  it('times out slow calls', async () => {
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toBeInstanceOf(RequestTimeoutError);
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });
});
