/**
 * `state.otp`: where the current passcode went. Which send's answer lands here is decided by the command runtime
 * (commands.ts: a resend supersedes the one in flight), so the reducer simply stores what it is given.
 * Never holds the passcode itself: that stays in OTPAuthenticate's component state.
 */
import { createSlice, type PayloadAction, type RootState } from 'entryway';
import type { OtpMethod } from './options';

/** Where the current passcode was sent. `method_id` is an identifier (phone_id / email_id), not a secret. */
export interface OtpDelivery {
  type: OtpMethod;
  methodId: string;
  /** What was sent to Stytch: E.164 phone number or email address (needed to resend). */
  destination: string;
  /** What the user is shown: national-format phone number or the email address. */
  displayDestination: string;
  /** When the passcode expires (ms since the epoch, client clock). */
  expiresAt: number;
  /** Sent to a signed-in user's phone as a second factor (`send`, not `login_or_create`). @default false */
  secondFactor?: boolean;
}

export interface OtpState {
  otpState: OtpDelivery | null;
}

const initialState: OtpState = { otpState: null };

export const otpSlice = createSlice({
  name: 'otp',
  initialState,
  reducers: {
    /** A send succeeded: its `method_id` is the one verification uses from now on. */
    codeSent: (state, action: PayloadAction<OtpDelivery>) => ({ ...state, otpState: action.payload }),
    /** Back to Main: forget the destination. */
    cleared: (state) => ({ ...state, otpState: null }),
  },
});

export const { codeSent, cleared } = otpSlice.actions;

/** This plugin's state, or the initial state when the plugin is not registered in this widget. */
export const selectOtp = (root: RootState): OtpState => root.otp ?? initialState;

declare module 'entryway' {
  interface PluginStateRegistry {
    otp: OtpState;
  }
}
