/** The profile plugin on the sandbox's account page (`?plugins=profile`): name, emails, phone numbers, sign out. */
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';
import { profile } from './index';

export const accountPlugin: SandboxAccountPlugin = { name: 'profile', create: () => profile() };
