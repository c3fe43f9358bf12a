/** This plugin's row in `npm run size` (scripts/size.mjs): what an app adds to use it (every method). */
export const sizeApp = {
  imports: "import { otp } from 'entryway/plugins/otp';",
  plugin: "otp({ methods: ['sms', 'whatsapp', 'email'] })",
};
