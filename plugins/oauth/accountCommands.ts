/**
 * The Connected accounts section's flows, without React: the providers linked to the signed-in user, linking another
 * (`oauth.attach`, then the provider's start with the attach token; the callback page finishes it, see link.ts) and
 * unlinking one. Apart from commands.ts so that a login page, which never shows the section, does not download them;
 * an app with its own UI runs them with `widget.commands.run(oauthAccountCommands.link, 'google')`.
 */
import { defineCommands, type Client } from 'entryway';
import type { OAuthProviderType } from './providers/define';
import { clearLink, clearOutcome, peekOutcome, saveLink, type LinkOutcome } from './link';
import { startEnded, startRequested } from './slice';
import { PLUGIN_ID, startOptions } from './start';

/** One provider linked to the user, as the section lists it. */
export interface LinkedProvider {
  /** `oauth_user_registration_id`: what unlinking deletes. */
  id: string;
  /** The provider's type as Stytch names it (one of the 19, or another the project has). */
  type: string;
  /** The user's id at the provider. */
  subject: string;
}

type UserProviders = {
  providers?: { oauth_user_registration_id?: unknown; provider_type?: unknown; provider_subject?: unknown }[];
};

/** The linked providers of a user object as Stytch sends it (in the order Stytch keeps them). */
export function linkedFrom(user: unknown): LinkedProvider[] {
  return ((user as UserProviders | null)?.providers ?? []).flatMap((p) =>
    typeof p.oauth_user_registration_id === 'string' && typeof p.provider_type === 'string'
      ? [{ id: p.oauth_user_registration_id, type: p.provider_type, subject: String(p.provider_subject ?? '') }]
      : [],
  );
}

/** The user's linked providers from the client's user. */
export const linkedProviders = (client: Client): LinkedProvider[] => linkedFrom(client.user.getSync());

export const oauthAccountCommands = defineCommands(PLUGIN_ID, {
  /** The linked providers, read from Stytch (`user.get`), not only the client's cache. */
  linked: {
    mode: 'latest',
    run: async (ctx) => {
      await ctx.client.user.get();
      return linkedProviders(ctx.client);
    },
  },

  /**
   * Link the configured provider `type` to the signed-in user: an attach token, then the provider's redirect with it;
   * the provider sends the browser back to the callback page (`loginRedirectURL`), which finishes the link and
   * returns to this page. Resolves `false` when it started nothing (not configured, already linked, a redirect
   * already leaving). A failure leaves the buttons working and nothing pending for the callback page.
   */
  link: {
    run: async (ctx, type: OAuthProviderType) => {
      const entry = ctx.options.providers.find((p) => p.type === type);
      const user = ctx.client.user.getSync() as { user_id?: string } | null;
      if (!entry || !user?.user_id || ctx.getState().oauth?.starting) return false;
      if (linkedProviders(ctx.client).some((p) => p.type === type)) return false;
      ctx.dispatch(startRequested(type));
      try {
        const { oauth_attach_token } = await ctx.client.oauth.attach(type);
        if (!ctx.current()) throw new DOMException('The link was cancelled.', 'AbortError');
        saveLink({ provider: type, userId: user.user_id, returnTo: window.location.href, at: Date.now() });
        await ctx.client.oauth[type].start({ ...startOptions(ctx.options, entry), oauth_attach_token });
        return true;
      } catch (e) {
        clearLink();
        // Not dropped with a cancelled run: stuck buttons would refuse every click.
        ctx.widget.dispatch(startEnded(type));
        throw e;
      }
    },
  },

  /** Unlink a provider by its registration id (`user.deleteOAuthRegistration`); resolves with the providers left. */
  unlink: {
    run: async (ctx, registrationId: string) => {
      await ctx.client.user.deleteOAuthRegistration(registrationId);
      return linkedProviders(ctx.client);
    },
  },

  /**
   * What the callback page said about the last link started in this tab (linked, cancelled, or its error), or `null`.
   * It stays until `outcomeSaid` runs: the section runs that once it has shown it, so a widget destroyed before it
   * could (React StrictMode's first) leaves it to the next.
   */
  // `latest`: a second read (StrictMode's second effect) replaces the first rather than being skipped as busy.
  outcome: { mode: 'latest', report: false, run: (): LinkOutcome | null => peekOutcome() },

  /** The outcome has been said: the next page load says nothing. */
  outcomeSaid: { report: false, run: () => clearOutcome() },
});
