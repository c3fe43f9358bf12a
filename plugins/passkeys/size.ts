/** This plugin's row in `npm run size` (scripts/size.mjs): what an app adds to log in with passkeys. */
export const sizeApp = {
  imports: "import { passkeys } from 'entryway/plugins/passkeys';",
  plugin: 'passkeys()',
};

/** Its part of the account page's row: the plugin's account entry, with the Passkeys section. */
export const accountSizeApp = {
  imports: "import { passkeysAccount } from 'entryway/plugins/passkeys/account';",
  plugin: 'passkeysAccount()',
};
