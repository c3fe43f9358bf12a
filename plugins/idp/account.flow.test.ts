// @vitest-environment node
/**
 * The Connected apps section's commands in Node, with the real Stytch client against the simulator: the apps the
 * user allowed through the consent (their scopes), revoking one (its next authorization asks again), and what a
 * failed or doubled revoke leaves.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { flowSuite, simAdmin, simulatorClient } from 'entryway/testing';
import type { Client } from 'entryway';
import { idp } from './plugin';
import { idpAccountCommands } from './accountCommands';

const sim = createSimulator();
const admin = simAdmin(sim);
const { wire, flow: suiteFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const CALLBACK = 'https://client.example.com/callback';
const LIST = '/sdk/v1/users/connected_apps';
const revokePath = (id: string) => `/sdk/v1/users/connected_apps/${id}/revoke`;

const seed = (client_id: string, client_name: string, client_type = 'third_party') =>
  admin('POST', '/__sim/idp/clients', { client_id, client_name, client_type, redirect_urls: [CALLBACK] });

/** What the consent screen's Allow sends. */
const allow = (client: Client, client_id: string, scopes: string[]) =>
  client.idp.oauthAuthorizeSubmit({
    client_id,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scopes,
    consent_granted: true,
  });

async function account() {
  const client = simulatorClient();
  const { token, profile_id } = await admin('POST', '/__sim/trusted_auth_tokens', { email: 'ada@example.com' });
  await client.session.attest({ token, profile_id, session_duration_minutes: 60 });
  const flow = suiteFlow({ client, plugins: [idp()] });
  await flow.started;
  return { flow, client };
}

describe('connected apps', () => {
  it('lists what the user allowed with its scopes; revoke takes it back and the next authorization asks again', async () => {
    await seed('client-test-notes', 'Acme Notes');
    await seed('client-test-cal', 'Calendar <b>Pro</b>');
    const { flow, client } = await account();
    expect(await flow.run(idpAccountCommands.connectedApps)).toEqual({ ok: true, value: [] });
    await allow(client, 'client-test-notes', ['openid', 'email']);
    await allow(client, 'client-test-cal', ['openid', 'profile', 'offline_access']);
    expect(await flow.run(idpAccountCommands.connectedApps)).toEqual({
      ok: true,
      value: [
        {
          id: 'client-test-notes',
          name: 'Acme Notes',
          description: '',
          clientType: 'third_party',
          scopes: ['openid', 'email'],
        },
        {
          id: 'client-test-cal',
          name: 'Calendar <b>Pro</b>',
          description: '',
          clientType: 'third_party',
          scopes: ['openid', 'profile', 'offline_access'],
        },
      ],
    });
    wire.clear();
    const left = await flow.run(idpAccountCommands.revoke, 'client-test-notes');
    expect(left).toMatchObject({ ok: true, value: [{ id: 'client-test-cal' }] });
    expect(wire.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${revokePath('client-test-notes')}`,
      `GET ${LIST}`,
    ]);
    const again = await client.idp.oauthAuthorizeStart({
      client_id: 'client-test-notes',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scopes: ['openid', 'email'],
    });
    expect(again.consent_required).toBe(true);
  });

  it('a double click revokes once; an app already revoked (another tab) says so and the list is unchanged', async () => {
    await seed('client-test-notes', 'Acme Notes');
    const { flow, client } = await account();
    await allow(client, 'client-test-notes', ['openid']);
    const [a, b] = await Promise.all([
      flow.run(idpAccountCommands.revoke, 'client-test-notes'),
      flow.run(idpAccountCommands.revoke, 'client-test-notes'),
    ]);
    expect([a.ok, b]).toEqual([true, { ok: false, skipped: 'busy' }]);
    expect(wire.sent(revokePath('client-test-notes'))).toHaveLength(1);
    const gone = await flow.run(idpAccountCommands.revoke, 'client-test-notes');
    expect(gone).toMatchObject({ ok: false, error: { kind: 'api', errorType: 'connected_app_not_found' } });
  });

  it('a failed revoke keeps the app; a failed list says why', async () => {
    await seed('client-test-notes', 'Acme Notes');
    const { flow, client } = await account();
    await allow(client, 'client-test-notes', ['openid']);
    sim.faults.add({ path: revokePath('client-test-notes'), mode: '500', times: 1 });
    expect(await flow.run(idpAccountCommands.revoke, 'client-test-notes')).toMatchObject({
      ok: false,
      error: { kind: 'server' },
    });
    expect(flow.state().commands['idp/revoke'].error).toMatchObject({ kind: 'server' });
    sim.faults.add({ path: LIST, mode: 'network', times: 1 });
    expect(await flow.run(idpAccountCommands.connectedApps)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await flow.run(idpAccountCommands.connectedApps)).toMatchObject({
      ok: true,
      value: [{ id: 'client-test-notes' }],
    });
  });
});
