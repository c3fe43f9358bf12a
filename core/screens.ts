/**
 * `entryway/screens`: parts of the screens a plugin loads lazily (`lazyScreen`): the resend button of a confirmation
 * and the result of a link on the callback page. They have an entry of their own, apart from `entryway`, because
 * bundlers that split by file and by the entries reaching it (esbuild, Vite 8's Rolldown) put everything `entryway`
 * re-exports into the page's first download, used or not; imported from here, they come with the screens' chunk.
 */
export { CallbackResult, type CallbackResultProps } from './components/CallbackResult';
export { ResendButton, type ResendButtonProps, type ResendPhase } from './components/ResendButton';
