/**
 * `entryway.all.js`: magic links, one-time passcodes (SMS by default; phone metadata loads lazily from a chunk next
 * to this file) and passwords, as `<entryway-login>`, `<entryway-callback>` and `<entryway-reset-password>`, Preact
 * inside. See ./set.ts.
 */
import { mountCallback, mountLogin, mountWidget } from '../core';
import { defineElement, defineElements } from '../core/element';
import { emailMagicLinks } from '../plugins/email-magic-links';
import { otp } from '../plugins/otp';
import { passwords, mountResetPassword } from '../plugins/passwords';
import { installSet } from './set';

export { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
export { mountCallback, mountLogin, mountWidget, defineElement, defineElements, emailMagicLinks, otp, passwords, mountResetPassword };

installSet(
  { emailMagicLinks: () => emailMagicLinks(), otp: () => otp({ methods: ['sms'] }), passwords: () => passwords() },
  { mountCallback, mountLogin, mountWidget, defineElement, defineElements, emailMagicLinks, otp, passwords, mountResetPassword },
);
