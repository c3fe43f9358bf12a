/**
 * `/bench`: the login widget alone, as an app would mount it (no sandbox panels, no React of its own), for
 * scripts/bench.mjs. Same query parameters as the sandbox page.
 */
import { mountLogin } from 'entryway/stytch';
import { client } from './client';
import { parseConfig, stytchConfig } from './params';

mountLogin({ elementId: '#widget-host', client, config: stytchConfig(parseConfig(window.location.search)) });
