/**
 * The passwords slice: what the user search said about the email typed on Main, and which other plugin's screen
 * shows the passwordless "Create a password instead" offer. Never passwords or tokens.
 */
import { createSlice, type PayloadAction, type UserType } from 'entryway';

export interface PasswordsState {
  /** The email the user continued with (normalised). */
  email: string;
  /** The user search's answer; `null` before a search. */
  userType: UserType | null;
  /**
   * Screen id (of another plugin) the passwordless flow landed on after sending a login link or code; the plugin
   * adds "Create a password instead" under that screen while it is shown.
   */
  offerOn: string | null;
}

export const initialState: PasswordsState = { email: '', userType: null, offerOn: null };

export const passwordsSlice = createSlice({
  name: 'passwords',
  initialState,
  reducers: {
    emailSearched: (state, action: PayloadAction<{ email: string; userType: UserType }>) => ({
      ...state,
      email: action.payload.email,
      userType: action.payload.userType,
      offerOn: null,
    }),
    offerShown: (state, action: PayloadAction<string | null>) => ({ ...state, offerOn: action.payload }),
    cleared: () => initialState,
  },
});

export const { emailSearched, offerShown, cleared } = passwordsSlice.actions;

declare module 'entryway' {
  interface PluginStateRegistry {
    passwords: PasswordsState;
  }
}
