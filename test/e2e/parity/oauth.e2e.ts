/** Parity with Stytch's prebuilt UI: the start of an OAuth login, with and without PKCE. */
import type { Page } from '@playwright/test';
import { parity } from './parity';

const config = {
  products: ['oauth'],
  oauthOptions: {
    providers: [{ type: 'google' }, { type: 'github', custom_scopes: ['read:user'] }, { type: 'apple' }],
    loginRedirectURL: '{origin}/authenticate',
    signupRedirectURL: '{origin}/authenticate',
  },
};

/** Press the provider's button and wait for the browser to head for Stytch's start URL. */
async function start(page: Page, provider: string, name: string) {
  const leaving = page.waitForRequest((r) => new URL(r.url()).pathname === `/v1/public/oauth/${provider}/start`);
  await page.getByRole('button', { name: `Continue with ${name}` }).click();
  await leaving;
}

for (const pkce of [false, true])
  for (const [provider, name] of [
    ['google', 'Google'],
    ['github', 'GitHub'],
    ['apple', 'Apple'],
  ] as const)
    parity(`OAuth: ${name} start${pkce ? ' with PKCE' : ''}`, {
      config,
      sim: pkce ? { pkceRequiredForOAuth: true } : undefined,
      act: (page) => start(page, provider, name),
    });
