/**
 * The screens of this plugin that Main does not show, and the offer shown under another plugin's screen, as one
 * module: plugin.ts loads it with `import()` (one chunk, one request) when one of them is first needed, or earlier
 * when the widget preloads them. With their commands, for the search's passwordless send (commands.ts).
 */
export { screenCommands } from './screenCommands';
export { CreatePasswordInstead } from './screens/CreatePasswordInstead';
export { PasswordCreateOrLogin } from './screens/PasswordCreateOrLogin';
export { PasswordBreached, PasswordDedupe, PasswordForgot, PasswordSetNew } from './screens/EmailScreens';
export { PasswordConfirmation, PasswordResetConfirmation } from './screens/Confirmation';
export { PasswordResetForm } from './screens/PasswordResetForm';
