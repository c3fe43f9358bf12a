/**
 * `GET /sdk/v1/projects/bootstrap/:token`. The core answers every field the client reads with a project that has no
 * login method configured (no PKCE, no password policy); each module's `bootstrap(sim)` sets the fields of its own
 * product (e.g. passwords' `password_config`).
 */
import type { SimModuleFunction } from '../engine';
import { simError } from '../errors';

export const bootstrapModule: SimModuleFunction = (sim) => {
  sim.route('GET', '/sdk/v1/projects/bootstrap/:token', (ctx) => {
    // The token in the path must be the one in the credentials (the client always sends both).
    if (ctx.params.token !== ctx.publicToken) throw simError('invalid_public_token');
    const c = sim.config;
    return {
      project_name: c.projectName,
      disable_sdk_watermark: !c.displayWatermark,
      cname_domain: c.cnameDomain,
      email_domains: [...c.emailDomains],
      captcha_settings: { enabled: false },
      pkce_required_for_email_magic_links: false,
      pkce_required_for_password_resets: false,
      pkce_required_for_oauth: false,
      pkce_required_for_sso: false,
      slug_pattern: null,
      create_organization_enabled: false,
      // Must be present: without the key the client's mapper throws and the whole bootstrap falls back to defaults.
      password_config: null,
      dfp_protected_auth_enabled: false,
      dfp_protected_auth_mode: 'OBSERVATION',
      rbac_policy: structuredClone(c.rbacPolicy),
      siwe_required_for_crypto_wallets: false,
      vertical: 'CONSUMER',
      ...sim.bootstrapFields(),
    };
  });
};
