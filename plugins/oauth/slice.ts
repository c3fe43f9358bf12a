/**
 * The plugin's state: which provider's redirect is starting (so a second click, on the same or another button, starts
 * nothing), whose start failed last (its button shows the error), and where the One Tap prompt is in its life
 * (pending, shown, cancelled, error). Never a token.
 */
import { createSlice, type PayloadAction } from 'entryway';
import type { OAuthProviderType } from './providers/define';

export type OneTapStatus = 'idle' | 'pending' | 'shown' | 'cancelled' | 'error';

export interface OAuthState {
  starting: OAuthProviderType | null;
  /** The provider whose start failed last: the start command's error shows under its button only. */
  failed: OAuthProviderType | null;
  oneTap: OneTapStatus;
  /** Why One Tap could not show (an `error_type` or Google's reason). */
  oneTapReason: string | null;
  /** String key of the developer message for that reason; set with a test public token only. */
  oneTapDevMessage: string | null;
}

/** A One Tap status with why it could not show (`reason`) and the developer message key for it. */
export interface OneTapChange {
  status: OneTapStatus;
  reason?: string | null;
  devMessage?: string | null;
}

const initialState: OAuthState = {
  starting: null,
  failed: null,
  oneTap: 'idle',
  oneTapReason: null,
  oneTapDevMessage: null,
};

export const oauthSlice = createSlice({
  name: 'oauth',
  initialState,
  reducers: {
    startRequested: (state, action: PayloadAction<OAuthProviderType>) => ({
      ...state,
      starting: action.payload,
      failed: null,
    }),
    /** The redirect is no longer starting; with a provider, because its start failed. */
    startEnded: (state, action: PayloadAction<OAuthProviderType | undefined>) => ({
      ...state,
      starting: null,
      failed: action.payload ?? null,
    }),
    oneTapChanged: (state, action: PayloadAction<OneTapChange>) => ({
      ...state,
      oneTap: action.payload.status,
      oneTapReason: action.payload.reason ?? null,
      oneTapDevMessage: action.payload.devMessage ?? null,
    }),
  },
});

export const { startRequested, startEnded, oneTapChanged } = oauthSlice.actions;

declare module 'entryway' {
  interface PluginStateRegistry {
    oauth: OAuthState;
  }
}
