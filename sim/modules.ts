/**
 * Every module `entryway/sim` installs by default: the core routes plus one module per login-method plugin.
 * A new plugin adds its `simModule` here (one import, one array entry); see README "Adding routes from a plugin".
 */
import type { SimModule } from './engine';
import { coreModules } from './routes/index';
import { simModule as emailMagicLinks } from '../plugins/email-magic-links/sim';
import { simModule as otp } from '../plugins/otp/sim';
import { simModule as passwords } from '../plugins/passwords/sim';

export const pluginModules: Record<string, SimModule> = { 'email-magic-links': emailMagicLinks, otp, passwords };

export const allModules: SimModule[] = [...coreModules, ...Object.values(pluginModules)];
