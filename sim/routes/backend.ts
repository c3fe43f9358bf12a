/**
 * Stytch's backend session API, as an app's server reaches it through Stytch's Node SDK (`stytch`):
 * `sessions.authenticate` (a session token or JWT; `POST /v1/sessions/authenticate`), `sessions.authenticateJwt`
 * (verified locally against `GET /v1/sessions/jwks/<project id>`, the key the simulator signs its JWTs with) and
 * `sessions.revoke`. Basic auth is `project_id:secret`: the project id must be the simulator's (`projectId`); any
 * non-empty secret is accepted. Answers are Stytch's backend shapes (`status_code`, `request_id`, no `data` wrapper).
 */
import type { RouteContext, SimModuleFunction } from '../engine';
import { errorBody, SimError, simError } from '../errors';
import { decodeBasic } from '../http';
import { jwks, verifiedPayload } from '../jwt';
import type { SessionRecord } from '../store';
import { fields, reply } from '../util';

export const backendSessionsModule: SimModuleFunction = (sim) => {
  /** The handler's answer as Stytch's backend gives it, errors included. */
  const backend = (handler: (ctx: RouteContext) => Record<string, unknown>) => (ctx: RouteContext) => {
    try {
      return reply(200, { request_id: ctx.requestId, status_code: 200, ...handler(ctx) });
    } catch (e) {
      if (!(e instanceof SimError)) throw e;
      return reply(e.status, errorBody(e, ctx.requestId));
    }
  };

  const checkProject = (ctx: RouteContext) => {
    const cred = decodeBasic(ctx.headers['authorization']);
    if (!cred || !cred.pass) throw simError('unauthorized_credentials');
    if (cred.user !== sim.config.projectId)
      throw simError('unauthorized_credentials', {
        message: `Unauthorized credentials: this simulator's project id is ${sim.config.projectId}.`,
      });
  };

  /** The live session a token or JWT names (a JWT: any the simulator signed for a session still alive). */
  const sessionOf = (token: string | undefined, jwt: string | undefined): SessionRecord => {
    let session = token ? sim.sessions.byToken(token) : undefined;
    if (!token && jwt) {
      const claims = verifiedPayload(jwt)?.['https://stytch.com/session'] as { id?: unknown } | undefined;
      session = typeof claims?.id === 'string' ? sim.sessions.get(claims.id) : sim.sessions.byToken(jwt);
    }
    if (!session) throw simError('session_not_found');
    return session;
  };

  sim.route('GET', '/v1/sessions/jwks/:project_id', (ctx) => {
    if (ctx.params.project_id !== sim.config.projectId)
      return reply(
        404,
        errorBody(simError('project_not_found', { status: 404, message: 'Project not found.' }), ctx.requestId),
      );
    return reply(200, { request_id: ctx.requestId, status_code: 200, ...jwks() });
  });

  sim.route(
    'POST',
    '/v1/sessions/authenticate',
    backend((ctx) => {
      checkProject(ctx);
      const f = fields(ctx.body, {
        session_token: 'string?',
        session_jwt: 'string?',
        session_duration_minutes: 'number?',
      });
      if (!f.session_token && !f.session_jwt)
        throw simError('bad_request', { message: 'session_token or session_jwt is required.' });
      const session = sessionOf(f.session_token, f.session_jwt);
      const { user, session: wire, session_token, session_jwt } = sim.touch(session, f.session_duration_minutes);
      return { session: wire, session_token, session_jwt, user };
    }),
  );

  sim.route(
    'POST',
    '/v1/sessions/revoke',
    backend((ctx) => {
      checkProject(ctx);
      const f = fields(ctx.body, { session_id: 'string?', session_token: 'string?', session_jwt: 'string?' });
      const session = f.session_id ? sim.sessions.get(f.session_id) : sessionOf(f.session_token, f.session_jwt);
      if (!session) throw simError('session_not_found');
      sim.sessions.revoke(session.session_id);
      return {};
    }),
  );
};
