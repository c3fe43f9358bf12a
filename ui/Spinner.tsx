/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /**
   * Text announced to screen readers (visually hidden). Pass a translated string; `''` when none is available in the
   * user's language yet: the spinner then shows alone and assistive technology skips it (mark the busy region
   * `aria-busy`). @default 'Loading'
   */
  label?: string;
  /** Diameter: small 16px, medium 24px, large 40px. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

/**
 * A loading indicator: `role="status"` with a visually hidden label, so assistive technology announces it politely
 * (without a label, a graphic hidden from it).
 * The rotation is CSS-only and slows down under `prefers-reduced-motion: reduce`.
 * Wrap it in `.ew-center` to centre it in place of a screen.
 */
export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <span
      className={`ew-spinner ew-spinner--${size}`}
      role={label ? 'status' : undefined}
      aria-hidden={!label || undefined}
    >
      <span className="ew-spinner-circle" aria-hidden="true" />
      {label ? <span className="ew-visually-hidden">{label}</span> : null}
    </span>
  );
}
