/**
 * The screens of this plugin that Main does not show, as one module: plugin.ts loads it with `import()` (one chunk,
 * one request) when one of them is first needed, or earlier when the widget preloads them.
 */
export { OTPAuthenticate } from './screens/OTPAuthenticate';
export { OTPConfirmation } from './screens/OTPConfirmation';
export { OTPSecondFactor } from './screens/OTPSecondFactor';
