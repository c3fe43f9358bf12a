/**
 * Device kind (Desktop, Mobile, Unknown). It only decides what CryptoSetupWallet offers when no wallet is
 * installed: browser extensions on a desktop, "open this page in the wallet's app" links on a phone, and the
 * wallets' own sites (which pick for themselves) when the browser does not say.
 */
export type DeviceKind = 'desktop' | 'mobile' | 'unknown';

/** The parts of `navigator` read here (tests pass their own). */
export interface NavigatorLike {
  userAgent?: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;

export function deviceKind(
  nav: NavigatorLike | null = typeof navigator === 'undefined' ? null : navigator,
): DeviceKind {
  if (!nav) return 'unknown';
  // User-Agent Client Hints answer directly where the browser has them (Chromium).
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile ? 'mobile' : 'desktop';
  const ua = nav.userAgent ?? '';
  if (!ua) return 'unknown';
  if (MOBILE_UA.test(ua)) return 'mobile';
  // iPadOS reports a Mac user agent; a Mac has no multi-touch screen.
  if (/Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1) return 'mobile';
  return 'desktop';
}
