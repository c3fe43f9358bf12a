// The simulator's client for the benchmark page (scripts/standalone.mjs says why it is written this way).
document.querySelector('entryway-login').client = () =>
  window.Entryway.loadStytchClient('public-token-test-sandbox', { endpoints: { testAPIURL: location.origin } });
