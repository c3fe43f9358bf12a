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
export { passkeyRegistrationCommands, type RegisterOutcome } from './registrationCommands';
export { mountPasskeyRegistration, PasskeyRegistration } from './widget';
