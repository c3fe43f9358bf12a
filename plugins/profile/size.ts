/**
 * This plugin's part of `npm run size`'s account-page row (scripts/size.mjs): it has no login row, since only an
 * account page passes it.
 */
export const accountSizeApp = {
  imports: "import { profile } from 'entryway/plugins/profile';",
  plugin: 'profile()',
};
