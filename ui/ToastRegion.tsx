import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './Icons';

/** One toast. */
export interface Toast {
  /** Unique id (React key, passed to `onDismiss`). */
  id: string;
  /** Translated text; rendered as React text. */
  text: string;
  /** `success` is green, `error` red, `info` the primary colour; white text with AA contrast on all three. */
  variant: 'success' | 'error' | 'info';
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** Toasts to show, oldest first. Timing (4000/2000 ms) and the cap of 20 are the core's job. */
  toasts: Toast[];
  /** Called with a toast id when its close button is pressed. */
  onDismiss: (id: string) => void;
  /** Accessible name of the live regions. @default 'Notifications' */
  label?: string;
  /** Accessible name of each toast's close button. @default 'Dismiss notification' */
  dismissLabel?: string;
}

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon };

/**
 * Toast notifications, anchored to the bottom of the widget container (`.ew-container`/`.ew-root` are
 * `position: relative`), never to the host page. Always render it (even with no toasts) so its live regions exist
 * before a toast arrives: success/info go to a polite `role="status"` region, errors to an assertive one.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  label = 'Notifications',
  dismissLabel = 'Dismiss notification',
}: ToastRegionProps) {
  const render = (list: Toast[]) =>
    list.map((toast) => {
      const Icon = icons[toast.variant];
      return (
        <div key={toast.id} className={`ew-toast ew-toast--${toast.variant}`}>
          <span className="ew-toast-icon">
            <Icon size={18} />
          </span>
          <span className="ew-toast-text">{toast.text}</span>
          <button
            type="button"
            className="ew-icon-btn ew-toast-dismiss"
            aria-label={dismissLabel}
            onClick={() => onDismiss(toast.id)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      );
    });
  return (
    <div className="ew-toasts">
      <div className="ew-toast-list" role="status" aria-live="polite" aria-label={label}>
        {render(toasts.filter((t) => t.variant !== 'error'))}
      </div>
      <div className="ew-toast-list" role="alert" aria-live="assertive" aria-label={label}>
        {render(toasts.filter((t) => t.variant === 'error'))}
      </div>
    </div>
  );
}
