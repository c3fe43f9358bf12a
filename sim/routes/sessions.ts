/** `sessions/authenticate` (refresh), `sessions/revoke`, `sessions/attest`. */
import type { SimModuleFunction } from '../engine';
import { simError } from '../errors';
import { fields } from '../util';

export const sessionsModule: SimModuleFunction = (sim) => {
  sim.route('POST', '/sdk/v1/sessions/authenticate', (ctx) => {
    const f = fields(ctx.body, { session_duration_minutes: 'number?' });
    // Logged out (password == public token) must be an *unrecoverable* type, or the client retries forever.
    const { session } = ctx.requireSession('unauthorized_credentials');
    // Only keepSessionAlive sends a duration; without it the expiry stays where the login put it.
    return sim.touch(session, f.session_duration_minutes);
  });

  sim.route('POST', '/sdk/v1/sessions/revoke', (ctx) => {
    const { session } = ctx.requireSession('unauthorized_credentials');
    sim.sessions.revoke(session.session_id);
    return {};
  });

  // Exchanges a trusted auth token (minted with POST /__sim/trusted_auth_tokens) for a session.
  sim.route('POST', '/sdk/v1/sessions/attest', (ctx) => {
    const f = fields(ctx.body, {
      profile_id: 'string',
      token: 'string',
      session_duration_minutes: 'number?',
      session_token: 'string?',
      session_jwt: 'string?',
    });
    const t = sim.tokens.find(f.token, ['trusted_auth_token']);
    if (!t || !sim.tokens.isUsable(t) || t.data?.profile_id !== f.profile_id)
      throw simError('trusted_auth_token_not_found');
    const rec = sim.users.get(t.user_id);
    if (!rec) throw simError('user_not_found');
    // A session named in the body takes part like the caller's own session would (step-up).
    const named = f.session_token ?? f.session_jwt;
    const loginCtx = named ? { ...ctx, session: () => sim.sessions.byToken(named) } : ctx;
    return sim.login(
      loginCtx,
      rec,
      {
        type: 'trusted_auth_token',
        delivery_method: 'trusted_token_exchange',
        trusted_auth_token_factor: { token_id: t.token.slice(0, 12) },
      },
      {
        durationMinutes: f.session_duration_minutes,
      },
    );
  });
};
