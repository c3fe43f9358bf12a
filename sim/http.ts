/** Small HTTP pieces of the request pipeline: JSON answers and Basic credentials. */
import type { SimResponse } from './types';

export const JSON_HEADERS = { 'content-type': 'application/json' };

export type HttpResponse = Extract<SimResponse, { status: number }>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** `Authorization: Basic base64(user:pass)` → its two parts, or null when absent or malformed. */
export function decodeBasic(header: string | undefined): { user: string; pass: string } | null {
  const m = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!m) return null;
  try {
    const decoded = atob(m[1].trim());
    const i = decoded.indexOf(':');
    return i < 0 ? null : { user: decoded.slice(0, i), pass: decoded.slice(i + 1) };
  } catch {
    return null;
  }
}
