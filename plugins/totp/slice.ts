/**
 * The totp slice: how many recovery codes were left after a login with one (a count, to say so on screen). Never the
 * secret, a code or a recovery code: those live in the screens' component state and the commands' scope only.
 */
import { createSlice, type PayloadAction } from 'entryway';

export interface TotpState {
  /** Recovery codes left after the last login with one; null when unknown or not asked. */
  recoveryCodesLeft: number | null;
}

export const initialState: TotpState = { recoveryCodesLeft: null };

export const totpSlice = createSlice({
  name: 'totp',
  initialState,
  reducers: {
    recoveryCodesLeft: (state, action: PayloadAction<number | null>) => ({
      ...state,
      recoveryCodesLeft: action.payload,
    }),
  },
});

export const { recoveryCodesLeft } = totpSlice.actions;

declare module 'entryway' {
  interface PluginStateRegistry {
    totp: TotpState;
  }
}
