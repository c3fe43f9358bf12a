/**
 * `entryway/plugins/oauth`: social login with the 19 OAuth providers of Stytch, and Google One Tap.
 * @example
 * import { mountLogin } from 'entryway';
 * import { oauth, google, github, apple } from 'entryway/plugins/oauth';
 * mountLogin({ elementId: '#login', client, plugins: [oauth({ providers: [google({ one_tap: true }), github(), apple()],
 *   loginRedirectURL: 'https://app.example/authenticate', signupRedirectURL: 'https://app.example/authenticate' })] });
 */
export { oauth, type OAuthPlugin } from './plugin';
export type { OAuthOptions, ResolvedOAuthOptions } from './options';
export type { OAuthState, OneTapStatus } from './slice';
export { strings as oauthStrings, type OAuthStringKey } from './strings';
export type {
  BrandMark,
  MarkShape,
  OAuthProviderType,
  OneTapPosition,
  ProviderEntry,
  ProviderFactory,
  ProviderInfo,
  ProviderSettings,
} from './providers/define';
export { defineProvider } from './providers/define';
export { allProviders, PROVIDER_TYPES, isProviderType } from './providers/all';
export { google } from './providers/google';
export { microsoft } from './providers/microsoft';
export { apple } from './providers/apple';
export { github } from './providers/github';
export { gitlab } from './providers/gitlab';
export { facebook } from './providers/facebook';
export { discord } from './providers/discord';
export { salesforce } from './providers/salesforce';
export { slack } from './providers/slack';
export { amazon } from './providers/amazon';
export { bitbucket } from './providers/bitbucket';
export { linkedin } from './providers/linkedin';
export { coinbase } from './providers/coinbase';
export { twitch } from './providers/twitch';
export { twitter } from './providers/twitter';
export { tiktok } from './providers/tiktok';
export { snapchat } from './providers/snapchat';
export { figma } from './providers/figma';
export { yahoo } from './providers/yahoo';
