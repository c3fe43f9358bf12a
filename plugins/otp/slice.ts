/**
 * `state.otp`: where the last accepted passcode went and the
 * send generations that keep a slow, superseded send from overwriting a newer `method_id`.
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
}

export interface OtpState {
  otpState: OtpDelivery | null;
  /** Generation of the send whose `method_id` is in `otpState` (0 before the first). */
  acceptedGeneration: number;
  /** Last generation handed out to a send. */
  lastGeneration: number;
}

const initialState: OtpState = { otpState: null, acceptedGeneration: 0, lastGeneration: 0 };

export interface CodeSentPayload {
  generation: number;
  type: OtpMethod;
  methodId: string;
  destination: string;
  displayDestination: string;
  expiresAt: number;
}

export const otpSlice = createSlice({
  name: 'otp',
  initialState,
  reducers: {
    /** A send starts: it takes the next generation (read it back from `lastGeneration`). */
    sendStarted: (state) => ({ ...state, lastGeneration: state.lastGeneration + 1 }),
    /** A send succeeded. Ignored when a newer send has already been accepted. */
    codeSent(state, action: PayloadAction<CodeSentPayload>) {
      const { generation, ...delivery } = action.payload;
      return generation <= state.acceptedGeneration ? state : { ...state, acceptedGeneration: generation, otpState: delivery };
    },
    /** Back to Main: forget the destination (generations keep counting so late sends stay ignored). */
    cleared: (state) => ({ ...state, otpState: null }),
  },
});

export const { sendStarted, codeSent, cleared } = otpSlice.actions;

/** This plugin's state, or the initial state when the plugin is not registered in this widget. */
export const selectOtp = (root: RootState): OtpState => root.otp ?? initialState;

declare module 'entryway' {
  interface PluginStateRegistry {
    otp: OtpState;
  }
}
