/**
 * The profile plugin's state: an email address or phone number being added, until its code is entered or its link
 * is sent. Never a code: the `methodId` names what the code was sent for, as Stytch's client returns it.
 */
import { createSlice, type PayloadAction } from 'entryway';

/** An address or number being verified. */
export interface Adding {
  /** The address or number, as sent. */
  to: string;
  /** How it is verified: a code typed here, or a link opened from the inbox. */
  via: 'code' | 'link';
  /** The phone channel. @default none (an email) */
  channel?: 'sms' | 'whatsapp';
  /** What the code was sent for (`method_id`); null for a link. */
  methodId: string | null;
}

export interface ProfileState {
  email: Adding | null;
  phone: Adding | null;
}

const initialState: ProfileState = { email: null, phone: null };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    addingSet: (state, action: PayloadAction<{ kind: 'email' | 'phone'; adding: Adding | null }>) => ({
      ...state,
      [action.payload.kind]: action.payload.adding,
    }),
  },
});

export const { addingSet } = profileSlice.actions;

declare module 'entryway' {
  interface PluginStateRegistry {
    profile: ProfileState;
  }
}
