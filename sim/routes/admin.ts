/**
 * `/__sim/*`: the simulator's own control API (not part of Stytch). Always installed by the engine. Answers are
 * plain JSON (no `{data}` envelope, no auth); failures are `{error, error_type}` with a 4xx status.
 */
import type { AdminUserFields, Simulator } from '../engine';
import { simError } from '../errors';
import type { FaultInput, ProjectConfigPatch } from '../types';
import { assertE164, fields, MINUTE, normaliseEmail, reply, type Fields, type FieldSpec } from '../util';

const asBadRequest = (fn: () => unknown) => {
  try {
    return fn();
  } catch (e) {
    if (e instanceof TypeError) throw simError('bad_request', { message: e.message });
    throw e;
  }
};

const SEED_FIELDS = {
  email: 'string?',
  phone_number: 'string?',
  verified: 'boolean?',
  name: 'object?',
  untrusted_metadata: 'object?',
  trusted_metadata: 'object?',
} as const;
const PATCH_FIELDS = { status: 'string?', unlock: 'boolean?' } as const;

/**
 * Reads a user route's body: the core's fields and every installed module's in one check, so a wrong type anywhere
 * answers 400 before anything changes. The core's spec wins when a module names one of its fields.
 */
function userFields<S extends Record<string, FieldSpec>>(body: unknown, core: S, modules: readonly AdminUserFields[]) {
  const specs: Record<string, FieldSpec> = Object.assign({}, ...modules.map((m) => m.fields), core);
  return fields(body, specs) as Fields<S> & Fields<Record<string, FieldSpec>>;
}

/**
 * Installs the control API. `moduleUserFields` is the live list of the installed modules' `adminUserFields`
 * (modules installed later with `sim.use` join it).
 */
export function adminModule(sim: Simulator, moduleUserFields: readonly AdminUserFields[] = []): void {
  sim.route('GET', '/__sim', () => ({
    name: 'Entryway Stytch simulator',
    routes: [
      'GET|POST /__sim/config',
      'POST /__sim/reset',
      'GET|DELETE /__sim/outbox',
      'GET|POST /__sim/users',
      'GET|PATCH|DELETE /__sim/users/:user_id',
      'GET /__sim/sessions',
      'DELETE /__sim/sessions/:session_id',
      'GET|POST|DELETE /__sim/faults',
      'GET|DELETE /__sim/events',
      'GET|POST /__sim/clock',
      'POST /__sim/trusted_auth_tokens',
      'GET /__sim/modules',
    ],
  }));

  sim.route('GET', '/__sim/config', () => sim.config);
  // Installed modules and the endpoints each offers for fault injection (the sandbox's fault panel lists them).
  sim.route('GET', '/__sim/modules', () => sim.modules);
  sim.route('POST', '/__sim/config', (ctx) =>
    asBadRequest(() => sim.configure((ctx.body ?? {}) as ProjectConfigPatch)),
  );

  sim.route('POST', '/__sim/reset', (ctx) => {
    const { config } = fields(ctx.body, { config: 'boolean?' });
    sim.reset({ config: config === true });
    return { ok: true };
  });

  sim.route('GET', '/__sim/outbox', (ctx) =>
    sim.outbox.list({
      to: ctx.query.get('to') ?? undefined,
      channel: ctx.query.get('channel') ?? undefined,
      kind: ctx.query.get('kind') ?? undefined,
    }),
  );
  sim.route('DELETE', '/__sim/outbox', () => {
    sim.outbox.clear();
    return { ok: true };
  });

  sim.route('GET', '/__sim/users', () => sim.users.list().map((r) => sim.users.toJSON(r)));

  // Seeds a user directly, with the installed modules' fields (see AdminUserFields).
  sim.route('POST', '/__sim/users', async (ctx) => {
    const f = userFields(ctx.body, SEED_FIELDS, moduleUserFields);
    if (!f.email && !f.phone_number) {
      throw simError('bad_request', { message: 'A seeded user needs an email or a phone_number.' });
    }
    const email = f.email !== undefined ? normaliseEmail(f.email) : undefined;
    const phone = f.phone_number !== undefined ? assertE164(f.phone_number) : undefined;
    if ((email && sim.users.byEmail(email)) || (phone && sim.users.byPhone(phone))) {
      return reply(409, {
        error: 'A user with this email or phone number already exists.',
        error_type: 'duplicate_user',
      });
    }
    const verified = f.verified ?? true;
    const rec = sim.users.create({ email, phone_number: phone, emailVerified: verified, phoneVerified: verified });
    if (f.name) rec.user.name = { ...rec.user.name, ...(f.name as object) };
    if (f.untrusted_metadata) rec.user.untrusted_metadata = f.untrusted_metadata;
    if (f.trusted_metadata) rec.user.trusted_metadata = f.trusted_metadata;
    for (const m of moduleUserFields) await m.seed?.(sim, rec, f);
    return reply(201, sim.users.toJSON(rec));
  });

  const userOr404 = (id: string) => {
    const rec = sim.users.get(id);
    if (!rec) throw simError('user_not_found');
    return rec;
  };

  sim.route('GET', '/__sim/users/:user_id', (ctx) => sim.users.toJSON(userOr404(ctx.params.user_id)));

  sim.route('PATCH', '/__sim/users/:user_id', async (ctx) => {
    const rec = userOr404(ctx.params.user_id);
    const f = userFields(ctx.body, PATCH_FIELDS, moduleUserFields);
    if (f.status === 'active' || f.status === 'pending') rec.user.status = f.status;
    if (f.unlock) rec.lockedUntil = rec.lockCreatedAt = null;
    for (const m of moduleUserFields) await m.patch?.(sim, rec, f);
    return sim.users.toJSON(rec);
  });

  sim.route('DELETE', '/__sim/users/:user_id', (ctx) => {
    userOr404(ctx.params.user_id);
    sim.sessions.revokeUser(ctx.params.user_id);
    sim.users.delete(ctx.params.user_id);
    return { ok: true };
  });

  sim.route('GET', '/__sim/sessions', () =>
    sim.sessions.list().map((s) => {
      const rec = sim.users.get(s.user_id);
      return {
        ...sim.sessions.toJSON(s, rec?.user.roles ?? []),
        session_token: s.session_token,
        user: rec
          ? {
              emails: rec.user.emails.map((e) => e.email),
              phone_numbers: rec.user.phone_numbers.map((p) => p.phone_number),
            }
          : null,
      };
    }),
  );
  sim.route('DELETE', '/__sim/sessions/:session_id', (ctx) => {
    if (!sim.sessions.revoke(ctx.params.session_id)) throw simError('session_not_found');
    return { ok: true };
  });

  sim.route('GET', '/__sim/faults', () => sim.faults.list());
  sim.route('POST', '/__sim/faults', (ctx) =>
    reply(
      201,
      asBadRequest(() => sim.faults.add(ctx.body as FaultInput)),
    ),
  );
  sim.route('DELETE', '/__sim/faults', () => {
    sim.faults.clear();
    return { ok: true };
  });

  sim.route('GET', '/__sim/events', () => sim.events.list());
  sim.route('DELETE', '/__sim/events', () => {
    sim.events.clear();
    return { ok: true };
  });

  // Moves simulated time forward so expiries can be exercised end to end (e.g. from Playwright).
  sim.route('GET', '/__sim/clock', () => ({ now: new Date(sim.now()).toISOString() }));
  sim.route('POST', '/__sim/clock', (ctx) => {
    const f = fields(ctx.body, { advanceMs: 'number?', advanceMinutes: 'number?' });
    sim.advanceTime((f.advanceMs ?? 0) + (f.advanceMinutes ?? 0) * MINUTE);
    return { now: new Date(sim.now()).toISOString() };
  });

  // Stand-in for the app backend minting a trusted auth token for `sessions/attest` (IdP flows).
  sim.route('POST', '/__sim/trusted_auth_tokens', (ctx) => {
    const f = fields(ctx.body, {
      email: 'string?',
      user_id: 'string?',
      profile_id: 'string?',
      expiration_minutes: 'number?',
    });
    let rec = f.user_id ? userOr404(f.user_id) : undefined;
    if (!rec) {
      if (!f.email) throw simError('bad_request', { message: 'Give an email or a user_id.' });
      const email = normaliseEmail(f.email);
      rec = sim.users.byEmail(email)?.rec ?? sim.users.create({ email, emailVerified: true });
    }
    const profile_id = f.profile_id ?? 'trusted-auth-token-profile-test-sim';
    const t = sim.tokens.issue('trusted_auth_token', {
      user_id: rec.user.user_id,
      ttlMinutes: f.expiration_minutes ?? 5,
      data: { profile_id },
    });
    return reply(201, { token: t.token, profile_id, user_id: rec.user.user_id });
  });
}
