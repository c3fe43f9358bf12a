// A new user's app: the README's React example, written with createElement (no JSX toolchain needed here).
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStytchClient } from '@stytch/vanilla-js/headless';
import { Login } from 'entryway/react';
import { passwords } from 'entryway/plugins/passwords';

// The simulator started with `npx entryway-sim`; `endpoints.testAPIURL` is the client's internal option (sim README).
const simulator = new URLSearchParams(location.search).get('sim') ?? 'http://127.0.0.1:8787';
const client = createStytchClient('public-token-test-packaged-app', { endpoints: { testAPIURL: simulator } } as never);

createRoot(document.getElementById('app')!).render(
  createElement(StrictMode, null, createElement(Login, { client, plugins: [passwords({ resetPasswordRedirectURL: `${location.origin}/reset-password` })] })),
);
