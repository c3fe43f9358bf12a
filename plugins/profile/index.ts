/**
 * `entryway/plugins/profile`: the account widget's sections for the user's name, email addresses, phone numbers and
 * signing out of this device.
 */
export { profile, type ProfilePlugin } from './plugin';
export type { ProfileOptions, ProfileSectionName } from './options';
export { profileCommands, type NameInput } from './commands';
export { strings as profileStrings, type ProfileStringKey } from './strings';
