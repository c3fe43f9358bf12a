/** `/p/account-password`: the account widget with this plugin's section, for whoever is signed in. */
import { accountPage } from '../../sandbox/src/accountPage';
import { passwordsAccount } from './account';
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';

/** On the sandbox's account page (`?plugins=passwords`). */
export const accountPlugin: SandboxAccountPlugin = { name: 'passwords', create: () => passwordsAccount() };

export default accountPage([passwordsAccount()]);
