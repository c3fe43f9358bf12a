/**
 * The account widget's Passkeys section flows, without React. The list, rename and delete are the registration
 * widget's commands (`passkeyRegistrationCommands.watchUser`, `rename`, `remove`: the same list in the store, the
 * same optimistic updates and toasts); here only what differs: 'Set up another passkey' stays on the section rather
 * than opening the registration widget's list screen. Only the section's lazy module imports this file.
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
});
