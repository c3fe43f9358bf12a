/**
 * The profile plugin's flows, without React: saving the name, signing out of this device. The sections run them
 * through the account widget's `account.run` (which verifies the user again first when Stytch asks for it); an app
 * with its own UI runs them with `widget.commands.run(profileCommands.saveName, { firstName: 'Ada' })`.
 */
import { defineCommands } from 'entryway';
import type { AccountInputs } from 'entryway';

/** A name as the section edits it. */
export interface NameInput {
  firstName: string;
  lastName: string;
}

export const profileCommands = defineCommands('profile', {
  /** Save the user's first and last name (`user.update`); the client passes the updated user to the widget. */
  saveName: {
    run: async ({ client }, name: NameInput) => {
      await client.user.update({ name: { first_name: name.firstName.trim(), last_name: name.lastName.trim() } });
    },
  },
  /** Sign out of this device (`session.revoke`), then the app's `onSignedOut`. */
  signOut: {
    run: async ({ client, widget }) => {
      await client.session.revoke();
      const inputs = widget.inputs as AccountInputs;
      try {
        inputs.onSignedOut?.();
      } catch (e) {
        widget.reportError(e instanceof Error ? e.message : String(e), e);
      }
    },
  },
});
