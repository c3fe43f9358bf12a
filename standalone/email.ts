/**
 * `entryway.email.js`: magic links and passwords (the password-reset widget included) as `<entryway-login>`,
 * `<entryway-callback>` and `<entryway-reset-password>`, Preact inside. See ./set.ts.
 */
import { mountCallback, mountLogin, mountWidget } from '../core';
import { defineElement, defineElements } from '../core/element';
import { emailMagicLinks } from '../plugins/email-magic-links';
import { passwords, mountResetPassword } from '../plugins/passwords';
import { installSet } from './set';

export { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
export { mountCallback, mountLogin, mountWidget, defineElement, defineElements, emailMagicLinks, passwords, mountResetPassword };

installSet(
  { emailMagicLinks: () => emailMagicLinks(), passwords: () => passwords() },
  { mountCallback, mountLogin, mountWidget, defineElement, defineElements, emailMagicLinks, passwords, mountResetPassword },
);
