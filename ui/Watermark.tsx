import { parseHttpsUrl } from './url';

/** Props of {@link Watermark}. */
export interface WatermarkProps {
  /** Link target; must be an `https:` URL, otherwise the default is used. @default 'https://stytch.com' */
  href?: string;
  /** Text before the wordmark; pass a translated string. @default 'Powered by' */
  label?: string;
}

const DEFAULT_HREF = 'https://stytch.com';

/**
 * The 'Powered by Stytch' watermark: text plus a 150px-wide wordmark (inline SVG, named 'Stytch'), linking to the
 * provider's site in a new tab with `rel="noopener noreferrer"`.
 */
export function Watermark({ href = DEFAULT_HREF, label = 'Powered by' }: WatermarkProps) {
  const target = (parseHttpsUrl(href) ?? new URL(DEFAULT_HREF)).href;
  return (
    <a className="ew-watermark" href={target} target="_blank" rel="noopener noreferrer">
      <span className="ew-watermark-label">{label}</span>
      <StytchWordmark />
    </a>
  );
}

/**
 * A 150×30 wordmark drawn as SVG text in the text colour. (Swap in the provider's official wordmark paths here if the
 * brand asset is licensed for this use; the box and accessible name stay the same.)
 */
function StytchWordmark() {
  return (
    <svg
      className="ew-wordmark"
      width="150"
      height="30"
      viewBox="0 0 150 30"
      role="img"
      aria-label="Stytch"
      focusable="false"
    >
      <text
        x="0"
        y="24"
        textLength="150"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="28"
        fontWeight="700"
        aria-hidden="true"
      >
        stytch
      </text>
    </svg>
  );
}
