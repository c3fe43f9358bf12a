/**
 * Every passwords command in one object, for an app that draws its own UI (`passwordsCommands` in index.ts):
 * `widget.commands.run(passwordsCommands.login, email, password)`. Only an app that imports it pays for the screens'
 * commands; otherwise they are in the lazy screens' chunk (screenCommands.ts).
 */
import { commands } from './commands';
import { screenCommands } from './screenCommands';

export const passwordsCommands = /* @__PURE__ */ Object.freeze({ ...commands, ...screenCommands });
