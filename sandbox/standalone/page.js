// The sandbox's standalone pages (plain HTML + the script-tag build, Preact inside): this file loads the core script
// and the plugin scripts of the products in `?products=` (from the build's manifest.json), gives the elements the
// simulator's client and each plugin this sandbox's redirect URLs, and lists the DOM events they fire.
// Plain JavaScript on purpose: it is what a page without a bundler writes (served as is, no build step).
const query = new URLSearchParams(location.search);
const manifest = await (await fetch('/standalone/manifest.json')).json();
const wanted = (query.get('products') ?? Object.keys(manifest.products).join(','))
  .split(',')
  .filter((p) => manifest.products[p]);
const Entryway = await import(`./${manifest.core}`);
await Promise.all(wanted.map((product) => import(`./${manifest.products[product]}`)));
const api = window.Entryway;

// `endpoints.testAPIURL` points Stytch's client at the simulator on this origin (see sandbox/src/client.ts). A function:
// the widget calls it after its first screen is painted, and the client's code is fetched then. One client for the
// page (its elements and its own buttons); a failed fetch is forgotten, so the next call fetches again.
let loading;
const client = () =>
  (loading ??= Entryway.loadStytchClient('public-token-test-sandbox', {
    endpoints: { testAPIURL: location.origin },
  }).catch((e) => {
    loading = undefined;
    throw e;
  }));
const callbackURL = `${location.origin}/standalone/authenticate.html`;
// Options by Stytch product name, as in Stytch's prebuilt-UI config; each plugin script registered its product.
const config = {
  emailMagicLinksOptions: { loginRedirectURL: callbackURL, signupRedirectURL: callbackURL },
  otpOptions: { methods: (query.get('otpMethods') ?? 'sms').split(',') },
  passwordOptions: { loginRedirectURL: callbackURL, resetPasswordRedirectURL: callbackURL },
  oauthOptions: {
    providers: (query.get('oauthProviders') ?? 'google,github').split(',').map((type) => ({ type })),
    loginRedirectURL: callbackURL,
    signupRedirectURL: callbackURL,
  },
};
const plugins = wanted.map((product) => {
  const adapter = api.products.get(product);
  return adapter.create(adapter.optionsKey ? config[adapter.optionsKey] : undefined, config);
});

const log = document.getElementById('events');
for (const type of ['entryway-event', 'entryway-error']) {
  document.addEventListener(type, (e) => {
    const item = document.createElement('li');
    item.textContent = type === 'entryway-event' ? e.detail.type : `error: ${e.detail.message}`;
    log?.append(item);
  });
}
document.addEventListener('entryway-session', (e) => {
  const status = document.getElementById('session');
  if (status)
    status.textContent =
      e.detail.status === 'active'
        ? `Session: active (${e.detail.user?.email ?? e.detail.user?.phone ?? ''})`
        : 'Session: none';
});

// Every Entryway element of the page (`<entryway-login>`, `<entryway-callback>`, and the widget kinds plugins provide).
for (const element of [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('entryway-'))) {
  if (element.localName === 'entryway-callback') element.inputs = { loginPageURL: '/standalone/login.html' };
  Object.assign(element, { client, plugins });
}
