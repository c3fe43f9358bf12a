/** A strength-check answer as the UI shows it, read defensively from the server's body. */

/** The fields of a strength-check answer the UI shows (policy-independent shape). */
export interface StrengthResult {
  /** `zxcvbn`, `luds`, or whatever else the server names (`breached`, `none`…). */
  policy: string;
  valid: boolean;
  breached: boolean;
  /** zxcvbn score 0–4. */
  score: number;
  warning: string;
  suggestions: string[];
  /** LUDS: characters still missing for the minimum length. */
  missingCharacters: number;
  /** LUDS: character classes still missing. */
  missingComplexity: number;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Reads an answer defensively; a body without `valid_password` is a malformed response, not "valid". */
export function toStrengthResult(raw: unknown): StrengthResult {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (typeof r.valid_password !== 'boolean') throw new SyntaxError('Unexpected strength check response');
  const feedback = (r.feedback ?? {}) as Record<string, unknown>;
  const luds = (feedback.luds_requirements ?? {}) as Record<string, unknown>;
  return {
    policy: typeof r.strength_policy === 'string' ? r.strength_policy : 'none',
    valid: r.valid_password,
    breached: r.breached_password === true,
    score: Math.max(0, Math.min(4, Math.round(num(r.score)))),
    warning: typeof feedback.warning === 'string' ? feedback.warning : '',
    suggestions: Array.isArray(feedback.suggestions)
      ? feedback.suggestions.filter((s): s is string => typeof s === 'string')
      : [],
    missingCharacters: num(luds.missing_characters),
    missingComplexity: num(luds.missing_complexity),
  };
}
