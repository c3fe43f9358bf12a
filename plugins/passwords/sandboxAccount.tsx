/** `/p/account-password`: the account widget with this plugin's section, for whoever is signed in. */
import { accountPage } from '../../sandbox/src/accountPage';
import { passwords } from './plugin';

export default accountPage([passwords()]);
