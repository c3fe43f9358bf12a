/**
 * Issue 8, "done when": the third-party fixture plugin (test/fixtures/thirdPartyPlugin, outside plugins/) contributes
 * simulator routes, a Stytch configuration product, a sandbox scenario and page, a size row, its errors and its
 * events, and each is picked up with no file outside its folder changed:
 *   - the discovery that builds the repository's lists, pointed at the fixture folder, lists it everywhere;
 *   - an app installs its simulator module with `createSimulator({ modules })`;
 *   - an app mounts it through `entryway/stytch` with its adapter, against that simulator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createSimulator } from 'entryway/sim';
import { mountLogin, pluginsFromConfig, type StytchProductAdapter } from 'entryway/stytch';
import type { Client, MountedWidget } from 'entryway';
import { discover, generatePlugins, render } from '../../scripts/plugins.mjs';
import { simModule } from '../fixtures/thirdPartyPlugin/sim';
import { stytchProduct } from '../fixtures/thirdPartyPlugin/stytch';
import { scenario } from '../fixtures/thirdPartyPlugin/sandbox';
import { events } from '../fixtures/thirdPartyPlugin/events';
import type { SimModule, Simulator } from 'entryway/sim';
import type { SandboxScenario } from '../../sandbox/src/scenario';

const root = process.cwd();
const fixture = 'test/fixtures/thirdPartyPlugin';
// A scratch copy of the generated lists (same layout as the repository), so the real ones are left alone.
const scratch = join(root, '.cache/contract-generated');

describe('discovery picks up a plugin folder by its files alone', () => {
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds every catalogue file of the fixture', () => {
    const found = discover({ root, extraFolders: [fixture] }).find((p) => p.dir.endsWith('thirdPartyPlugin'));
    expect(Object.keys(found?.files ?? {}).sort()).toEqual(['events', 'sandbox', 'sim', 'size', 'stytch']);
    // …while the repository's own lists, generated from plugins/ alone, are up to date without it.
    expect(generatePlugins({ root, check: true })).toEqual([]);
    expect(render({ root }).files['sim/plugins.generated.ts']).not.toContain('thirdPartyPlugin');
  });

  it('lists its simulator module, Stytch product and sandbox scenario, and writes its sandbox page', async () => {
    const written = generatePlugins({ root, outDir: scratch, extraFolders: [fixture] });
    expect(written).toEqual(
      expect.arrayContaining([
        'sim/plugins.generated.ts',
        'compat/products.generated.ts',
        'sandbox/src/scenarios.generated.ts',
        'sandbox/p/invite-redeem.html',
      ]),
    );
    // The generated modules import the fixture's exports: load them and find the very same objects.
    const sims = (await import(/* @vite-ignore */ join(scratch, 'sim/plugins.generated.ts'))) as {
      pluginSimModules: SimModule[];
    };
    const products = (await import(/* @vite-ignore */ join(scratch, 'compat/products.generated.ts'))) as {
      pluginProducts: StytchProductAdapter[];
    };
    const scenarios = (await import(/* @vite-ignore */ join(scratch, 'sandbox/src/scenarios.generated.ts'))) as {
      scenarios: SandboxScenario[];
    };
    expect(sims.pluginSimModules).toContain(simModule);
    expect(products.pluginProducts).toContain(stytchProduct);
    expect(scenarios.scenarios).toContain(scenario);
    const page = readFileSync(join(scratch, 'sandbox/p/invite-redeem.html'), 'utf8');
    expect(page).toContain('<title>Redeem an invitation · Entryway sandbox</title>');
    expect(page).toContain('src="../src/page.tsx"');
    const listed = JSON.parse(readFileSync(join(scratch, 'scripts/plugins.generated.json'), 'utf8')) as {
      plugins: { id: string; files: Record<string, string> }[];
    };
    expect(listed.plugins.find((p) => p.id === 'thirdPartyPlugin')?.files.size).toBe(`${fixture}/size.ts`);
    expect(existsSync(join(root, 'sandbox/p/invite-redeem.html'))).toBe(false);
  });

  it('its sandbox scenario configures its product and the simulator', () => {
    const ctx = { params: { inviteCodes: 'VIP:Grace' }, origin: 'http://localhost:4173', products: ['invite'] };
    expect(Object.keys(scenario.config!(ctx))).toEqual(['inviteOptions']);
    expect(scenario.project!(ctx)).toEqual({ inviteCodes: { VIP: 'Grace' } });
    expect(scenario.project!({ ...ctx, params: { inviteCodes: '' } })).toBeNull();
  });
});

/** The app's backend call, answered by a simulator with the fixture's module: the name, or the API error thrown. */
const verifyWith = (sim: Simulator) => async (code: string) => {
  const res = await sim.handle({
    method: 'POST',
    url: '/sdk/v1/invites/verify',
    headers: {
      authorization: `Basic ${btoa('public-token-test-x:public-token-test-x')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ code }),
  });
  const body = 'status' in res ? JSON.parse(res.body) : {};
  if (!body.data) throw Object.assign(new Error(body.error_message), body);
  return body.data as { name: string };
};

describe('an app uses the plugin from outside the repository', () => {
  let mounted: MountedWidget | null = null;
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    document.body.replaceChildren();
  });

  it('adds its routes, settings, error types and fault paths to the simulator', async () => {
    const sim = createSimulator({ modules: [simModule], project: { inviteCodes: { 'VIP-1': 'Grace' } } });
    const verify = verifyWith(sim);
    expect(await verify('VIP-1')).toMatchObject({ name: 'Grace' });
    // Single use; the module's `errors` give the status and message.
    await expect(verify('VIP-1')).rejects.toMatchObject({
      status_code: 404,
      error_type: 'invite_not_found',
      error_message: 'The invitation code was not found.',
    });
    expect(sim.modules).toContainEqual({ name: 'invite', faultPaths: ['/sdk/v1/invites/verify'] });
  });

  it('mounts through entryway/stytch with its adapter: its tab, its error text, its event', async () => {
    const verify = vi.fn(verifyWith(createSimulator({ modules: [simModule] })));
    const onEvent = vi.fn();
    const client = {
      session: { getSync: () => null, onChange: () => () => {} },
      user: { getSync: () => null, onChange: () => () => {} },
    } as unknown as Client;
    const host = document.createElement('div');
    host.id = 'login';
    document.body.appendChild(host);
    mounted = mountLogin({
      elementId: '#login',
      client,
      adapters: [stytchProduct],
      config: { products: ['emailMagicLinks', 'invite'], inviteOptions: { verify } },
      callbacks: { onEvent },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Invitation' }));
    await user.type(screen.getByLabelText('Invitation code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Join with invitation' }));
    // The simulator's message is 'The invitation code was not found.'; the plugin's errors map shows its own text.
    expect(await screen.findByText('We do not know this invitation code. Check it and try again.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Invitation code'));
    await user.type(screen.getByLabelText('Invitation code'), 'JOIN-42');
    await user.click(screen.getByRole('button', { name: 'Join with invitation' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: events.InviteAccepted, data: { name: 'Ada' } });
  });

  it('without its adapter the product is unknown; without its options it reports its own configuration error', () => {
    expect(pluginsFromConfig({ products: ['invite'] }).issues[0].message).toMatch(/^Error: Unknown product "invite"/);
    const { plugins, issues } = pluginsFromConfig({ products: ['invite'] }, 'login', [stytchProduct]);
    expect(issues).toEqual([]);
    expect(plugins.map((p) => p.id)).toEqual(['invite']);
    expect(plugins[0].validate?.({ kind: 'login', plugins: ['invite'], features: new Set(), t: (key) => key })).toEqual(
      [
        {
          plugin: 'invite',
          level: 'error',
          message: 'Error: The invite plugin needs a verify function (inviteOptions.verify).',
        },
      ],
    );
  });
});
