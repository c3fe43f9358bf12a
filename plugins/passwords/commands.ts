/**
 * The passwords plugin's flows, without React: each client call and what follows it (store, navigation, events,
 * login completion). Screens run them with `useCommand`; tests run them in Node with `createFlow`. Arguments carry
 * what the user typed (email, password); the reset link's token is read from the widget, never passed through a view.
 *
 * This module holds what Main's Email tab runs, `search`, and is in an app's initial bundle. The flows of the screens
 * after it are in screenCommands.ts, which only the lazy screens import (and `search` loads them, for the
 * passwordless send); `passwordsCommands` (allCommands.ts) has them all for an app with its own UI.
 */
import { defineCommands, searchUser } from 'entryway';
import { emailSearched } from './slice';
import { ID, SCREENS } from './ids';

export const commands = defineCommands(ID, {
  /**
   * The user search for the Email tab: stores `{ email, userType }` and opens PasswordCreateOrLogin in that mode; a
   * `passwordless` answer goes on to the `passwordless` command (screenCommands.ts). Errors are not reported here:
   * Main's email step shows and reports them.
   */
  search: {
    report: false,
    run: async (ctx, email: string) => {
      const { userType } = await searchUser(ctx.client, email);
      // The passwordless send's module, before anything lands, so the send still starts as the screen opens: the
      // screens' chunk, which the widget preloads on the first interaction (usually no request here). Not
      // screenCommands.ts itself: importing a module the lazy screens import statically makes Vite's build split the
      // core's modules it uses off the page's file.
      const lazy = userType === 'passwordless' ? await import('./lazyScreens') : undefined;
      ctx.dispatch(emailSearched({ email, userType }));
      ctx.navigate(SCREENS.createOrLogin);
      // The passwordless mode sends at once, as the screen opens; the screen shows its progress and 'Try again'.
      if (lazy && ctx.current()) void ctx.widget.commands.run(lazy.screenCommands.passwordless, email);
      return userType;
    },
  },
});
