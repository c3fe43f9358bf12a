/** `/p/account-authenticator`: the account widget with this plugin's section, for whoever is signed in. */
import { accountPage } from '../../sandbox/src/accountPage';
import { totp } from './plugin';

export default accountPage([totp()]);
