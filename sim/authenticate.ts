/**
 * Sessions as the authenticate endpoints hand them out: minting or stepping up a session at login, refreshing it,
 * and the AuthenticateResponse core (`user_id, user, __user, session, session_token, session_jwt`) every one returns.
 */
import type { Simulator } from './engine';
import { simError } from './errors';
import type { SessionRecord, SessionStore, UserStore } from './store';
import type { AuthenticationFactor, ProjectConfig } from './types';
import { signJwt } from './jwt';
import { MINUTE, rfc3339, type Ids } from './util';

export interface AuthenticateDeps {
  users: UserStore;
  sessions: SessionStore;
  ids: Ids;
  now(): number;
  config(): Readonly<ProjectConfig>;
}

const checkDuration = (minutes: unknown): number => {
  if (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0) return minutes;
  throw simError('bad_request', { message: 'session_duration_minutes must be a positive number.' });
};

/**
 * A session JWT as Stytch issues it: its claims, RS256-signed with the key the backend JWKS route publishes
 * (sim/jwt.ts), so a server verifies it with Stytch's SDK.
 */
function makeJwt({ ids, now, config, users }: AuthenticateDeps, s: SessionRecord): string {
  const rec = users.get(s.user_id);
  const iat = Math.floor(now() / 1000);
  const { projectId } = config();
  const payload = {
    sub: s.user_id,
    iss: `stytch.com/${projectId}`,
    aud: [projectId],
    iat,
    nbf: iat,
    // Each authenticate mints a new JWT, also twice within a second (iat has second precision).
    jti: ids.id('jwt'),
    // Stytch JWTs live 5 minutes; the client never decodes them, apps might.
    exp: Math.min(iat + 300, Math.floor(s.expires_at / 1000)),
    'https://stytch.com/session': {
      id: s.session_id,
      started_at: rfc3339(s.started_at),
      last_accessed_at: rfc3339(s.last_accessed_at),
      expires_at: rfc3339(s.expires_at),
      attributes: s.attributes,
      authentication_factors: s.factors,
      roles: rec ? users.toJSON(rec).roles : [],
    },
  };
  return signJwt(payload, ids.bytes);
}

/** `sim.authData`, `sim.touch` and `sim.login` over one simulator's stores (see `Simulator` for each). */
export function createAuthenticate(deps: AuthenticateDeps): Pick<Simulator, 'authData' | 'touch' | 'login'> {
  const { users, sessions, ids, now, config } = deps;
  const authData: Simulator['authData'] = (s) => {
    const rec = users.get(s.user_id);
    if (!rec) throw simError('session_not_found');
    const user = users.toJSON(rec);
    return {
      user_id: s.user_id,
      user,
      __user: structuredClone(user),
      session: sessions.toJSON(s, user.roles),
      session_token: s.session_token,
      session_jwt: s.session_jwt,
    };
  };

  const touch: Simulator['touch'] = (s, minutes) => {
    const t = now();
    if (minutes !== undefined) s.expires_at = t + checkDuration(minutes) * MINUTE;
    s.last_accessed_at = t;
    s.session_jwt = makeJwt(deps, s);
    return authData(s);
  };

  const login: Simulator['login'] = (ctx, rec, factor, opts = {}) => {
    const minutes = checkDuration(opts.durationMinutes ?? config().sessionDurationMinutes);
    const t = now();
    const full = { ...factor, last_authenticated_at: rfc3339(t) } as AuthenticationFactor;
    const current = opts.fresh ? undefined : ctx.session();
    let s: SessionRecord;
    if (current && current.user_id === rec.user.user_id) {
      // Step-up: the same session gains the factor (replacing an older one of the same kind).
      s = current;
      s.factors = s.factors.filter((f) => !(f.type === full.type && f.delivery_method === full.delivery_method));
      s.factors.push(full);
    } else {
      const forwarded = ctx.headers['x-forwarded-for']?.split(',')[0].trim();
      s = {
        session_id: ids.id('session'),
        user_id: rec.user.user_id,
        session_token: ids.token(),
        session_jwt: '',
        started_at: t,
        last_accessed_at: t,
        expires_at: t,
        factors: [full],
        attributes: { ip_address: forwarded ?? '', user_agent: ctx.headers['user-agent'] ?? '' },
        custom_claims: null,
      };
      sessions.add(s);
    }
    s.last_accessed_at = t;
    s.expires_at = t + minutes * MINUTE;
    s.session_jwt = makeJwt(deps, s);
    rec.user.status = 'active';
    return authData(s);
  };

  return { authData, touch, login };
}
