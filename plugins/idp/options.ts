/** Options of the identity-provider plugin. */
import type { ConsentManifestGenerator } from './consent';

export interface IdpOptions {
  /**
   * Replaces the default consent wording (Stytch's `getIDPConsentManifest`): gets the grantable scopes and the
   * client's display name, returns sections `{header, items}` or a flat list of items (`string` or
   * `{text, details?}`). If it throws or returns something else, the default wording is used and the problem logged.
   * @default undefined (the product's wording, custom scopes described from the role policy)
   */
  getIDPConsentManifest?: ConsentManifestGenerator;
  /**
   * Leaves the page for the connected app's redirect URI. Only ever called with the absolute http(s) `redirect_uri`
   * the API returned. Replace it in a webview or a test.
   * @default (url) => window.location.assign(url)
   */
  navigate?: (url: string) => void;
}

export const defaultNavigate = (url: string) => window.location.assign(url);

declare module 'entryway' {
  interface PluginOptionsRegistry {
    idp: IdpOptions;
  }
}
