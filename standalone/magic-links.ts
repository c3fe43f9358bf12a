/** `entryway.magic-links.js`: email magic links as `<entryway-login>` and `<entryway-callback>`, Preact inside. See ./set.ts. */
import { mountCallback, mountLogin, mountWidget } from '../core';
import { defineElement, defineElements } from '../core/element';
import { emailMagicLinks } from '../plugins/email-magic-links';
import { installSet } from './set';

export { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
export { mountCallback, mountLogin, mountWidget, defineElement, defineElements, emailMagicLinks };

installSet({ emailMagicLinks: () => emailMagicLinks() }, { mountCallback, mountLogin, mountWidget, defineElement, defineElements, emailMagicLinks });
