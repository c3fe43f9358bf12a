/**
 * The plugin's screens as one module, loaded with `import()` (one chunk) when first needed: the QR drawing and the
 * setup code come with them, never in an app's first download.
 */
export { TotpChallenge } from './screens/Challenge';
export { TotpRecover } from './screens/Recover';
export { TotpEnrol } from './screens/Enrol';
