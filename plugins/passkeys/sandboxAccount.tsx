/** `/p/account-passkeys`: the account widget with this plugin's section, for whoever is signed in. */
import { accountPage, emailCodeFeature } from '../../sandbox/src/accountPage';
import { passkeysAccount } from './account';
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';

/** On the sandbox's account page (`?plugins=passkeys`). */
export const accountPlugin: SandboxAccountPlugin = { name: 'passkeys', create: () => passkeysAccount() };

export default accountPage([emailCodeFeature(), passkeysAccount()]);
