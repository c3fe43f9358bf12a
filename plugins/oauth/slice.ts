/**
 * The plugin's state: which provider's redirect is starting (so a second click, on the same or another button, starts
 * nothing) and where the One Tap prompt is in its life (pending, shown, cancelled, error). Never a token.
 */
import { createSlice, type PayloadAction } from 'entryway';
import type { OAuthProviderType } from './providers/define';

export type OneTapStatus = 'idle' | 'pending' | 'shown' | 'cancelled' | 'error';

export interface OAuthState {
  starting: OAuthProviderType | null;
  oneTap: OneTapStatus;
  /** Why One Tap could not show (an `error_type` or Google's reason), for the developer message. */
  oneTapReason: string | null;
}

const initialState: OAuthState = { starting: null, oneTap: 'idle', oneTapReason: null };

export const oauthSlice = createSlice({
  name: 'oauth',
  initialState,
  reducers: {
    startRequested: (state, action: PayloadAction<OAuthProviderType>) => ({ ...state, starting: action.payload }),
    startEnded: (state) => ({ ...state, starting: null }),
    oneTapChanged: (state, action: PayloadAction<{ status: OneTapStatus; reason?: string | null }>) => ({
      ...state,
      oneTap: action.payload.status,
      oneTapReason: action.payload.reason ?? null,
    }),
  },
});

export const { startRequested, startEnded, oneTapChanged } = oauthSlice.actions;

declare module 'entryway' {
  interface PluginStateRegistry {
    oauth: OAuthState;
  }
}
