// The sandbox's standalone account page: the script-tag build's account script (`entryway.account.js`: its own copy
// of the core, `<entryway-account>`, every plugin's account part on `window.Entryway`) on a plain HTML page. The
// element gets the simulator's client and the account page's plugins by script, as a page without a bundler would.
const manifest = await (await fetch('/standalone/manifest.json')).json();
await import(`./${manifest.account}`);
const api = window.Entryway;

let loading;
const client = () =>
  (loading ??= api
    .loadStytchClient('public-token-test-sandbox', { endpoints: { testAPIURL: location.origin } })
    .catch((e) => {
      loading = undefined;
      throw e;
    }));
const element = document.querySelector('entryway-account');
Object.assign(element, { client, plugins: [api.profile(), api.passkeysAccount(), api.passwordsAccount()] });
