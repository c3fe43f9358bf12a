/**
 * The idp slice: what the screens show and nothing secret. The request's `state`, `nonce` and PKCE challenge, the trusted auth token and any
 * returned code stay out of the store (see commands.ts).
 */
import { createSlice, type ErrorDescription, type PayloadAction } from 'entryway';

/** Which call a "Try again" repeats. */
export type RetryStep = 'authorizeStart' | 'logoutStart';

export interface IdpState {
  /** The connected app as shown: display name, https logo or null, description. */
  client: { displayName: string; logoUrl: string | null; description: string } | null;
  /** Scopes the user can grant (from `scope_results[].is_grantable`). */
  grantable: string[];
  /** Scopes the user lacks the permissions for: listed, not granted. */
  ungrantable: string[];
  /** Host of the request's redirect URI: where the user goes back to, shown plainly. */
  redirectHost: string | null;
  /** What the error screen says, and which call "Try again" repeats (null: nothing to retry). */
  error: ErrorDescription | null;
  retry: RetryStep | null;
  /** A failed Allow/Deny or Yes: shown on the same screen, which keeps its buttons for another try. */
  submitError: ErrorDescription | null;
}

export const initialState: IdpState = {
  client: null,
  grantable: [],
  ungrantable: [],
  redirectHost: null,
  error: null,
  retry: null,
  submitError: null,
};

export const idpSlice = createSlice({
  name: 'idp',
  initialState,
  reducers: {
    consentLoaded: (
      state,
      action: PayloadAction<Pick<IdpState, 'client' | 'grantable' | 'ungrantable' | 'redirectHost'>>,
    ) => ({
      ...state,
      ...action.payload,
      submitError: null,
    }),
    errorShown: (state, action: PayloadAction<{ error: ErrorDescription; retry: RetryStep | null }>) => ({
      ...state,
      error: action.payload.error,
      retry: action.payload.retry,
    }),
    submitFailed: (state, action: PayloadAction<ErrorDescription | null>) => ({
      ...state,
      submitError: action.payload,
    }),
  },
});

export const { consentLoaded, errorShown, submitFailed } = idpSlice.actions;

declare module 'entryway' {
  interface PluginStateRegistry {
    idp: IdpState;
  }
}
