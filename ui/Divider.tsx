/** Props of {@link Divider}. */
export interface DividerProps {
  /** The text between the lines, e.g. a translated 'or'. */
  label: string;
}

/**
 * The 'or' separator between method groups: a real separator for assistive technology, named by its label ('or,
 * separator'). The lines are CSS pseudo-elements; the visible text is not read twice.
 */
export function Divider({ label }: DividerProps) {
  return (
    <div className="ew-divider" role="separator" aria-label={label}>
      <span className="ew-divider-label" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
