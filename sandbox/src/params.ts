/**
 * The sandbox's configuration lives in the query string so tests and people can deep-link a setup:
 * `/?widget=login&products=emailMagicLinks,otp,passwords&otpMethods=sms,whatsapp,email&shadow=1&policy=luds`.
 */

/** Products of Stytch's prebuilt-UI config (spec §3). */
export const PRODUCTS = [
  { id: 'emailMagicLinks', label: 'Email magic links' },
  { id: 'otp', label: 'One-time passcodes' },
  { id: 'passwords', label: 'Passwords' },
  { id: 'oauth', label: 'OAuth' },
  { id: 'passkeys', label: 'Passkeys' },
  { id: 'crypto', label: 'Crypto wallets' },
] as const;
export type ProductId = (typeof PRODUCTS)[number]['id'];

export const OTP_METHODS = [
  { id: 'sms', label: 'SMS' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'Email' },
] as const;
export type OtpMethod = (typeof OTP_METHODS)[number]['id'];

export const POLICIES = ['zxcvbn', 'luds'] as const;
export type Policy = (typeof POLICIES)[number];

export interface SandboxConfig {
  widget: 'login';
  products: ProductId[];
  otpMethods: OtpMethod[];
  /** Render the widget inside a shadow root (`enableShadowDOM`). */
  shadow: boolean;
  /** Password strength policy set on the simulator; null leaves the simulator's setting alone. */
  policy: Policy | null;
  /**
   * Selector passed as `elementId` instead of the sandbox's own host (`?elementId=%23missing` shows the error a
   * developer gets for a selector that matches nothing).
   */
  elementId: string | null;
  /**
   * `?react=strict`: render with `<Login/>` from `entryway/react` inside `<React.StrictMode>` instead of
   * `mountLogin`. StrictMode only double-runs effects in a development build of React, so the Playwright StrictMode
   * project builds the sandbox with `vite build --mode development` and `VITE_ENTRYWAY_REACT=strict` (the default
   * then). `?react=mount` forces `mountLogin`.
   */
  react: boolean;
}

const env = (import.meta as ImportMeta & { env?: Record<string, string | boolean | undefined> }).env ?? {};
/** The build's default for `react` (see SandboxConfig.react). */
const REACT_DEFAULT = env.VITE_ENTRYWAY_REACT === 'strict';
/** Whether React runs its development build here (StrictMode double-runs effects only then). */
export const DEVELOPMENT_BUILD = env.DEV === true;

const list = (value: string | null): string[] =>
  value === null ? [] : value.split(',').map((s) => s.trim()).filter(Boolean);

export function parseConfig(search: string): SandboxConfig {
  const q = new URLSearchParams(search);
  const products = q.has('products') ? list(q.get('products')) : ['emailMagicLinks'];
  const otpMethods = q.has('otpMethods') ? list(q.get('otpMethods')) : ['sms'];
  const policy = q.get('policy');
  return {
    widget: 'login',
    // Unknown names are kept on purpose: the widget shows its configuration error for them.
    products: products as ProductId[],
    otpMethods: otpMethods as OtpMethod[],
    shadow: q.get('shadow') === '1' || q.get('shadow') === 'true',
    policy: (POLICIES as readonly string[]).includes(policy ?? '') ? (policy as Policy) : null,
    elementId: q.get('elementId') || null,
    react: q.has('react') ? q.get('react') === 'strict' : REACT_DEFAULT,
  };
}

export function formatConfig(config: SandboxConfig): string {
  const q = new URLSearchParams();
  q.set('widget', config.widget);
  q.set('products', config.products.join(','));
  if (config.products.includes('otp')) q.set('otpMethods', config.otpMethods.join(','));
  if (config.shadow) q.set('shadow', '1');
  if (config.policy) q.set('policy', config.policy);
  if (config.elementId) q.set('elementId', config.elementId);
  if (config.react !== REACT_DEFAULT) q.set('react', config.react ? 'strict' : 'mount');
  // Commas are safe in a query; keep the URL readable.
  return `?${q.toString().replace(/%2C/g, ',')}`;
}

/**
 * The Stytch prebuilt-UI configuration for `entryway/stytch`'s `mountLogin`: links from emails land on this
 * sandbox's `/authenticate` and `/reset-password` pages.
 */
export function stytchConfig(config: SandboxConfig, origin = window.location.origin) {
  return {
    products: config.products,
    emailMagicLinksOptions: {
      loginRedirectURL: `${origin}/authenticate`,
      signupRedirectURL: `${origin}/authenticate`,
      loginExpirationMinutes: 30,
      signupExpirationMinutes: 30,
    },
    otpOptions: { methods: config.otpMethods, expirationMinutes: 5 },
    passwordOptions: {
      // A reset email's second link (`stytch_token_type=login`) is handled by the reset widget, not /authenticate.
      loginRedirectURL: `${origin}/reset-password`,
      resetPasswordRedirectURL: `${origin}/reset-password`,
      resetPasswordExpirationMinutes: 30,
    },
    sessionOptions: { sessionDurationMinutes: 60 },
    enableShadowDOM: config.shadow,
  };
}
