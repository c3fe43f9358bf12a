/** This plugin's row in `npm run size` (scripts/size.mjs): what an app adds to log in with passkeys. */
export const sizeApp = {
  imports: "import { passkeys } from 'entryway/plugins/passkeys';",
  plugin: 'passkeys()',
};
