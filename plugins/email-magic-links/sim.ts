/**
 * Simulator routes for email magic links. Discovered by scripts/plugins.mjs and installed by `entryway/sim`'s `createSimulator`.
 * - login_or_create: unknown email → new user (signup link, signup URL/expiry); known → login link. The link
 *   (`<redirect>?stytch_token_type=magic_links&token=…`) lands in the outbox.
 * - send (`magic_links/email/send/primary`, logged out; `…/send/secondary`, the client's path when it has a
 *   session): primary sends a login link to an existing user's address only (404 email_not_found); secondary sends
 *   to the session's user, adding the address (unverified) when it is new to them (Stytch's multi-factor rule
 *   applies: `insufficient_factors` / `stale_factors`), and refuses one another user has (400 duplicate_email). The
 *   link verifies the address (and adds the factor to the session) when authenticated.
 * - authenticate: single use; unknown token → 404 magic_link_not_found; used/expired → 401
 *   unable_to_auth_magic_link; PKCE checked when a challenge was stored, *before* the token is consumed so the
 *   client's passwords→magic_links verifier retry can still succeed.
 */
import {
  expiryMinutes,
  fields,
  normaliseEmail,
  allowedRedirectURL,
  requireChallenge,
  requireMultiFactor,
  simError,
  tokenLink,
  userForEmail,
  verifyPkce,
  type SimModule,
} from '../../sim/kit';

declare module '../../sim/types' {
  interface ProjectConfig {
    /** Magic links need a PKCE code_challenge (bootstrap's pkce_required_for_email_magic_links). @default false */
    pkceRequiredForEmailMagicLinks: boolean;
  }
}

export const simModule: SimModule = {
  name: 'email-magic-links',
  project: { pkceRequiredForEmailMagicLinks: false },
  bootstrap: (sim) => ({ pkce_required_for_email_magic_links: sim.config.pkceRequiredForEmailMagicLinks }),
  errors: {
    unable_to_auth_magic_link: {
      status: 401,
      message:
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
    },
    magic_link_not_found: { status: 404, message: 'The magic link could not be found. Please request a new one.' },
  },
  faultPaths: [
    '/sdk/v1/magic_links/email/login_or_create',
    '/sdk/v1/magic_links/email/send/primary',
    '/sdk/v1/magic_links/email/send/secondary',
    '/sdk/v1/magic_links/authenticate',
  ],
  install(sim) {
    sim.route('POST', '/sdk/v1/magic_links/email/login_or_create', (ctx) => {
      const f = fields(ctx.body, {
        email: 'string',
        login_magic_link_url: 'string?',
        signup_magic_link_url: 'string?',
        login_expiration_minutes: 'number?',
        signup_expiration_minutes: 'number?',
        login_template_id: 'string?',
        signup_template_id: 'string?',
        locale: 'string?',
        code_challenge: 'string?',
      });
      const email = normaliseEmail(f.email);
      const challenge = requireChallenge(sim.config.pkceRequiredForEmailMagicLinks, f.code_challenge);
      const { rec, email: e, created } = userForEmail(sim, email);
      // Stytch treats an address that never completed a login as a signup (new user, or unverified email).
      const signup = created || !e.verified;
      const check = (param: string, url: string | undefined) =>
        allowedRedirectURL(sim, url, {
          param,
          fallback: sim.config.defaultRedirectURL,
          errorType: 'no_match_for_provided_magic_link_url',
        });
      // Both URLs are checked whichever the email gets, as Stytch does.
      const loginURL = check('login_magic_link_url', f.login_magic_link_url);
      const signupURL =
        f.signup_magic_link_url === undefined ? loginURL : check('signup_magic_link_url', f.signup_magic_link_url);
      const url = signup ? signupURL : loginURL;
      const minutes = expiryMinutes(
        signup ? f.signup_expiration_minutes : f.login_expiration_minutes,
        sim.config.magicLinkExpirationMinutes,
      );
      const t = sim.tokens.issue('magic_link', {
        user_id: rec.user.user_id,
        email_id: e.email_id,
        ttlMinutes: minutes,
        code_challenge: challenge,
      });
      const link = tokenLink(url, 'magic_links', t.token);
      const name = sim.config.projectName;
      sim.outbox.send({
        channel: 'email',
        kind: 'magic_link',
        to: email,
        subject: signup ? `Finish creating your ${name} account` : `Your ${name} login link`,
        text: `${signup ? 'Click to finish signing up' : 'Click to log in'} to ${name}: ${link}\nThis link expires in ${minutes} minutes and works once.`,
        link,
      });
      return { user_id: rec.user.user_id, email_id: e.email_id, user_created: created };
    });

    for (const kind of ['primary', 'secondary'] as const) {
      sim.route('POST', `/sdk/v1/magic_links/email/send/${kind}`, (ctx) => {
        const signedIn = kind === 'secondary' ? ctx.requireSession() : null;
        const f = fields(ctx.body, {
          email: 'string',
          login_magic_link_url: 'string?',
          signup_magic_link_url: 'string?',
          login_expiration_minutes: 'number?',
          signup_expiration_minutes: 'number?',
          login_template_id: 'string?',
          signup_template_id: 'string?',
          locale: 'string?',
          code_challenge: 'string?',
        });
        const email = normaliseEmail(f.email);
        const challenge = requireChallenge(sim.config.pkceRequiredForEmailMagicLinks, f.code_challenge);
        const found = sim.users.byEmail(email);
        if (!signedIn && !found) throw simError('email_not_found');
        if (signedIn && found && found.rec !== signedIn.user)
          throw simError('duplicate_email', {
            status: 400,
            message: 'A user with the specified email already exists for this project.',
          });
        if (signedIn && !found) requireMultiFactor(sim, signedIn.user, signedIn.session);
        const url = allowedRedirectURL(sim, f.login_magic_link_url, {
          param: 'login_magic_link_url',
          fallback: sim.config.defaultRedirectURL,
          errorType: 'no_match_for_provided_magic_link_url',
        });
        const rec = signedIn?.user ?? found!.rec;
        const e = found?.email ?? sim.users.addEmail(rec, email);
        const minutes = expiryMinutes(f.login_expiration_minutes, sim.config.magicLinkExpirationMinutes);
        const t = sim.tokens.issue('magic_link', {
          user_id: rec.user.user_id,
          email_id: e.email_id,
          ttlMinutes: minutes,
          code_challenge: challenge,
        });
        const link = tokenLink(url, 'magic_links', t.token);
        const name = sim.config.projectName;
        sim.outbox.send({
          channel: 'email',
          kind: 'magic_link',
          to: email,
          subject: signedIn ? `Verify your email address for ${name}` : `Your ${name} login link`,
          text: `${signedIn ? 'Click to verify this address' : 'Click to log in'} to ${name}: ${link}\nThis link expires in ${minutes} minutes and works once.`,
          link,
        });
        return { user_id: rec.user.user_id, email_id: e.email_id };
      });
    }

    sim.route('POST', '/sdk/v1/magic_links/authenticate', async (ctx) => {
      const f = fields(ctx.body, { token: 'string', code_verifier: 'string?', session_duration_minutes: 'number?' });
      // Stytch's password-reset tokens also authenticate here: the reset screen's "log in without a password" sends
      // the reset token to magic-link authenticate, as Stytch's own prebuilt UI does.
      const t = sim.tokens.find(f.token, ['magic_link', 'reset_password']);
      if (!t) throw simError('magic_link_not_found');
      if (!sim.tokens.isUsable(t)) throw simError('unable_to_auth_magic_link');
      await verifyPkce(t.code_challenge, f.code_verifier);
      const rec = sim.users.get(t.user_id);
      const email = rec?.user.emails.find((x) => x.email_id === t.email_id);
      if (!rec || !email) throw simError('unable_to_auth_magic_link');
      sim.tokens.consume(t);
      email.verified = true;
      const data = sim.login(
        ctx,
        rec,
        {
          type: 'magic_link',
          delivery_method: 'email',
          email_factor: { email_id: email.email_id, email_address: email.email },
        },
        {
          durationMinutes: f.session_duration_minutes,
        },
      );
      return { ...data, method_id: email.email_id, reset_sessions: false };
    });
  },
};
