/**
 * Benchmark page: Stytch's own prebuilt UI (`@stytch/vanilla-js`'s `StytchUI` element, Preact inside) with magic
 * links and passwords, against the same simulator and built with the same esbuild settings as Entryway's pages.
 */
import { Products, StytchUI, createStytchClient } from '@stytch/vanilla-js';

const client = createStytchClient('public-token-test-sandbox', {
  endpoints: { testAPIURL: window.location.origin },
} as never);
// As Stytch's README does: register the element, then render it with the client and config.
customElements.define('stytch-ui', StytchUI);
const element = document.createElement('stytch-ui') as InstanceType<typeof StytchUI>;
document.getElementById('widget-host')!.append(element);
element.render({
  client,
  config: {
    products: [Products.emailMagicLinks, Products.passwords],
    emailMagicLinksOptions: {
      loginRedirectURL: `${window.location.origin}/authenticate`,
      signupRedirectURL: `${window.location.origin}/authenticate`,
    },
    passwordOptions: {
      loginRedirectURL: `${window.location.origin}/authenticate`,
      resetPasswordRedirectURL: `${window.location.origin}/authenticate`,
    },
  },
});
