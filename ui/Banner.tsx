import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, SuccessIcon, WarningIcon } from './Icons';

/** Props of {@link Banner}. */
export interface BannerProps {
  /** `error` uses `role="alert"` (assertive); `warning` and `success` use `role="status"` (polite). */
  variant: 'error' | 'warning' | 'success';
  /** The message (React text; use `LinkifiedText` for provider messages with documentation links). */
  children: ReactNode;
  /** Shows a dismiss button when given. @default undefined (not dismissible) */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button; pass a translated string. @default 'Dismiss' */
  dismissLabel?: string;
}

const icons = { error: ErrorIcon, warning: WarningIcon, success: SuccessIcon };

/** A full-width message box with an icon, shown above a screen (e.g. the warning banner on Main). */
export function Banner({ variant, children, onDismiss, dismissLabel = 'Dismiss' }: BannerProps) {
  const Icon = icons[variant];
  return (
    <div className={`ew-banner ew-banner--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      <span className="ew-banner-icon">
        <Icon />
      </span>
      <div className="ew-banner-text">{children}</div>
      {onDismiss ? (
        <button type="button" className="ew-icon-btn ew-banner-dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
