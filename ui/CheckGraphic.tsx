/** Props of {@link CheckGraphic}. */
export interface CheckGraphicProps {
  /** Width and height in CSS pixels. @default 80 */
  size?: number;
}

/**
 * The success illustration (a check in a circle) shown on confirmation screens ('Success!'). Purely decorative:
 * `aria-hidden`, so the screen's heading and text carry the meaning. Drawn in `--ew-success`.
 */
export function CheckGraphic({ size = 80 }: CheckGraphicProps) {
  return (
    <svg
      className="ew-check-graphic"
      width={size}
      height={size}
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="40" cy="40" r="38" fill="currentColor" opacity="0.12" />
      <circle cx="40" cy="40" r="28" fill="currentColor" />
      <path
        d="M27 41l9 9 17-19"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth={5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
