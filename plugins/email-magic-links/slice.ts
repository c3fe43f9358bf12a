/**
 * The plugin's state : only the address the link was sent to, which the confirmation
 * screen shows. Never a token.
 */
import { createSlice, type PayloadAction } from 'entryway';

export interface EmailMagicLinksState {
  /** The address the last link was sent to; `null` after 'Try again'. */
  email: string | null;
}

const initialState: EmailMagicLinksState = { email: null };

export const emailMagicLinksSlice = createSlice({
  name: 'email-magic-links',
  initialState,
  reducers: {
    emailStored: (state, action: PayloadAction<string>) => ({ ...state, email: action.payload }),
    emailCleared: (state) => ({ ...state, email: null }),
  },
});

export const { emailStored, emailCleared } = emailMagicLinksSlice.actions;

declare module 'entryway' {
  interface PluginStateRegistry {
    'email-magic-links': EmailMagicLinksState;
  }
}
