/** `/p/account-authenticator`: the account widget with this plugin's section, for whoever is signed in. */
import { accountPage } from '../../sandbox/src/accountPage';
import { totpAccount } from './account';
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';

/** On the sandbox's account page (`?plugins=totp`). */
export const accountPlugin: SandboxAccountPlugin = { name: 'totp', create: () => totpAccount() };

export default accountPage([totpAccount()]);
