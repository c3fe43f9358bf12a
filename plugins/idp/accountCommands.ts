/**
 * The Connected apps section's flows, without React: the apps the signed-in user allowed through the identity
 * provider's consent (`user.getConnectedApps`) and taking one back (`user.revokedConnectedApp`). Apart from the
 * identity-provider widget's commands so that neither page downloads the other's code; an app with its own UI runs
 * them with `widget.commands.run(idpAccountCommands.revoke, connectedAppId)`.
 */
import { defineCommands } from 'entryway';

/** One connected app, as the section lists it. */
export interface ConnectedApp {
  id: string;
  name: string;
  description: string;
  /** `first_party`, `first_party_public`, `third_party` or `third_party_public`. */
  clientType: string;
  /** The scopes the user granted, in the order Stytch lists them. */
  scopes: string[];
}

type Wire = {
  connected_apps?: {
    connected_app_id?: unknown;
    name?: unknown;
    description?: unknown;
    client_type?: unknown;
    scopes_granted?: unknown;
  }[];
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The response's apps, each with its scopes split (`scopes_granted` is one space-separated string). */
export function connectedApps(res: Wire): ConnectedApp[] {
  return (res.connected_apps ?? []).flatMap((a) =>
    typeof a.connected_app_id === 'string'
      ? [
          {
            id: a.connected_app_id,
            name: text(a.name),
            description: text(a.description),
            clientType: text(a.client_type),
            scopes: text(a.scopes_granted).split(/\s+/).filter(Boolean),
          },
        ]
      : [],
  );
}

export const idpAccountCommands = defineCommands('idp', {
  /** The user's connected apps, fresh from Stytch. `latest`: a refresh supersedes one in flight. */
  connectedApps: {
    mode: 'latest',
    run: async (ctx) => connectedApps(await ctx.client.user.getConnectedApps()),
  },

  /**
   * Revoke a connected app's access (`user.revokedConnectedApp`): its tokens stop working and its next authorization
   * asks for consent again. Resolves with the apps left.
   */
  revoke: {
    run: async (ctx, connectedAppId: string) => {
      await ctx.client.user.revokedConnectedApp(connectedAppId);
      return connectedApps(await ctx.client.user.getConnectedApps());
    },
  },
});
