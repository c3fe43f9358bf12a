/**
 * Brand names as shown in 'Continue with {provider}' (Stytch's UI wording: Twitter is 'X'). Kept apart from the
 * marks so the callback page can name the provider without shipping any mark.
 */
import type { OAuthProviderType } from './define';

export const PROVIDER_NAMES: Record<OAuthProviderType, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'X',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};

/** Name by type, for a type read from a response (unknown types are shown as given). */
export const allProviderNames: Readonly<Record<string, string>> = PROVIDER_NAMES;
