import { safeImageSrc } from './url';

/** Props of {@link Logo}. */
export interface LogoProps {
  /**
   * Image URL: must be an absolute `https:` URL (no userinfo, backslashes or control characters) or a same-origin
   * path starting with a single '/'. Anything else (`javascript:`, `data:`, `http:`, `//host`…) renders nothing.
   */
  src: string | null | undefined;
  /** Alternative text, e.g. the app or client name. Use '' only if a nearby heading already names it. */
  alt: string;
  /** `header`: at most 50px high; `client` (IdP consent): at most 100×50px. @default 'header' */
  variant?: 'header' | 'client';
}

/** A logo image that loads only from safe URLs, without sending a referrer. */
export function Logo({ src, alt, variant = 'header' }: LogoProps) {
  const safe = safeImageSrc(src);
  if (!safe) return null;
  return <img className={`ew-logo ew-logo--${variant}`} src={safe} alt={alt} referrerPolicy="no-referrer" />;
}
