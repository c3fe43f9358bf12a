import type { MouseEvent, ReactNode } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps {
  /**
   * Look of the button: `primary` (filled), `secondary` (outlined) or `text` (a link-styled button, still a ≥24px
   * target).
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'text';
  /** Native button type. Use `submit` for the button that submits a {@link Form}. @default 'button' */
  type?: 'button' | 'submit';
  /** Natively disables the button (not focusable, not submittable). @default false */
  disabled?: boolean;
  /**
   * With `disabled`, keep the button focusable: it reports `aria-disabled="true"`, looks disabled and ignores
   * activation instead of taking the native attribute, so keyboard users keep their place (resend cooldowns).
   * @default false
   */
  focusableWhenDisabled?: boolean;
  /**
   * Shows a small spinner before the label and sets `aria-busy`. While loading the button ignores activation
   * (clicks and implicit form submission are cancelled) and reports `aria-disabled="true"`, but keeps keyboard
   * focus and its visible label, so screen-reader users are not thrown back to the top of the page.
   * @default false
   */
  loading?: boolean;
  /** Click handler; not called while `disabled` or `loading`. @default undefined */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Decorative icon shown left of the label (e.g. a provider logo); rendered `aria-hidden`. @default undefined */
  icon?: ReactNode;
  /** Stretch to the container width. @default true (false for the `text` variant) */
  fullWidth?: boolean;
  /** The label. */
  children: ReactNode;
  /** Ids of elements describing the button (e.g. a hint). @default undefined */
  'aria-describedby'?: string;
  /**
   * The accessible name, when the visible label alone does not say what the button does (a countdown); it should
   * contain the visible label, so speech input finds the button by what it shows. @default the label
   */
  'aria-label'?: string;
  /** Element id. @default undefined */
  id?: string;
  /** Form field name. @default undefined */
  name?: string;
  /**
   * Where focus goes when the screen is navigated to: this button instead of the screen's heading (a screen whose
   * one action is this button). @default false
   */
  focusOnArrival?: boolean;
}

/** The widget's button: 45px high (primary/secondary), keyboard operable, visible focus ring. */
export function Button({
  variant = 'primary',
  type = 'button',
  disabled = false,
  focusableWhenDisabled = false,
  loading = false,
  onClick,
  icon,
  fullWidth = variant !== 'text',
  children,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  id,
  name,
  focusOnArrival = false,
}: ButtonProps) {
  const softDisabled = disabled && focusableWhenDisabled;
  const className = [
    'ew-btn',
    `ew-btn--${variant}`,
    fullWidth ? 'ew-btn--full' : '',
    loading ? 'ew-btn--loading' : '',
    softDisabled && !loading ? 'ew-btn--disabled' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || softDisabled) {
      // Cancels the click's default action too, i.e. form submission (also Enter-key implicit submission).
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={className}
      disabled={disabled && !focusableWhenDisabled}
      aria-disabled={loading || softDisabled || undefined}
      aria-busy={loading || undefined}
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      onClick={handleClick}
      id={id}
      name={name}
      data-ew-autofocus={focusOnArrival ? '' : undefined}
    >
      {loading ? (
        <span className="ew-btn-icon" aria-hidden="true">
          <span className="ew-spinner-circle ew-spinner-circle--inline" />
        </span>
      ) : icon ? (
        <span className="ew-btn-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ew-btn-label">{children}</span>
    </button>
  );
}
