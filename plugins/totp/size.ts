/** This plugin's row in `npm run size` (scripts/size.mjs): what an app adds to use it. */
export const sizeApp = {
  imports: "import { totp } from 'entryway/plugins/totp';\nimport { passwords } from 'entryway/plugins/passwords';",
  plugin: 'passwords(), totp()',
};
