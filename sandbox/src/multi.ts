/** Two login widgets on one page (`/multi`): separate stores, so typing or navigating in one leaves the other alone. */
import { mountLogin } from 'entryway/stytch';
import { client } from './client';
import { logCallbacks } from './eventLog';
import { parseConfig, stytchConfig } from './params';

mountLogin({
  elementId: '#first',
  client,
  config: stytchConfig(parseConfig('?products=emailMagicLinks')),
  callbacks: logCallbacks,
  devtools: { name: 'entryway sandbox: first' },
});
mountLogin({
  elementId: '#second',
  client,
  config: stytchConfig(parseConfig('?products=emailMagicLinks,otp&otpMethods=sms,whatsapp&shadow=1')),
  callbacks: logCallbacks,
  devtools: { name: 'entryway sandbox: second' },
});
