// @vitest-environment node
/**
 * Login steps in Node: a factor's success shows the steps that apply before the login completes; a reload comes back
 * to the step; a step can end the login; the app hears each screen and step through `onFlow`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { createFlow, resetBrowserGlobals, serveSimulator, type Flow } from 'entryway/testing';
import { defineCommands, definePlugin, EventType, type FlowEvent, type LoginStep } from 'entryway';

const sim = createSimulator();
let network: { close(): void };
beforeAll(async () => {
  network = await serveSimulator(sim);
});
afterAll(() => network.close());

declare module 'entryway' {
  interface ScreenRegistry {
    'stepper/Done': undefined;
    'stepper/Terms': undefined;
    'stepper/Profile': undefined;
  }
}

const PHONE = '+12015550123';
/** A real login (SMS passcode through the simulator), so the session the steps belong to exists. */
const commands = defineCommands('stepper', {
  login: {
    run: async ({ client, completeLogin }) => {
      const { method_id } = await client.otps.sms.loginOrCreate(PHONE);
      const code = sim.outbox.last({ to: PHONE })!.code!;
      const response = await client.otps.authenticate(code, method_id, { session_duration_minutes: 30 });
      return completeLogin({ method: 'stepper', event: 'STEPPER_LOGIN', response, screen: { screen: 'stepper/Done' } });
    },
  },
});
const View = () => null;
function stepper(steps: LoginStep[]) {
  return definePlugin({
    id: 'stepper',
    options: {},
    commands,
    steps,
    screens: { 'stepper/Done': View, 'stepper/Terms': View, 'stepper/Profile': View },
  });
}
const terms: LoginStep = { id: 'stepper/terms', screen: { screen: 'stepper/Terms' } };
const profile: LoginStep = {
  id: 'stepper/profile',
  screen: { screen: 'stepper/Profile' },
  when: (login) => login.method === 'stepper',
};

let flows: Flow[] = [];
const flow = (options: Parameters<typeof createFlow>[0]) => {
  const f = createFlow(options);
  flows.push(f);
  return f;
};
afterEach(() => {
  flows.forEach((f) => f.destroy());
  flows = [];
  sim.reset({ config: true });
  resetBrowserGlobals();
});
const types = (f: Flow) => f.events.map((e) => e.type);

describe('login steps', () => {
  it('without steps, a login completes at once: method event, AUTHENTICATE_FLOW_COMPLETE, its screen', async () => {
    const f = flow({ plugins: [stepper([])] });
    await f.started;
    await f.run(commands.login);
    expect(types(f)).toEqual(['STEPPER_LOGIN', EventType.AuthenticateFlowComplete]);
    expect(f.screen().screen).toBe('stepper/Done');
    expect(JSON.stringify(f.events)).not.toMatch(/session_token|session_jwt/);
  });

  it('runs the steps that apply in order before completing, then completes once', async () => {
    const flowEvents: FlowEvent[] = [];
    const skipped: LoginStep = {
      id: 'stepper/never',
      screen: { screen: 'stepper/Profile' },
      when: () => false,
      order: -1,
    };
    const f = flow({
      plugins: [stepper([profile, skipped, { ...terms, order: -0.5 }])],
      callbacks: { onFlow: (e) => flowEvents.push(e) },
    });
    await f.started;
    await f.run(commands.login);
    expect(f.screen().screen).toBe('stepper/Terms');
    expect(f.state().widget.step).toBe('stepper/terms');
    expect(types(f)).toEqual(['STEPPER_LOGIN']);
    await f.widget.api.steps.complete();
    expect(f.screen().screen).toBe('stepper/Profile');
    expect(types(f)).toEqual(['STEPPER_LOGIN']);
    await f.widget.api.steps.complete();
    expect(f.screen().screen).toBe('stepper/Done');
    expect(f.state().widget.step).toBeNull();
    expect(types(f)).toEqual(['STEPPER_LOGIN', EventType.AuthenticateFlowComplete]);
    expect(flowEvents.map((e) => (e.type === 'step' ? `${e.step}:${e.status}` : `${e.from}>${e.screen}`))).toEqual([
      'stepper/terms:started',
      'main>stepper/Terms',
      'stepper/terms:completed',
      'stepper/profile:started',
      'stepper/Terms>stepper/Profile',
      'stepper/profile:completed',
      'stepper/Profile>stepper/Done',
    ]);
  });

  it('a reload in the middle of a step comes back to that step; passing it completes the login there', async () => {
    const first = flow({ plugins: [stepper([terms])] });
    await first.started;
    await first.run(commands.login);
    first.destroy();
    // The page's client after a reload: the same project, the session in its cookies.
    const reloaded = flow({ plugins: [stepper([terms])], client: first.widget.api.client });
    await reloaded.started;
    expect(reloaded.screen().screen).toBe('stepper/Terms');
    await reloaded.widget.api.steps.complete();
    expect(reloaded.screen().screen).toBe('stepper/Done');
    expect(types(reloaded)).toEqual([EventType.AuthenticateFlowComplete]);
    const again = flow({ plugins: [stepper([terms])], client: first.widget.api.client });
    await again.started;
    expect(again.screen().screen).toBe('main');
  });

  it('a step whose session is gone after a reload is given up: back to Main', async () => {
    const first = flow({ plugins: [stepper([terms])] });
    await first.started;
    await first.run(commands.login);
    first.destroy();
    // Another client: no session in its storage.
    const reloaded = flow({ plugins: [stepper([terms])] });
    await reloaded.started;
    await new Promise((r) => setTimeout(r, 300));
    expect(reloaded.screen().screen).toBe('main');
    expect(reloaded.state().widget.step).toBeNull();
  });

  it('a step can end the login with a message on Main; nothing completes', async () => {
    const f = flow({ plugins: [stepper([terms])] });
    await f.started;
    await f.run(commands.login);
    f.widget.api.steps.end({ variant: 'error', text: 'Terms declined' });
    expect(f.screen().screen).toBe('main');
    expect(f.state().widget.banner).toEqual({ variant: 'error', text: 'Terms declined' });
    expect(types(f)).toEqual(['STEPPER_LOGIN']);
    const reloaded = flow({ plugins: [stepper([terms])] });
    await reloaded.started;
    expect(reloaded.screen().screen).toBe('main');
  });

  it("the app's own step (loginSteps option) is a screen at app/<id>, after the plugins' steps", async () => {
    const f = flow({ plugins: [stepper([terms])], loginSteps: [{ id: 'welcome', Component: View }] });
    await f.started;
    expect(Object.keys(f.widget.screens())).toContain('app/welcome');
    await f.run(commands.login);
    await f.widget.api.steps.complete();
    expect(f.screen().screen).toBe('app/welcome');
    await f.widget.api.steps.complete();
    expect(f.screen().screen).toBe('stepper/Done');
  });

  it('steps of a group are alternatives: the first that applies shows, offers the others, and passing one passes all', async () => {
    const first: LoginStep = {
      id: 'stepper/app',
      screen: { screen: 'stepper/Terms' },
      group: 'second-factor',
      labelKey: 'x.app',
    };
    const never: LoginStep = {
      id: 'stepper/never',
      screen: { screen: 'stepper/Done' },
      group: 'second-factor',
      when: () => false,
    };
    const second: LoginStep = {
      id: 'stepper/sms',
      screen: { screen: 'stepper/Profile' },
      group: 'second-factor',
      labelKey: 'x.sms',
    };
    const after: LoginStep = {
      id: 'stepper/after',
      screen: { screen: 'stepper/Done' },
      when: (l) => l.method === 'stepper',
    };
    const flowEvents: FlowEvent[] = [];
    const steps = [first, never, second, after];
    const f = flow({ plugins: [stepper(steps)], callbacks: { onFlow: (e) => flowEvents.push(e) } });
    await f.started;
    await f.run(commands.login);
    expect(f.screen().screen).toBe('stepper/Terms');
    expect(f.widget.api.steps.alternatives().map((s) => s.id)).toEqual(['stepper/sms']);
    f.widget.api.steps.switchTo('stepper/never');
    expect(f.screen().screen).toBe('stepper/Terms');
    f.widget.api.steps.switchTo('stepper/sms');
    expect(f.screen().screen).toBe('stepper/Profile');
    expect(f.state().widget.step).toBe('stepper/sms');
    expect(f.widget.api.steps.alternatives().map((s) => s.id)).toEqual(['stepper/app']);
    // A reload comes back to the alternative shown, with the same alternatives.
    f.destroy();
    const reloaded = flow({ plugins: [stepper(steps)], client: f.widget.api.client });
    await reloaded.started;
    expect(reloaded.screen().screen).toBe('stepper/Profile');
    expect(reloaded.widget.api.steps.alternatives().map((s) => s.id)).toEqual(['stepper/app']);
    await reloaded.widget.api.steps.complete();
    // The group is passed: the next step is the one after it, not the other alternative.
    expect(reloaded.state().widget.step).toBe('stepper/after');
    expect(types(reloaded)).toEqual([]);
    await reloaded.widget.api.steps.complete();
    expect(reloaded.state().widget.step).toBe(null);
    expect(types(reloaded)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(
      flowEvents
        .filter((e) => e.type === 'step')
        .map((e) => `${(e as { step: string }).step}:${(e as { status: string }).status}`),
    ).toEqual(['stepper/app:started', 'stepper/app:ended', 'stepper/sms:started']);
  });

  it('hasGroup: a later step learns whether the login passed or has a step of a group, in any order', async () => {
    let userHasFactor = true;
    const asked: boolean[] = [];
    // Registered before the group's step, as a setup step of one plugin may sit before another plugin's factor.
    const setup: LoginStep = {
      id: 'stepper/setup',
      screen: { screen: 'stepper/Done' },
      when: async (_l, w) => {
        const has = await w.steps.hasGroup('second-factor');
        asked.push(has);
        return !has;
      },
    };
    const factor: LoginStep = {
      id: 'stepper/factor',
      screen: { screen: 'stepper/Profile' },
      group: 'second-factor',
      when: () => userHasFactor,
    };
    const after: LoginStep = {
      id: 'stepper/after',
      screen: { screen: 'stepper/Terms' },
      when: async (_l, w) => !(await w.steps.hasGroup('second-factor')),
    };
    const steps = [setup, factor, after];
    const f = flow({ plugins: [stepper(steps)] });
    await f.started;
    expect(await f.widget.api.steps.hasGroup('second-factor')).toBe(false);
    await f.run(commands.login);
    // The factor applies: no setup before it, and once it is passed (it no longer applies) the group still counts.
    expect(f.state().widget.step).toBe('stepper/factor');
    userHasFactor = false;
    expect(await f.widget.api.steps.hasGroup('second-factor')).toBe(false);
    await f.widget.api.steps.complete();
    expect(f.state().widget.step).toBe(null);
    expect(asked).toEqual([true]);
    expect(types(f)).toEqual(['STEPPER_LOGIN', EventType.AuthenticateFlowComplete]);

    // A user without the factor: the setup step shows.
    await f.widget.api.client.session.revoke();
    const g = flow({ plugins: [stepper(steps)] });
    await g.started;
    await g.run(commands.login);
    expect(g.state().widget.step).toBe('stepper/setup');
    await g.widget.api.steps.complete();
    expect(g.state().widget.step).toBe('stepper/after');
  });

  it('hasGroup remembers a passed group across a reload', async () => {
    const factor: LoginStep = {
      id: 'stepper/factor',
      screen: { screen: 'stepper/Profile' },
      group: 'second-factor',
      when: (_l, w) => (w.client.session.getSync()?.authentication_factors.length ?? 0) < 2,
    };
    const later: LoginStep = { id: 'stepper/later', screen: { screen: 'stepper/Terms' } };
    const steps = [factor, later];
    const f = flow({ plugins: [stepper(steps)] });
    await f.started;
    await f.run(commands.login);
    await f.widget.api.steps.complete();
    expect(f.state().widget.step).toBe('stepper/later');
    f.destroy();
    const reloaded = flow({ plugins: [stepper(steps)], client: f.widget.api.client });
    await reloaded.started;
    expect(reloaded.state().widget.step).toBe('stepper/later');
    expect(await reloaded.widget.api.steps.hasGroup('second-factor')).toBe(true);
    expect(await reloaded.widget.api.steps.hasGroup('other')).toBe(false);
  });

  it('a step id outside the plugin namespace is refused', () => {
    const f = flow({ plugins: [stepper([{ id: 'other/x', screen: { screen: 'stepper/Terms' } }])] });
    expect(
      f
        .state()
        .widget.configIssues.map((i) => i.message)
        .join(),
    ).toContain('step "other/x" must start with "stepper/"');
  });
});
