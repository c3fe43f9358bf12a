/** `/p/account-passkeys`: the account widget with this plugin's section, for whoever is signed in. */
import { accountPage, emailCodeFeature } from '../../sandbox/src/accountPage';
import { passkeys } from './plugin';

export default accountPage([emailCodeFeature(), passkeys()]);
