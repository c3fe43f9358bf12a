/**
 * What the consent screen says: the default consent
 * manifest, custom-scope descriptions from the role policy, the title choice and the client's display name.
 * Pure functions over a translator, so every text stays overridable through `strings`.
 */
import { excerpt, type Translate } from 'entryway';

/** Longest client name or scope name shown (they come from the server or the page's URL). */
const MAX_NAME = 100;

/** Consent defaults. */
export const STANDARD_SCOPES: readonly string[] = [
  'openid',
  'profile',
  'email',
  'phone',
  'full_access',
  'offline_access',
];
/** Scopes that let the client act when the user is away: marked on the consent screen. */
export const LONG_LIVED_SCOPES: readonly string[] = ['offline_access', 'full_access'];

/** One line of the consent list; `details` make it expandable. `longLived` marks it (set by the default manifest). */
export type ConsentItem = string | { text: string; details?: string[]; longLived?: boolean };
/** A group of items under a header. */
export interface ConsentSection {
  header: string;
  items: ConsentItem[];
}
/** Sections, or a flat list shown under 'Allow {clientName} to:' (the shape Stytch's `getIDPConsentManifest` returns). */
export type ConsentManifest = ConsentSection[] | ConsentItem[];

/**
 * A developer's consent-manifest generator: replaces the default wording. Gets the grantable scopes and the
 * client's display name. If it throws or returns something that is not a manifest, the default is used.
 */
export type ConsentManifestGenerator = (input: { scopes: string[]; clientName: string }) => ConsentManifest;

/** The role policy's scopes as bootstrap carries them (`rbacPolicy.scopes`). */
export interface RolePolicyLike {
  scopes?: { scope: string; description?: string }[];
}

/** Whether any requested scope is not a standard one (decides the consent title). */
export const hasCustomScopes = (scopes: readonly string[]) => scopes.some((s) => !STANDARD_SCOPES.includes(s));

const policyScopes = (policy: unknown): { scope: string; description?: string }[] => {
  const list = (policy as RolePolicyLike | null)?.scopes;
  return Array.isArray(list) ? list.filter((s) => s && typeof s.scope === 'string') : [];
};

/** Custom scopes' descriptions: the role policy's, else 'Use the {scope} scope'. Standard scopes are skipped. */
export function customScopeDescriptions(scopes: readonly string[], policy: unknown, t: Translate): string[] {
  const known = policyScopes(policy);
  return scopes
    .filter((s) => !STANDARD_SCOPES.includes(s))
    .map((scope) => {
      const description = known.find((p) => p.scope === scope)?.description;
      return description && description.trim()
        ? excerpt(description)
        : t('idp.scope.custom', { scope: excerpt(scope, MAX_NAME) });
    });
}

/** Items for the standard scopes, in the product's order: openid, profile/email/phone, offline access, full access. */
export function standardScopeItems(scopes: readonly string[], t: Translate): ConsentItem[] {
  const items: ConsentItem[] = [];
  if (scopes.includes('openid')) items.push({ text: t('idp.scope.openid'), details: [t('idp.scope.openid.detail')] });
  const profile = [
    scopes.includes('profile') ? t('idp.scope.profile.detail') : null,
    scopes.includes('email') ? t('idp.scope.email.detail') : null,
    scopes.includes('phone') ? t('idp.scope.phone.detail') : null,
  ].filter((d): d is string => d !== null);
  if (profile.length) items.push({ text: t('idp.scope.profile'), details: profile });
  if (scopes.includes('offline_access'))
    items.push({
      text: t('idp.scope.offline'),
      details: [t('idp.scope.offline.detail1'), t('idp.scope.offline.detail2')],
      longLived: true,
    });
  // Stytch's UI lists nothing for full_access; a user should never grant it without being told.
  if (scopes.includes('full_access'))
    items.push({ text: t('idp.scope.fullAccess'), details: [t('idp.scope.fullAccess.detail')], longLived: true });
  return items;
}

/** The default manifest: one section '{clientName} is requesting to:' with standard then custom items. */
export function defaultManifest(input: {
  scopes: readonly string[];
  clientName: string;
  rbacPolicy: unknown;
  t: Translate;
}): ConsentSection[] {
  const { scopes, clientName, rbacPolicy, t } = input;
  return [
    {
      header: t('idp.consent.requesting', { clientName }),
      items: [...standardScopeItems(scopes, t), ...customScopeDescriptions(scopes, rbacPolicy, t)],
    },
  ];
}

const isText = (v: unknown): v is string => typeof v === 'string';

function validItem(v: unknown): v is ConsentItem {
  if (isText(v)) return true;
  if (!v || typeof v !== 'object') return false;
  const o = v as { text?: unknown; details?: unknown };
  return isText(o.text) && (o.details === undefined || (Array.isArray(o.details) && o.details.every(isText)));
}

/**
 * A generator's result as sections: a flat item list goes under 'Allow {clientName} to:'. Throws when it is not a
 * manifest (so the caller falls back to the default).
 */
export function toSections(manifest: unknown, clientName: string, t: Translate): ConsentSection[] {
  if (!Array.isArray(manifest)) throw new TypeError('a consent manifest must be an array');
  const sectioned =
    manifest.length > 0 && typeof manifest[0] === 'object' && manifest[0] !== null && 'header' in manifest[0];
  if (sectioned) {
    for (const s of manifest as unknown[]) {
      const sec = s as { header?: unknown; items?: unknown };
      if (!isText(sec?.header) || !Array.isArray(sec.items) || !sec.items.every(validItem))
        throw new TypeError('invalid consent section');
    }
    return manifest as ConsentSection[];
  }
  if (!manifest.every(validItem)) throw new TypeError('invalid consent item');
  return [{ header: t('idp.consent.allowClientTo', { clientName }), items: manifest as ConsentItem[] }];
}

/**
 * The consent list: the developer's generator when given and well-formed, else the default (a generator
 * that throws falls back to the default and the problem is logged).
 */
export function consentSections(input: {
  scopes: readonly string[];
  clientName: string;
  rbacPolicy: unknown;
  t: Translate;
  generator?: ConsentManifestGenerator;
  log?: (message: string, error: unknown) => void;
}): ConsentSection[] {
  const { generator, log = (m, e) => console.error(m, e) } = input;
  if (generator) {
    try {
      return toSections(
        generator({ scopes: [...input.scopes], clientName: input.clientName }),
        input.clientName,
        input.t,
      );
    } catch (e) {
      log('Entryway idp: the consent manifest generator failed; showing the default consent screen.', e);
    }
  }
  return defaultManifest(input);
}

/**
 * The client's name as shown: its name, else the redirect URI's host name, else 'The App'. An unparseable
 * redirect URI logs a warning.
 */
export function clientDisplayName(
  name: string | null | undefined,
  redirectUri: string,
  t: Translate,
  warn: (message: string) => void = (m) => console.warn(m),
): string {
  if (name && name.trim()) return excerpt(name.trim(), MAX_NAME);
  try {
    const host = new URL(redirectUri).hostname;
    if (host) return host;
  } catch {
    warn('Entryway idp: unable to read the host of the redirect URI; showing the default client name.');
  }
  return t('idp.client.fallbackName');
}
