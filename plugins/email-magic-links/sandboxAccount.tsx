/**
 * The magic-links plugin on the sandbox's account page (`?plugins=emailMagicLinks`): a new email address is verified
 * by a link through the sandbox's callback page. It adds no section.
 */
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';
import { emailMagicLinks } from './index';

export const accountPlugin: SandboxAccountPlugin = {
  name: 'emailMagicLinks',
  create: () => emailMagicLinks({ loginRedirectURL: '/authenticate' }),
};
