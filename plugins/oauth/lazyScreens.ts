/**
 * The screens of this plugin that Main does not show, as one module: plugin.ts loads it with `import()` (one chunk,
 * one request) when one of them is first needed, or earlier when the widget preloads them. With Google One Tap (its
 * container and the command's prompt), which plugin.ts loads as the widget is created when a Google entry has
 * `one_tap`. And the way back on the callback page (authenticate.ts), which plugin.ts loads as a callback widget is
 * created.
 */
export { Result } from './screens/Result';
export { GoogleOneTap } from './screens/GoogleOneTap';
export { runOneTap } from './oneTap';
export { authenticate, handleCallback, retry } from './authenticate';
