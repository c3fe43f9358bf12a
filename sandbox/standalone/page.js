// The sandbox's standalone pages (plain HTML + the script-tag build, Preact inside): this file gives the elements
// the simulator's client and the plugins with this sandbox's redirect URLs, and lists the DOM events they fire.
// Plain JavaScript on purpose: it is what a page without a bundler writes (served as is, no build step).
const set = document.documentElement.dataset.set;
const Entryway = await import(`./entryway.${set}.js`);
const query = new URLSearchParams(location.search);
const callbackURL = `${location.origin}/standalone/authenticate.html`;

// `endpoints.testAPIURL` points Stytch's client at the simulator on this origin (see sandbox/src/client.ts).
const client = Entryway.createStytchHeadlessClient('public-token-test-sandbox', { endpoints: { testAPIURL: location.origin } });
const factories = {
  emailMagicLinks: () => Entryway.emailMagicLinks({ loginRedirectURL: callbackURL, signupRedirectURL: callbackURL }),
  otp: () => Entryway.otp?.({ methods: (query.get('otpMethods') ?? 'sms').split(',') }),
  passwords: () => Entryway.passwords({ loginRedirectURL: callbackURL, resetPasswordRedirectURL: callbackURL }),
};
const products = (query.get('products') ?? 'emailMagicLinks,otp,passwords').split(',').filter((p) => factories[p]);
const plugins = products.map((p) => factories[p]()).filter(Boolean);

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
  if (status) status.textContent = e.detail.status === 'active' ? `Session: active (${e.detail.user?.email ?? e.detail.user?.phone ?? ''})` : 'Session: none';
});

for (const element of document.querySelectorAll('entryway-login, entryway-callback, entryway-reset-password')) {
  if (element.localName === 'entryway-callback') element.inputs = { loginPageURL: '/standalone/login.html' };
  Object.assign(element, { client, plugins });
}
