/**
 * `state.passkeys`: whether the browser offers passkey autofill (decides the button/autofill rule) and how many
 * background autofill tries are left (up to 5, one fewer after each failure). No credentials, challenges or
 * tokens: those stay inside the client call.
 */
import { createSlice, type PayloadAction } from 'entryway';

/** Background autofill tries per widget. */
export const AUTOFILL_ATTEMPTS = 5;

export interface PasskeysState {
  /** `unknown` until the browser answered `isConditionalMediationAvailable()`. */
  autofill: 'unknown' | 'supported' | 'unsupported';
  /** Whether this widget may use autofill at all: the `autofill` option is on and an email-based method exists. */
  autofillEligible: boolean;
  /** Background autofill tries left; one fewer after each failure, never below 0. */
  attemptsLeft: number;
}

const initialState: PasskeysState = { autofill: 'unknown', autofillEligible: false, attemptsLeft: AUTOFILL_ATTEMPTS };

export const passkeysSlice = createSlice({
  name: 'passkeys',
  initialState,
  reducers: {
    configured: (state, action: PayloadAction<{ autofillEligible: boolean }>) => ({
      ...state,
      autofillEligible: action.payload.autofillEligible,
    }),
    autofillChecked: (state, action: PayloadAction<boolean>) => ({
      ...state,
      autofill: action.payload ? 'supported' : 'unsupported',
    }),
    /** A background autofill try failed. */
    autofillFailed: (state) => ({ ...state, attemptsLeft: Math.max(0, state.attemptsLeft - 1) }),
  },
});

export const { configured, autofillChecked, autofillFailed } = passkeysSlice.actions;

/** This plugin's state, or the initial state when the plugin is not registered in this widget. */
export const selectPasskeys = (root: Record<string, unknown>): PasskeysState =>
  (root.passkeys as PasskeysState | undefined) ?? initialState;

/**
 * Main offers passkeys through the email field's autofill instead of the button when the widget is
 * eligible and the browser supports conditional mediation.
 */
export const usesAutofill = (root: Record<string, unknown>) => {
  const s = selectPasskeys(root);
  return s.autofillEligible && s.autofill === 'supported';
};

/** The button shows unless autofill is used; while the browser has not answered yet, only when not eligible. */
export const showsButton = (root: Record<string, unknown>) => {
  const s = selectPasskeys(root);
  return !s.autofillEligible || s.autofill === 'unsupported';
};

declare module 'entryway' {
  interface PluginStateRegistry {
    passkeys: PasskeysState;
  }
}
