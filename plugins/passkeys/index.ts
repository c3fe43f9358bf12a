/**
 * `entryway/plugins/passkeys`: passkey login (button or email-field autofill) and the passkey registration widget.
 * @example
 * import { mountLogin } from 'entryway';
 * import { passkeys } from 'entryway/plugins/passkeys';
 * import { passwords } from 'entryway/plugins/passwords';
 * mountLogin({ elementId: '#login', client, plugins: [passwords(), passkeys()] });
 */
export { passkeys, type PasskeysPlugin } from './plugin';
export type { PasskeysOptions, ResolvedPasskeysOptions } from './options';
export type { PasskeysState } from './slice';
export { passkeysStrings, type PasskeysStringKey } from './strings';
export { events as passkeysEvents } from './events';
export { passkeysCommands, type LoginOutcome } from './commands';
export type { RegisterOutcome } from './registrationCommands';

/**
 * The registration widget's commands (`passkeys/checkUser`, `watchUser`, `register`, `rename`, `remove`), for an app
 * that draws its own registration UI. Loaded on demand: a static re-export here would put them in the first page of
 * every app that imports `passkeys` (esbuild places a module that any loaded code uses in a chunk the entry imports
 * when the entry's modules import it, used or not).
 * @example const { register } = await loadPasskeyRegistrationCommands(); await widget.commands.run(register);
 */
export const loadPasskeyRegistrationCommands = () =>
  import('./registrationCommands').then((m) => m.passkeyRegistrationCommands);
export { mountPasskeyRegistration } from './widget';
export { PasskeyRegistration } from './PasskeyRegistration';

/**
 * The passkey second factor's command (`secondFactor`), for an app's own second-factor screen. Loaded on demand (it
 * stays out of the first page, like the plugin's own screen).
 * @example const { secondFactor } = await loadPasskeySecondFactorCommands(); await widget.commands.run(secondFactor);
 */
export const loadPasskeySecondFactorCommands = () =>
  import('./secondFactor').then((m) => m.passkeysSecondFactorCommands);
export type { SecondFactorOutcome as PasskeySecondFactorOutcome } from './secondFactor';
