import { ArrowLeftIcon } from './Icons';

/** Props of {@link BackButton}. */
export interface BackButtonProps {
  /** Called on activation (the core returns to Main). */
  onClick: () => void;
  /** Accessible name of the icon-only button; pass a translated string. @default 'Back' */
  label?: string;
}

/** An icon-only back-arrow button (36×36px target) named by `aria-label`. */
export function BackButton({ onClick, label = 'Back' }: BackButtonProps) {
  return (
    <button type="button" className="ew-icon-btn ew-back" aria-label={label} onClick={onClick}>
      <ArrowLeftIcon size={24} />
    </button>
  );
}
