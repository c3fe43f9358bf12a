/**
 * The error catalogue. Texts of the product catalogue are copied verbatim so the widget's
 * "otherwise show error_message" path shows the same words; the others follow Stytch's docs wording where known.
 * Status codes follow Stytch (the client itself reads status_code and error_type from the body only).
 * Only generic types and those the core routes and the kit throw live here; a module declares its own in `errors`
 * (the engine fills status and message from there).
 */
export const ERROR_CATALOGUE = {
  // --- the product catalogue ---
  invalid_email: [400, 'Email format is invalid.'],
  invalid_phone_number: [400, 'Phone number format is invalid. Ensure the phone number is in the E.164 format.'],
  unsubscribed_phone_number: [
    400,
    "Phone number is unsubscribed. User has unsubscribed. Resubscribe by texting 'START' before messages can be sent.",
  ],
  inactive_email: [
    400,
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  ],
  unauthorized_credentials: [401, 'Unauthorized credentials.'],
  user_unauthenticated: [401, 'Must have an active session to call this method. Have you logged in yet?'],
  email_not_found: [404, 'Email not found.'],
  unauthorized_action: [403, 'Unauthorized action.'],
  user_lock_limit_reached: [400, 'Too many failed authentication attempts. Please try again later.'],
  invalid_session_token: [400, 'Invalid session token.'],
  session_not_found: [404, 'Session not found.'],
  invalid_phone_number_country_code: [400, "The phone number's country code is invalid, unsupported, or disabled."],
  // --- not in the product's catalogue ---
  invalid_magic_link_url: [400, 'magic_link_url format is invalid. Use an absolute http(s) URL.'],
  no_match_for_provided_magic_link_url: [
    400,
    'The magic_link_url in the request did not match any redirect URLs set for this project.',
  ],
  pkce_mismatch: [400, 'The pkce code_verifier does not match the code_challenge sent with the original request.'],
  missing_code_challenge: [400, 'This project requires pkce: the request must include a code_challenge.'],
  invalid_public_token: [401, 'The public token is invalid or does not belong to this project.'],
  trusted_auth_token_not_found: [404, 'The trusted auth token could not be found or has expired.'],
  user_not_found: [404, 'User could not be found.'],
  phone_number_not_found: [404, 'Phone number could not be found.'],
  not_found: [404, 'The requested resource could not be found.'],
  // Stytch's rule for privileged changes (sim/mfa.ts); the docs name the rule, not these types' wording.
  insufficient_factors: [401, 'This action needs a session authenticated with factors from two categories.'],
  stale_factors: [401, 'This action needs a session with a factor authenticated within the last hour.'],
  bad_request: [400, 'The submitted request is invalid.'],
  method_not_allowed: [405, 'This method is not allowed for this endpoint.'],
  too_many_requests: [429, 'Too many requests have been made.'],
  internal_server_error: [
    500,
    'Oops, something seems to have gone wrong, please reach out to support@stytch.com to let us know what went wrong.',
  ],
} as const satisfies Record<string, readonly [number, string]>;

export type CatalogueErrorType = keyof typeof ERROR_CATALOGUE;

/** JSON error body, unwrapped (contract 1.4). */
export interface ErrorBody {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
  error_details?: Record<string, unknown>;
}

/**
 * Throw from a route handler to answer with a Stytch JSON error. `type` may be any string; catalogue types get
 * their status and message filled in.
 */
export class SimError extends Error {
  readonly status: number;
  readonly errorType: string;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  /** When set, the body is sent as-is (used for ajv-style schema errors, which have no error_type). */
  readonly rawBody?: Record<string, unknown>;
  /** Whether the core catalogue has this type (else an installed module's `errors` may fill status and message). */
  readonly known: boolean;
  readonly statusGiven: boolean;
  readonly messageGiven: boolean;

  constructor(
    type: string,
    opts: {
      status?: number;
      message?: string;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
      rawBody?: Record<string, unknown>;
    } = {},
  ) {
    const known = (ERROR_CATALOGUE as Record<string, readonly [number, string]>)[type];
    super(opts.message ?? known?.[1] ?? type);
    this.name = 'SimError';
    this.errorType = type;
    this.status = opts.status ?? known?.[0] ?? 400;
    this.details = opts.details;
    this.headers = opts.headers;
    this.rawBody = opts.rawBody;
    this.known = known !== undefined;
    this.statusGiven = opts.status !== undefined;
    this.messageGiven = opts.message !== undefined;
  }
}

/** `throw simError('otp_code_not_found')` — shorthand with catalogue autocompletion. */
export function simError(
  type: CatalogueErrorType | (string & {}),
  opts?: ConstructorParameters<typeof SimError>[1],
): SimError {
  return new SimError(type, opts);
}

export function errorUrl(status: number, type: string): string {
  return `https://stytch.com/docs/api/errors/${status}#${type}`;
}

export function errorBody(err: SimError, requestId: string): Record<string, unknown> {
  if (err.rawBody) return { status_code: err.status, request_id: requestId, ...err.rawBody };
  const body: ErrorBody = {
    status_code: err.status,
    request_id: requestId,
    error_type: err.errorType,
    error_message: err.message,
    error_url: errorUrl(err.status, err.errorType),
  };
  if (err.details) body.error_details = err.details;
  return body as unknown as Record<string, unknown>;
}
