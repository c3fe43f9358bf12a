/**
 * Redirect URLs given as paths: resolved against the page's origin when a request is sent (jsdom's page is
 * http://localhost:3000/), so a server-rendered app can write its plugins' options at module scope.
 */
import { describe, expect, it } from 'vitest';
import { redirectURL } from './url';

describe('redirectURL', () => {
  it("resolves a path against the page's origin, dropping the page's own path and query", () => {
    window.history.replaceState(null, '', '/login?next=%2Faccount');
    expect(redirectURL('/authenticate')).toBe('http://localhost:3000/authenticate');
    expect(redirectURL('/authenticate?from=login#x')).toBe('http://localhost:3000/authenticate?from=login#x');
    window.history.replaceState(null, '', '/');
  });

  it('keeps absolute URLs and undefined (the project default) as given, and leaves // and backslashes to Stytch', () => {
    expect(redirectURL('https://app.example/authenticate')).toBe('https://app.example/authenticate');
    expect(redirectURL(undefined)).toBeUndefined();
    expect(redirectURL('//evil.example/x')).toBe('//evil.example/x');
    expect(redirectURL('/\\evil.example')).toBe('/\\evil.example');
  });
});
