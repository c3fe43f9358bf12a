/**
 * `state.passkeys`: whether the browser offers passkey autofill (decides the button/autofill rule) and how many
 * background autofill tries are left (up to 5, one fewer after each failure); in the registration widget, what the
 * user check found and the user's passkeys (ids and names) with the change being saved shown over them. No
 * credentials, challenges or tokens: those stay inside the client call.
 */
import { createSlice, type PayloadAction } from 'entryway';
import type { Registration } from './user';

/** Background autofill tries per widget. */
export const AUTOFILL_ATTEMPTS = 5;

export interface PasskeysState {
  /** `unknown` until the browser answered `isConditionalMediationAvailable()`. */
  autofill: 'unknown' | 'supported' | 'unsupported';
  /** Whether this widget may use autofill at all: the `autofill` option is on and an email-based method exists. */
  autofillEligible: boolean;
  /** Background autofill tries left; one fewer after each failure, never below 0. */
  attemptsLeft: number;
  /** Registration widget: what fetching the user found (`unknown` until it answered). */
  userCheck: 'unknown' | 'signedIn' | 'noUser';
  /** Registration widget: the user's passkeys as the client holds them; null while it holds no user. */
  registrations: Registration[] | null;
  /** Registration widget: the list as a rename or deletion being saved will leave it, shown until it settles. */
  optimistic: Registration[] | null;
}

const initialState: PasskeysState = {
  autofill: 'unknown',
  autofillEligible: false,
  attemptsLeft: AUTOFILL_ATTEMPTS,
  userCheck: 'unknown',
  registrations: null,
  optimistic: null,
};

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
    userChecked: (state, action: PayloadAction<'signedIn' | 'noUser'>) => ({ ...state, userCheck: action.payload }),
    registrationsSynced: (state, action: PayloadAction<Registration[] | null>) => ({
      ...state,
      registrations: action.payload,
    }),
    /** A rename or deletion is being saved: show the list as it will be. */
    registrationsChanging: (state, action: PayloadAction<Registration[]>) => ({ ...state, optimistic: action.payload }),
    /** The save came back (either way): show the client's list again. */
    registrationsSettled: (state) => ({ ...state, optimistic: null }),
  },
});

export const {
  configured,
  autofillChecked,
  autofillFailed,
  userChecked,
  registrationsSynced,
  registrationsChanging,
  registrationsSettled,
} = passkeysSlice.actions;

/** This plugin's state, or the initial state when the plugin is not registered in this widget. */
export const selectPasskeys = (root: Record<string, unknown>): PasskeysState =>
  (root.passkeys as PasskeysState | undefined) ?? initialState;

const NO_REGISTRATIONS: Registration[] = [];
/** The passkeys the registration widget lists: a change being saved over the client's list. */
export const selectRegistrations = (root: Record<string, unknown>): Registration[] => {
  const s = selectPasskeys(root);
  return s.optimistic ?? s.registrations ?? NO_REGISTRATIONS;
};

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
