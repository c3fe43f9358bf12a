// @vitest-environment node
// (Node, not jsdom: the CLI imports --module files by file: URL, as it does when installed.)
/**
 * Simulator modules from outside the simulator: the object form (project settings, error types, fault paths),
 * `createSimulator({ modules })` adding to the defaults, `sim.use()`, the Vite plugin and the CLI's `--module`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allModules, coreModules, createSimulator, fields, simError, type Fields, type SimModule } from './index';
import { entrywaySim, runCli } from './node';
import { call, data, PUBLIC_TOKEN } from './test-utils';

declare module './types' {
  interface ProjectConfig {
    /** The test module's own setting. */
    greeting: string;
  }
}

const greet: SimModule = {
  name: 'greet',
  project: { greeting: 'Hello' },
  errors: { greeting_refused: { status: 403, message: 'This greeting is refused.' } },
  faultPaths: ['/sdk/v1/greet'],
  install(sim) {
    sim.route('POST', '/sdk/v1/greet', (ctx) => {
      const { name } = fields(ctx.body, { name: 'string' });
      if (name === 'Mallory') throw simError('greeting_refused');
      if (name === 'Eve') throw simError('greeting_refused', { status: 400, message: 'Not today.' });
      return { text: `${sim.config.greeting}, ${name}` };
    });
  },
};

describe('simulator modules', () => {
  it('adds to the default modules, with its project setting, error types and fault paths', async () => {
    const sim = createSimulator({ modules: [greet], project: { greeting: 'Hi' } });
    // The defaults are still there (core and every shipped plugin), then the added module.
    const defaults = allModules.map((m) => (typeof m === 'function' ? expect.any(String) : m.name));
    expect(sim.modules.map((m) => m.name)).toEqual([...defaults, 'greet']);
    expect(defaults.length).toBeGreaterThan(coreModules.length);
    expect((await data(sim, 'POST', '/sdk/v1/greet', { name: 'Ada' })).text).toBe('Hi, Ada');

    sim.configure({ greeting: 'Welcome' });
    expect((await data(sim, 'POST', '/sdk/v1/greet', { name: 'Ada' })).text).toBe('Welcome, Ada');
    expect(() => sim.configure({ greeting: 42 as unknown as string })).toThrow(
      'project setting "greeting" has the wrong type',
    );
    expect(() => sim.configure({ greetin: 'typo' } as never)).toThrow('unknown project setting "greetin"');
    // A reset with config restores the module's setting as created.
    sim.reset({ config: true });
    expect(sim.config.greeting).toBe('Hi');

    const refused = await call(sim, 'POST', '/sdk/v1/greet', { name: 'Mallory' });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      status_code: 403,
      error_type: 'greeting_refused',
      error_message: 'This greeting is refused.',
    });
    expect(refused.json.error_url).toBe('https://stytch.com/docs/api/errors/403#greeting_refused');
    // A throw's own status and message win over the module's.
    expect((await call(sim, 'POST', '/sdk/v1/greet', { name: 'Eve' })).json).toMatchObject({
      status_code: 400,
      error_message: 'Not today.',
    });

    expect(await (await call(sim, 'GET', '/__sim/modules')).json).toContainEqual({
      name: 'greet',
      faultPaths: ['/sdk/v1/greet'],
    });
    sim.faults.add({ path: '/sdk/v1/greet', mode: '500', times: 1 });
    expect((await call(sim, 'POST', '/sdk/v1/greet', { name: 'Ada' })).status).toBe(500);
  });

  it('installs a module once per name, later with use(), and replaces the defaults on request', async () => {
    const sim = createSimulator({ defaults: false, modules: [...coreModules] });
    expect(
      (await call(sim, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550100' })).json.error_type,
    ).toBe('not_found');
    expect(() => sim.configure({ greeting: 'x' })).toThrow('unknown project setting');
    sim.use(greet, greet);
    expect(sim.modules.filter((m) => m.name === 'greet')).toHaveLength(1);
    sim.configure({ greeting: 'Hey' });
    expect((await data(sim, 'POST', '/sdk/v1/greet', { name: 'Bo' })).text).toBe('Hey, Bo');
    // Bare functions still work; they declare nothing.
    sim.use((s) => s.route('GET', '/sdk/v1/ping', () => ({ pong: true })));
    expect((await data(sim, 'GET', '/sdk/v1/ping')).pong).toBe(true);
    expect(sim.modules.at(-1)).toEqual({ name: 'anonymous-1', faultPaths: [] });
  });

  it('refuses a module that redefines a setting another one owns', () => {
    const clash: SimModule = { name: 'clash', project: { projectName: 'x' }, install() {} };
    expect(() => createSimulator({ modules: [clash] })).toThrow(
      'module "clash" redefines the project setting "projectName"',
    );
  });

  it('the Vite plugin serves modules of the app', async () => {
    const plugin = entrywaySim({ modules: [greet] });
    expect((await data(plugin.sim, 'POST', '/sdk/v1/greet', { name: 'Vi' })).text).toBe('Hello, Vi');
  });
});

describe('entryway-sim --module', () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  it('loads modules from files, before the config file that sets their settings', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'entryway-module-'));
    // What an app writes: plain ESM, default export (a second file uses the `simModule` name and an array).
    await writeFile(
      join(dir, 'greet.mjs'),
      `export default { name: 'greet', project: { greeting: 'Hello' }, install(sim) {
         sim.route('GET', '/sdk/v1/greet', () => ({ text: sim.config.greeting }));
       } };`,
    );
    await writeFile(
      join(dir, 'more.mjs'),
      `export const simModule = [(sim) => sim.route('GET', '/sdk/v1/more', () => ({ more: true }))];`,
    );
    await writeFile(join(dir, 'sim.json'), JSON.stringify({ project: { greeting: 'From the config' } }));
    const lines: string[] = [];
    const io = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
    const { server, exitCode } = await runCli(
      [
        '--port',
        '0',
        '--module',
        join(dir, 'greet.mjs'),
        '-m',
        join(dir, 'more.mjs'),
        '--config',
        join(dir, 'sim.json'),
      ],
      io,
    );
    expect(exitCode).toBe(0);
    closers.push(() => server!.close());
    const headers = { authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}` };
    expect((await (await fetch(`${server!.url}/sdk/v1/greet`, { headers })).json()).data.text).toBe('From the config');
    expect((await (await fetch(`${server!.url}/sdk/v1/more`, { headers })).json()).data.more).toBe(true);
    expect(lines.join('\n')).toMatch(/Modules: .*greet, anonymous-1/);
  });

  it('says what is wrong with a file that exports no module', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'entryway-module-'));
    await writeFile(join(dir, 'nothing.mjs'), 'export const x = 1;');
    const errors: string[] = [];
    const result = await runCli(['--port', '0', '--module', join(dir, 'nothing.mjs')], {
      log: () => {},
      error: (l) => errors.push(l),
    });
    expect(result).toEqual({ exitCode: 1 });
    expect(errors.join('\n')).toMatch(/nothing\.mjs must export a simulator module/);
    await runCli(['--port', '0', '--module', join(dir, 'missing.mjs')], {
      log: () => {},
      error: (l) => errors.push(l),
    });
    expect(errors.join('\n')).toMatch(/cannot load module .*missing\.mjs/);
  });
});

describe('what a plugin module contributes (the same API as any module)', () => {
  it('its settings, their allowed values and its bootstrap fields come from the module, not the core', async () => {
    const bare = createSimulator({ defaults: false, modules: [...coreModules] });
    // The core alone knows no password policy or PKCE setting, and bootstraps a project without them.
    expect(() => bare.configure({ strengthPolicy: 'luds' } as never)).toThrow(
      'unknown project setting "strengthPolicy"',
    );
    const boot = async (sim: ReturnType<typeof createSimulator>) =>
      (await data(sim, 'GET', `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`)) as Record<string, unknown>;
    expect(await boot(bare)).toMatchObject({
      password_config: null,
      pkce_required_for_oauth: false,
      pkce_required_for_email_magic_links: false,
    });
    const full = createSimulator({
      project: {
        strengthPolicy: 'luds',
        ludsMinimumCount: 10,
        pkceRequiredForOAuth: true,
        pkceRequiredForEmailMagicLinks: true,
      },
    });
    expect(await boot(full)).toMatchObject({
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
      pkce_required_for_oauth: true,
      pkce_required_for_email_magic_links: true,
    });
    expect(() => full.configure({ strengthPolicy: 'none' as never })).toThrow(
      'strengthPolicy must be one of "zxcvbn", "luds"',
    );
  });

  it('a third-party module contributes a user factor list that DELETE /users/<segment>/:id removes', async () => {
    const hardwareKeys: SimModule = {
      name: 'hardware-keys',
      errors: { hardware_key_not_found: { status: 404, message: 'Hardware key not found.' } },
      userFactors: {
        hardware_keys: { list: 'hardware_keys', idKey: 'hardware_key_id', notFound: 'hardware_key_not_found' },
      },
      install() {},
    };
    const sim = createSimulator({ modules: [hardwareKeys] });
    const { method_id } = await data(sim, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550100' });
    const code = sim.outbox.last({ to: '+15555550100' })!.code;
    const auth = await data(sim, 'POST', '/sdk/v1/otps/authenticate', {
      token: code,
      method_id,
      session_duration_minutes: 30,
    });
    const wire = sim.users.get(auth.user_id)!.user as unknown as Record<string, unknown>;
    wire.hardware_keys = [{ hardware_key_id: 'hk-1' }, { hardware_key_id: 'hk-2' }];

    const d = await data(sim, 'DELETE', '/sdk/v1/users/hardware_keys/hk-1', undefined, { session: auth.session_token });
    expect(d.user_id).toBe(auth.user_id);
    expect(d.__user.hardware_keys).toEqual([{ hardware_key_id: 'hk-2' }]);
    const again = await call(sim, 'DELETE', '/sdk/v1/users/hardware_keys/hk-1', undefined, {
      session: auth.session_token,
    });
    expect([again.status, again.json.error_type, again.json.error_message]).toEqual([
      404,
      'hardware_key_not_found',
      'Hardware key not found.',
    ]);
    // Without the module the segment is no route at all.
    const bare = createSimulator();
    expect(
      (await call(bare, 'DELETE', '/sdk/v1/users/hardware_keys/hk-2', undefined, { session: auth.session_token })).json
        .error_type,
    ).toBe('not_found');
  });

  it('a third-party module adds control-API user fields and keeps private per-user data', async () => {
    const badgeFields = { badge: 'string?', revoke_badge: 'boolean?' } as const;
    const badges = (sim: ReturnType<typeof createSimulator>) =>
      sim.users.privateData('badges', () => ({ badge: '', unlocks: 0 }));
    const badgeModule: SimModule = {
      name: 'badges',
      adminUserFields: {
        fields: badgeFields,
        seed(sim, rec, f: Fields<typeof badgeFields>) {
          if (f.badge) badges(sim).get(rec.user.user_id).badge = f.badge;
        },
        patch(sim, rec, f: Fields<typeof badgeFields> & { unlock?: boolean }) {
          const data = badges(sim).get(rec.user.user_id);
          if (f.revoke_badge) data.badge = '';
          if (f.unlock) data.unlocks++;
        },
      },
      install(sim) {
        sim.route('GET', '/__sim/badges/:user_id', (ctx) => badges(sim).peek(ctx.params.user_id) ?? null);
      },
    };
    const sim = createSimulator({ modules: [badgeModule] });
    const seeded = await call(sim, 'POST', '/__sim/users', { email: 'b@example.com', badge: 'gold' });
    const id = seeded.json.user_id;
    expect(seeded.status).toBe(201);
    // Private: not on the wire user, nor on the record other modules read.
    expect(seeded.text).not.toContain('gold');
    expect(JSON.stringify(sim.users.get(id))).not.toContain('gold');
    expect((await call(sim, 'GET', `/__sim/badges/${id}`)).json).toEqual({ badge: 'gold', unlocks: 0 });
    // The module's patch hook sees the core's own fields too.
    await call(sim, 'PATCH', `/__sim/users/${id}`, { revoke_badge: true, unlock: true });
    expect(badges(sim).peek(id)).toEqual({ badge: '', unlocks: 1 });
    // One check for every field: a wrong type of a module's field refuses the seed before any user exists.
    const bad = await call(sim, 'POST', '/__sim/users', { email: 'c@example.com', badge: 7, verified: 'yes' });
    expect([bad.status, bad.json.body]).toEqual([
      400,
      [
        { dataPath: '.badge', message: 'should be string' },
        { dataPath: '.verified', message: 'should be boolean' },
      ],
    ]);
    expect(sim.users.byEmail('c@example.com')).toBeUndefined();
    // The data goes with its user, and with every user on reset.
    await call(sim, 'DELETE', `/__sim/users/${id}`);
    expect(badges(sim).peek(id)).toBeUndefined();
    const again = (await call(sim, 'POST', '/__sim/users', { email: 'd@example.com', badge: 'silver' })).json.user_id;
    sim.reset();
    expect(badges(sim).peek(again)).toBeUndefined();
    // Without the module its fields are ignored.
    const bare = createSimulator();
    expect((await call(bare, 'POST', '/__sim/users', { email: 'b@example.com', badge: 7 })).status).toBe(201);
  });

  it('a third-party module adds bootstrap fields, allowed values and start-up diagnostics the same way', async () => {
    const sim = createSimulator({
      modules: [
        {
          ...greet,
          name: 'greet-2',
          project: { greeting: 'Hi' },
          settingChoices: { greeting: ['Hi', 'Hello'] },
          bootstrap: (s) => ({ greeting: s.config.greeting }),
          diagnose: async () => ['greet: no wave installed'],
        },
      ],
    });
    expect(
      ((await data(sim, 'GET', `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`)) as Record<string, unknown>).greeting,
    ).toBe('Hi');
    expect(() => sim.configure({ greeting: 'Yo' })).toThrow('greeting must be one of "Hi", "Hello"');
    expect(await sim.diagnose()).toContain('greet: no wave installed');
  });
});
