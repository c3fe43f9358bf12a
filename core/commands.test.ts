// @vitest-environment node
/**
 * The command runtime in Node, without a DOM or React: the real Stytch client against the simulator (msw), a test
 * plugin whose commands call it. What a run returns, what reaches the store and the host, and what a stale run may
 * no longer do.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { createFlow, resetBrowserGlobals, serveSimulator, type Flow } from 'entryway/testing';
import { createSlice, defineCommands, definePlugin, type PayloadAction } from 'entryway';

const sim = createSimulator();
let network: { close(): void };
beforeAll(async () => {
  network = await serveSimulator(sim);
});
afterAll(() => network.close());

const slice = createSlice({
  name: 'probe',
  initialState: { sent: [] as string[] },
  reducers: { sent: (state, action: PayloadAction<string>) => ({ sent: [...state.sent, action.payload] }) },
});
declare module 'entryway' {
  interface PluginStateRegistry {
    probe: { sent: string[] };
  }
  interface PluginOptionsRegistry {
    probe: { greeting: string };
  }
}

/** Resolves the next `gate()` promise when told to: lets a test decide when a command's call comes back. */
function gates() {
  const waiting: (() => void)[] = [];
  return {
    gate: () => new Promise<void>((r) => waiting.push(r)),
    open: () => waiting.shift()?.(),
    count: () => waiting.length,
  };
}
const g = gates();

const commands = defineCommands('probe', {
  send: {
    run: async ({ client, dispatch, options }, phone: string) => {
      const resp = await client.otps.sms.loginOrCreate(phone);
      dispatch(slice.actions.sent(`${options.greeting}:${resp.method_id ? 'ok' : 'none'}`));
      return resp.method_id;
    },
  },
  gated: {
    run: async ({ dispatch, navigate }, tag: string) => (
      await g.gate(),
      dispatch(slice.actions.sent(tag)),
      navigate('main'),
      tag
    ),
  },
  resend: {
    mode: 'latest',
    run: async ({ dispatch, emit }, tag: string) => (
      await g.gate(),
      dispatch(slice.actions.sent(tag)),
      emit('SENT', { tag }),
      tag
    ),
  },
  slow: { timeoutMs: 50, run: () => new Promise<never>(() => {}) },
  late: {
    timeoutMs: 50,
    run: async ({ dispatch }, tag: string) => (await g.gate(), dispatch(slice.actions.sent(tag)), tag),
  },
  verify: {
    overrides: { otp_code_not_found: 'probe.wrongCode' },
    run: async ({ client }, code: string) =>
      client.otps.authenticate(code, 'phone-number-test-unknown', { session_duration_minutes: 30 }),
  },
});

const probe = definePlugin({
  id: 'probe',
  options: { greeting: 'hi' },
  slice,
  commands,
  strings: { 'probe.wrongCode': 'Wrong code' },
});

let flow: Flow;
afterEach(() => {
  flow?.destroy();
  sim.reset({ config: true });
  resetBrowserGlobals();
  vi.useRealTimers();
});
const start = async () => {
  flow = createFlow({ plugins: [probe] });
  await flow.started;
  return flow;
};

describe('command runtime (Node, real client, simulator)', () => {
  it('runs a command with the client and the plugin options; its state is in the store, never its arguments', async () => {
    await start();
    const run = flow.run(commands.send, '+12015550123');
    expect(flow.state().commands['probe/send']).toEqual({ pending: true, error: null, retryAt: 0 });
    const result = await run;
    expect(result).toMatchObject({ ok: true, value: expect.stringMatching(/^phone-number-/) });
    expect(flow.state().probe?.sent).toEqual(['hi:ok']);
    expect(flow.state().commands['probe/send']).toEqual({ pending: false, error: null, retryAt: 0 });
    expect(JSON.stringify(flow.state().commands)).not.toContain('2015550123');
    expect(sim.outbox.last({ to: '+12015550123' })?.code).toMatch(/^\d{6}$/);
  });

  it('exclusive: a second run while one is in flight is skipped (a double submit sends once)', async () => {
    await start();
    const first = flow.run(commands.gated, 'a');
    expect(await flow.run(commands.gated, 'b')).toEqual({ ok: false, skipped: 'busy' });
    g.open();
    expect(await first).toEqual({ ok: true, value: 'a' });
    expect(flow.state().probe?.sent).toEqual(['a']);
  });

  it('latest: a new run supersedes the one in flight, whose late result, actions and events are dropped', async () => {
    await start();
    const older = flow.run(commands.resend, 'old');
    const newer = flow.run(commands.resend, 'new');
    g.open(); // the older call comes back first…
    g.open();
    expect(await older).toEqual({ ok: false, skipped: 'stale' });
    expect(await newer).toEqual({ ok: true, value: 'new' });
    expect(flow.state().probe?.sent).toEqual(['new']);
    expect(flow.events.filter((e) => e.type === 'SENT')).toEqual([{ type: 'SENT', data: { tag: 'new' } }]);
    expect(flow.state().commands['probe/resend'].pending).toBe(false);
  });

  it('a destroyed widget drops what its runs come back with', async () => {
    await start();
    const run = flow.run(commands.gated, 'late');
    flow.destroy();
    g.open();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(flow.state().probe?.sent).toEqual([]);
  });

  it('describes, stores and reports an API error with the command overrides; the next run clears it', async () => {
    await start();
    const result = await flow.run(commands.verify, '000000');
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'api', key: 'probe.wrongCode', errorType: 'otp_code_not_found' },
    });
    expect(flow.state().commands['probe/verify'].error).toMatchObject({ key: 'probe.wrongCode' });
    expect(flow.errors.map((e) => [e.message, e.error_type])).toEqual([['Wrong code', 'otp_code_not_found']]);
    flow.widget.api.commands.clearError(commands.verify);
    expect(flow.state().commands['probe/verify'].error).toBeNull();
  });

  it('fails with the time-out text after timeoutMs', async () => {
    await start();
    expect(await flow.run(commands.slow)).toMatchObject({
      ok: false,
      error: { kind: 'timeout', key: 'core.error.timeout' },
    });
  });

  it('a run that timed out is over: what its work comes back with later is dropped', async () => {
    await start();
    expect(await flow.run(commands.late, 'late')).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    g.open();
    await new Promise((r) => setTimeout(r, 10));
    expect(flow.state().probe?.sent).toEqual([]);
  });

  it('after a 429 with a known wait, refuses to run until the wait is over, then clears the message', async () => {
    await start();
    sim.faults.add({ path: '/sdk/v1/otps/sms/login_or_create', mode: '429', retryAfterSeconds: 2, times: 1 });
    const limited = await flow.run(commands.send, '+12015550123');
    expect(limited).toMatchObject({ ok: false, error: { kind: 'rate', retryAfterSeconds: 2 } });
    expect(flow.state().commands['probe/send'].retryAt).toBeGreaterThan(Date.now());
    expect(await flow.run(commands.send, '+12015550123')).toEqual({ ok: false, skipped: 'rateLimited' });
    await new Promise((r) => setTimeout(r, 2100));
    expect(flow.state().commands['probe/send']).toMatchObject({ error: null, retryAt: 0 });
    expect(await flow.run(commands.send, '+12015550123')).toMatchObject({ ok: true });
  });

  it('navigation clears command errors (a new screen starts clean)', async () => {
    await start();
    await flow.run(commands.verify, '000000');
    flow.widget.api.navigate('main');
    expect(flow.state().commands['probe/verify'].error).toBeNull();
  });

  it('scope: get makes a value once per widget, once runs its work once; a new widget has its own', async () => {
    await start();
    const { scope } = flow.widget.api;
    const work = vi.fn(() => 42);
    expect(scope.once('probe/start', work)).toBe(42);
    expect(scope.once('probe/start', work)).toBe(42);
    expect(work).toHaveBeenCalledTimes(1);
    const map = scope.get('probe/handles', () => new Map());
    expect(scope.get('probe/handles', () => new Map())).toBe(map);
    const other = createFlow({ plugins: [probe] });
    expect(other.widget.api.scope.get('probe/handles', () => new Map())).not.toBe(map);
    other.destroy();
  });

  it('a plugin whose command ids do not start with its id is refused with the reason', async () => {
    const stray = definePlugin({ id: 'stray', options: {}, commands: { send: commands.send } });
    flow = createFlow({ plugins: [probe, stray] });
    expect(
      flow
        .state()
        .widget.configIssues.map((i) => i.message)
        .join(),
    ).toContain('command "probe/send" must start with "stray/"');
  });
});
