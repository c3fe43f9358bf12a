/**
 * Every provider by type, for configurations given as Stytch's `{ type: 'google' }` entries (`entryway/stytch`)
 * and for the simulator's provider page. Importing this module brings in all 19 marks; apps that list their
 * providers with the factories (`google()`, `github()`) do not.
 */
import type { OAuthProviderType, ProviderFactory } from './define';
import { google } from './google';
import { microsoft } from './microsoft';
import { apple } from './apple';
import { github } from './github';
import { gitlab } from './gitlab';
import { facebook } from './facebook';
import { discord } from './discord';
import { salesforce } from './salesforce';
import { slack } from './slack';
import { amazon } from './amazon';
import { bitbucket } from './bitbucket';
import { linkedin } from './linkedin';
import { coinbase } from './coinbase';
import { twitch } from './twitch';
import { twitter } from './twitter';
import { tiktok } from './tiktok';
import { snapchat } from './snapchat';
import { figma } from './figma';
import { yahoo } from './yahoo';

/** In `OAuthProviders` order. */
export const allProviders: Record<OAuthProviderType, ProviderFactory> = {
  google,
  microsoft,
  apple,
  github,
  gitlab,
  facebook,
  discord,
  salesforce,
  slack,
  amazon,
  bitbucket,
  linkedin,
  coinbase,
  twitch,
  twitter,
  tiktok,
  snapchat,
  figma,
  yahoo,
};

export const PROVIDER_TYPES = Object.keys(allProviders) as OAuthProviderType[];

export const isProviderType = (value: unknown): value is OAuthProviderType =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(allProviders, value);
