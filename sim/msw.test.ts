// @vitest-environment node
/**
 * The msw handlers: every path the Stytch client calls on its API host reaches the simulator on any origin, and an
 * app's own requests that merely contain `/v1/` fall through to the app's handlers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSimulator, simHandlers } from './index';
import { PUBLIC_TOKEN } from './test-utils';

const sim = createSimulator();
const server = setupServer(
  ...simHandlers(sim),
  http.get('*/api/v1/items', () => HttpResponse.json({ app: true })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('routes the OAuth start the browser is sent to (/v1/public/…), on any origin', async () => {
  const q = new URLSearchParams({
    public_token: PUBLIC_TOKEN,
    login_redirect_url: 'http://localhost:5173/authenticate',
  });
  const res = await fetch(`https://api.example.test/v1/public/oauth/google/start?${q}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toMatch(/^\/__sim\/oauth\/google\/authorize\?state=/);
});

it('routes /sdk/v1 and /__sim as before', async () => {
  const boot = await fetch(`http://localhost:3000/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`, {
    headers: { authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}` },
  });
  expect((await boot.json()).data.project_name).toBe(sim.config.projectName);
  expect((await (await fetch('http://localhost:3000/__sim/config')).json()).projectName).toBe(sim.config.projectName);
});

it('leaves an app’s own /api/v1/… to the app’s handlers', async () => {
  expect(await (await fetch('http://localhost:3000/api/v1/items')).json()).toEqual({ app: true });
});
