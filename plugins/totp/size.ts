/** This plugin's row in `npm run size` (scripts/size.mjs): what an app adds to use it (next to a first factor). */
export const sizeApp = {
  imports: "import { totp } from 'entryway/plugins/totp';",
  plugin: 'totp()',
};
