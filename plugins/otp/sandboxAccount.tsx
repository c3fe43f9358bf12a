/**
 * The otp plugin on the sandbox's account page (`?plugins=otp`): email and SMS codes, which tell the profile
 * sections how a new address or number is verified, and the SMS code confirms the user when Stytch asks for a
 * second factor. It adds no section.
 */
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';
import { otp } from './index';

export const accountPlugin: SandboxAccountPlugin = { name: 'otp', create: () => otp({ methods: ['email', 'sms'] }) };
