/**
 * Options of the `passkeys` plugin (Stytch's `passkeyOptions`).
 */
export interface PasskeysOptions {
  /**
   * The WebAuthn relying party id sent as `domain`: the page's host name or a parent domain of it (so passkeys made
   * on `app.example.com` also work on `www.example.com` with `example.com`).
   * @default window.location.hostname (the client's default)
   */
  domain?: string;
  /**
   * Offer passkeys in the browser's autofill of the email field (conditional mediation) when the browser supports it
   * and an email-based method is configured; the 'Login with a Passkey' button is hidden then. `false` always shows
   * the button and never runs a background request.
   * @default true
   */
  autofill?: boolean;
  /**
   * Offer the user's passkey as a second factor after another first factor: a login step of the `'second-factor'`
   * group, linked from the other second factors' screens. `true` offers it whenever the user has a passkey; `false`
   * never.
   * @default on when another plugin of the widget asks for second factors (declares the `'second-factor'` feature, as
   * `totp()` does), else off
   */
  secondFactor?: boolean;
}

/** Options after defaults, as returned by `widget.options('passkeys')`. */
export interface ResolvedPasskeysOptions {
  domain: string | undefined;
  autofill: boolean;
  secondFactor: boolean | undefined;
}

export function resolvePasskeysOptions(options: PasskeysOptions = {}): ResolvedPasskeysOptions {
  return {
    domain: options.domain?.trim() || undefined,
    autofill: options.autofill !== false,
    secondFactor: typeof options.secondFactor === 'boolean' ? options.secondFactor : undefined,
  };
}

declare module 'entryway' {
  interface PluginOptionsRegistry {
    passkeys: ResolvedPasskeysOptions;
  }
}
