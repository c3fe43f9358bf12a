/**
 * The account widget's Passkeys section flows, without React: add a passkey (the registration widget's ceremony,
 * staying on the section), rename one, delete one. The list is the account widget's user, read again after each
 * change; the section says what succeeded. Only the section's lazy module imports this file.
 */
import { defineCommands } from 'entryway';
import { createPasskey, type RegisterOutcome } from './registrationCommands';

export const passkeysAccountCommands = defineCommands('passkeys', {
  /**
   * `addPasskey()`: create a passkey for the signed-in user and tell the host (`PASSKEY_REGISTER`); the list follows
   * the client's user. A failure is the outcome (duplicate, or 'not created'; `cancelled` when the person closed the
   * browser's dialog), reported. No UI time-out: the browser's dialog waits for the person.
   */
  addPasskey: {
    timeoutMs: false,
    run: (ctx): Promise<RegisterOutcome> => createPasskey(ctx, () => undefined),
  },

  /** `renamePasskey(id, name)`: `webauthn.update`, then the user read again so the client's copy has the name. */
  renamePasskey: {
    run: async (ctx, id: string, name: string): Promise<void> => {
      await ctx.client.webauthn.update({ webauthn_registration_id: id, name });
      await ctx.client.user.get();
    },
  },

  /**
   * `deletePasskey(id)`: `user.deleteWebauthnRegistration` (the client's user follows). Stytch requires a
   * multi-factor session for it when the user has factors of two categories: the section verifies again first.
   */
  deletePasskey: {
    run: async (ctx, id: string): Promise<void> => {
      await ctx.client.user.deleteWebauthnRegistration(id);
    },
  },
});
