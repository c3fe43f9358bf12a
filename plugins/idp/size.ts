/** This plugin's row in `npm run size`: what an app pays for the identity-provider widget on top of the core. */
export const sizeApp = {
  imports: "import { idp } from 'entryway/plugins/idp';",
  plugin: 'idp()',
};
