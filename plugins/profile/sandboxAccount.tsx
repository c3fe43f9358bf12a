/**
 * The profile plugin on the sandbox's account page (`?plugins=profile`): name, emails, phone numbers, sign out; and
 * the account page's states in the screen gallery (sandboxGallery.ts).
 */
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';
import { profile } from './index';
import { accountGallery } from './sandboxGallery';

export const accountPlugin: SandboxAccountPlugin = {
  name: 'profile',
  create: () => profile(),
  gallery: accountGallery,
};
