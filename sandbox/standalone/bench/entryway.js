// Benchmark page: the script-tag build `entryway.email.js` (Preact inside) with `<entryway-login>`; this page script
// only hands the element the simulator's client (the `public-token` attribute would create one for Stytch's API).
import { createStytchHeadlessClient } from '../entryway.email.js';

document.querySelector('entryway-login').client = createStytchHeadlessClient('public-token-test-sandbox', {
  endpoints: { testAPIURL: location.origin },
});
