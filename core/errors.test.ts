import { describe, expect, it } from 'vitest';
import { StytchAPIError, StytchAPIUnreachableError } from '@stytch/vanilla-js/headless';
import { describeError, RequestTimeoutError, withTimeout } from './errors';

const apiError = (status_code: number, error_type: string, error_message = 'server says', extra: object = {}) =>
  new StytchAPIError({ status_code, error_type, error_message, error_url: 'https://stytch.com/docs/api/errors', request_id: 'req-1', ...extra } as never);

describe('describeError', () => {
  it('maps catalogue error types to their strings', () => {
    expect(describeError(apiError(404, 'otp_code_not_found'))).toMatchObject({ kind: 'api', key: 'core.errorType.otp_code_not_found' });
    expect(describeError(apiError(401, 'unauthorized_credentials')).key).toBe('core.errorType.unauthorized_credentials');
  });

  it('shows the server message as text for unknown types', () => {
    expect(describeError(apiError(400, 'brand_new_error', '<b>Not HTML</b>'))).toMatchObject({ kind: 'api', text: '<b>Not HTML</b>' });
  });

  it('lets a plugin override a type', () => {
    expect(describeError(apiError(400, 'invalid_email'), { invalid_email: 'otp.error.invalidEmail' }).key).toBe('otp.error.invalidEmail');
  });

  it('describes 429 with and without a known wait', () => {
    expect(describeError(apiError(429, 'too_many_requests', 'slow down', { error_details: { retry_after_seconds: 12.2 } }))).toMatchObject({
      kind: 'rate',
      key: 'core.error.rateLimitedWait',
      params: { seconds: 13 },
      retryAfterSeconds: 13,
    });
    expect(describeError(apiError(429, 'too_many_requests'))).toMatchObject({ kind: 'rate', key: 'core.error.rateLimited' });
  });

  it('keeps 5xx generic, with the request id', () => {
    expect(describeError(apiError(500, 'internal_server_error', 'stack trace here'))).toMatchObject({ kind: 'server', key: 'core.error.server', requestId: 'req-1' });
  });

  it('describes unreachable, non-JSON and malformed responses without their bodies', () => {
    expect(describeError(new StytchAPIUnreachableError('Unable to contact our servers.')).kind).toBe('network');
    expect(describeError(new StytchAPIUnreachableError('Invalid response from our servers.')).kind).toBe('server');
    expect(describeError(new StytchAPIUnreachableError('Invalid JSON response from our servers.')).kind).toBe('malformed');
    expect(describeError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(describeError(new Error('?')).key).toBe('core.error.unknown');
    expect(describeError(new RequestTimeoutError()).kind).toBe('timeout');
  });

  it('times out slow calls', async () => {
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toBeInstanceOf(RequestTimeoutError);
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });
});
