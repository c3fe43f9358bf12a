// @vitest-environment node
/**
 * The profile plugin's commands in Node, in an account widget: the real Stytch client against the simulator. A
 * signed-in user saves a name, adds an email address verified by a code, removes it, and signs out of this device
 * (the app's `onSignedOut` is called); what the user then has is what Stytch keeps.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { flowSuite, simAdmin } from 'entryway/testing';
import { profile } from './index';
import { profileCommands } from './commands';

const sim = createSimulator();
const admin = simAdmin(sim);
const { wire, flow: suiteFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const EMAIL = 'ada@example.com';
const NEW_EMAIL = 'ada.lovelace@example.com';

/** An account widget whose client is signed in with a code to `EMAIL`. */
async function signedIn(onSignedOut?: () => void) {
  await admin('POST', '/__sim/users', { email: EMAIL });
  const flow = suiteFlow({ kind: 'account', plugins: [profile()], inputs: { onSignedOut } });
  await flow.started;
  const client = flow.widget.api.client;
  const { method_id } = await client.otps.email.loginOrCreate(EMAIL);
  await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 30 });
  wire.clear();
  return flow;
}

describe('profile commands', () => {
  it('the account widget starts on its page', async () => {
    const f = await signedIn();
    expect(f.screen()).toEqual({ screen: 'core/Account' });
  });

  it('saves the name, trimmed', async () => {
    const f = await signedIn();
    const result = await f.run(profileCommands.saveName, { firstName: ' Ada ', lastName: 'Lovelace ' });
    expect(result.ok).toBe(true);
    const user = await f.widget.api.client.user.get();
    expect(user.name).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('adds an email address verified by a code, then removes it', async () => {
    const f = await signedIn();
    const client = f.widget.api.client;
    expect((await f.run(profileCommands.sendEmailCode, NEW_EMAIL)).ok).toBe(true);
    expect(f.state().profile?.email).toMatchObject({ to: NEW_EMAIL, via: 'code' });
    const code = sim.outbox.last({ to: NEW_EMAIL })!.code!;
    expect((await f.run(profileCommands.verifyEmail, code)).ok).toBe(true);
    expect(f.state().profile?.email).toBeNull();
    const added = (await client.user.get()).emails.find((e) => e.email === NEW_EMAIL);
    expect(added?.verified).toBe(true);

    expect((await f.run(profileCommands.removeEmail, added!.email_id)).ok).toBe(true);
    expect((await client.user.get()).emails.map((e) => e.email)).toEqual([EMAIL]);
  });

  it('signs out of this device and tells the app', async () => {
    const onSignedOut = vi.fn();
    const f = await signedIn(onSignedOut);
    expect((await f.run(profileCommands.signOut)).ok).toBe(true);
    expect(wire.sent('/sdk/v1/sessions/revoke')).toHaveLength(1);
    expect(f.widget.api.client.session.getSync()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});
