// @vitest-environment node
/** Query parsing, safe redirects, consent wording and the client-name fallback (pure functions). */
import { describe, expect, it, vi } from 'vitest';
import { interpolate } from 'entryway';
import { parseIdpRequest, safeRedirect, splitScope } from './params';
import { framedByOtherOrigin } from './framing';
import {
  clientDisplayName,
  consentSections,
  customScopeDescriptions,
  defaultManifest,
  hasCustomScopes,
  toSections,
} from './consent';
import { pluginsFromConfig } from 'entryway/stytch';
import { strings } from './strings';

const t = (key: string, params?: Record<string, string | number>) =>
  interpolate((strings as Record<string, string>)[key] ?? key, params);

describe('parseIdpRequest', () => {
  it('reads an authorize request with defaults for response_type and scope', () => {
    expect(parseIdpRequest('?client_id=c1&redirect_uri=https%3A%2F%2Fa.example%2Fcb')).toEqual({
      flow: 'authorize',
      missing: null,
      invalid: null,
      params: {
        client_id: 'c1',
        redirect_uri: 'https://a.example/cb',
        response_type: 'code',
        scopes: ['openid', 'email', 'profile'],
      },
    });
  });

  it('splits scope on spaces dropping empty items, keeps the optional parameters and every resource', () => {
    const r = parseIdpRequest(
      '?client_id=c&redirect_uri=https://a.example/cb&scope=%20openid%20%20read:docs%20&state=s&nonce=n&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&prompt=consent&response_type=code&resource=https://r1&resource=https://r2',
    );
    expect(r.params).toEqual({
      client_id: 'c',
      redirect_uri: 'https://a.example/cb',
      response_type: 'code',
      scopes: ['openid', 'read:docs'],
      state: 's',
      nonce: 'n',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      prompt: 'consent',
      resources: ['https://r1', 'https://r2'],
    });
    expect(splitScope('  ')).toEqual([]);
    expect(parseIdpRequest('?client_id=c&redirect_uri=x&scope=%20%20').params).toMatchObject({
      scopes: ['openid', 'email', 'profile'],
    });
  });

  it('names the first missing or empty required parameter', () => {
    expect(parseIdpRequest('').missing).toBe('client_id');
    expect(parseIdpRequest('?client_id=&redirect_uri=x').missing).toBe('client_id');
    expect(parseIdpRequest('?client_id=c').missing).toBe('redirect_uri');
  });

  it('post_logout_redirect_uri makes it a logout request', () => {
    expect(
      parseIdpRequest(
        '?client_id=c&post_logout_redirect_uri=https://a.example/out&state=s&id_token_hint=h&redirect_uri=z',
      ),
    ).toEqual({
      flow: 'logout',
      missing: null,
      invalid: null,
      params: { client_id: 'c', post_logout_redirect_uri: 'https://a.example/out', state: 's', id_token_hint: 'h' },
    });
    expect(parseIdpRequest('?post_logout_redirect_uri=').missing).toBe('client_id');
    expect(parseIdpRequest('?client_id=c&post_logout_redirect_uri=')).toMatchObject({
      flow: 'logout',
      missing: 'post_logout_redirect_uri',
    });
  });
});

describe('safeRedirect', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(safeRedirect('https://client.example.com/cb?code=1&state=2')?.href).toBe(
      'https://client.example.com/cb?code=1&state=2',
    );
    expect(safeRedirect('http://localhost:4173/p/idp-client?code=1')?.host).toBe('localhost:4173');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>1</script>',
      '/relative',
      '//evil.example',
      'https://user:pw@evil.example/',
      'https:\\\\evil.example',
      'https://evil.example\n/x',
      'ftp://x.example/',
      '',
      undefined,
      42,
    ]) {
      expect(safeRedirect(bad), String(bad)).toBeNull();
    }
  });
});

describe('consent wording', () => {
  it('knows custom scopes', () => {
    expect(hasCustomScopes(['openid', 'email', 'profile', 'phone', 'offline_access', 'full_access'])).toBe(false);
    expect(hasCustomScopes(['openid', 'read:docs'])).toBe(true);
  });

  it('builds the default manifest in the spec’s wording, marking long-lived access', () => {
    const [section] = defaultManifest({
      scopes: ['openid', 'email', 'profile', 'phone', 'offline_access', 'full_access', 'read:docs', 'x:y'],
      clientName: 'Acme',
      rbacPolicy: { scopes: [{ scope: 'read:docs', description: 'Read your docs' }] },
      t,
    });
    expect(section.header).toBe('Acme is requesting to:');
    expect(section.items).toEqual([
      { text: 'Verify your identity', details: ['View information stored within your account'] },
      {
        text: 'View your personal profile information',
        details: ['Your name, profile picture, and language preferences', 'Your email address', 'Your phone number'],
      },
      {
        text: "Maintain access to your data even when you're not actively using the app",
        details: [
          'Access your data even when you are offline.',
          'Synchronize data and process background tasks on your behalf.',
        ],
        longLived: true,
      },
      { text: 'Act on your behalf with full access to your account', details: [expect.any(String)], longLived: true },
      'Read your docs',
      'Use the x:y scope',
    ]);
  });

  it('lists only the profile details asked for', () => {
    const [section] = defaultManifest({ scopes: ['email'], clientName: 'A', rbacPolicy: null, t });
    expect(section.items).toEqual([
      { text: 'View your personal profile information', details: ['Your email address'] },
    ]);
  });

  it('describes custom scopes from the role policy, else "Use the {scope} scope"', () => {
    expect(
      customScopeDescriptions(
        ['openid', 'a', 'b', 'c'],
        {
          scopes: [
            { scope: 'a', description: 'Do A' },
            { scope: 'b', description: ' ' },
          ],
        },
        t,
      ),
    ).toEqual(['Do A', 'Use the b scope', 'Use the c scope']);
    expect(customScopeDescriptions(['a'], 'not a policy', t)).toEqual(['Use the a scope']);
  });

  it('uses a developer generator, putting a flat list under "Allow {clientName} to:"', () => {
    const sections = consentSections({
      scopes: ['openid'],
      clientName: 'Acme',
      rbacPolicy: null,
      t,
      generator: ({ scopes, clientName }) => [
        `${clientName} sees ${scopes.join(',')}`,
        { text: 'More', details: ['d'] },
      ],
    });
    expect(sections).toEqual([
      { header: 'Allow Acme to:', items: ['Acme sees openid', { text: 'More', details: ['d'] }] },
    ]);
    expect(toSections([{ header: 'H', items: ['x'] }], 'A', t)).toEqual([{ header: 'H', items: ['x'] }]);
  });

  it('falls back to the default and logs when the generator throws or returns something else', () => {
    const log = vi.fn();
    for (const generator of [
      () => {
        throw new Error('boom');
      },
      () => 'nope' as never,
      () => [{ text: 5 }] as never,
      () => [{ header: 'H', items: [{ details: ['x'] }] }] as never,
    ]) {
      const sections = consentSections({ scopes: ['openid'], clientName: 'Acme', rbacPolicy: null, t, generator, log });
      expect(sections[0].header).toBe('Acme is requesting to:');
    }
    expect(log).toHaveBeenCalledTimes(4);
  });
});

describe('clientDisplayName', () => {
  it('is the client name, else the redirect URI host, else "The App" with a warning', () => {
    const warn = vi.fn();
    expect(clientDisplayName('Acme', 'https://a.example/cb', t, warn)).toBe('Acme');
    expect(clientDisplayName('  ', 'https://a.example/cb', t, warn)).toBe('a.example');
    expect(clientDisplayName(undefined, 'https://a.example/cb', t, warn)).toBe('a.example');
    expect(warn).not.toHaveBeenCalled();
    expect(clientDisplayName('', 'not a url', t, warn)).toBe('The App');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('bounds names and scopes from the server or the URL', () => {
    const name = clientDisplayName(`Acme ${'very '.repeat(200)}long`, 'https://a.example/cb', t);
    expect(name.length).toBeLessThanOrEqual(101);
    expect(name.endsWith('…')).toBe(true);
    const [text] = customScopeDescriptions(['x'.repeat(5000)], null, t);
    expect(text.length).toBeLessThan(130);
  });
});

describe('entryway/stytch', () => {
  it('includes idp() for the identity-provider widget whatever the products, and knows the product name', () => {
    expect(pluginsFromConfig({ products: ['emailMagicLinks'] }, 'identityProvider').plugins.map((p) => p.id)).toContain(
      'idp',
    );
    expect(pluginsFromConfig({ products: ['emailMagicLinks'] }, 'login').plugins.map((p) => p.id)).not.toContain('idp');
    expect(pluginsFromConfig({ products: ['emailMagicLinks', 'identityProvider'] }, 'login').issues).toEqual([]);
  });
});

describe('framedByOtherOrigin', () => {
  const own = 'https://idp.example.com';
  const view = (top: unknown, ancestorOrigins?: string[]) => ({
    self: 'me',
    top,
    location: { origin: own, ancestorOrigins },
  });
  it('is false at the top level and in frames of the same origin', () => {
    expect(framedByOtherOrigin({ self: 'me', top: 'me', location: { origin: own } })).toBe(false);
    expect(framedByOtherOrigin(view('parent', [own, own]))).toBe(false);
    expect(framedByOtherOrigin(view({ location: { origin: own } }))).toBe(false);
  });
  it('is true when any ancestor is another origin, or the top window cannot be read', () => {
    expect(framedByOtherOrigin(view('parent', ['https://evil.example']))).toBe(true);
    expect(framedByOtherOrigin(view('parent', [own, 'https://evil.example']))).toBe(true);
    expect(framedByOtherOrigin(view({ location: { origin: 'https://idp.example.com:8443' } }))).toBe(true);
    const crossOriginTop = {
      get location(): never {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    expect(framedByOtherOrigin(view(crossOriginTop))).toBe(true);
  });
});
