/** The signed-in user's phone as the second-factor step reads it (the client's user, or a login's response). */

/** The part of a Stytch user this plugin reads. */
export interface UserPhones {
  phone_numbers?: readonly { phone_number: string; verified?: boolean }[];
}

/** The user's first verified phone number (E.164), or undefined. */
export const verifiedPhone = (user: UserPhones | null | undefined): string | undefined =>
  user?.phone_numbers?.find((p) => p.verified)?.phone_number;
