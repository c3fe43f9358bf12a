/** Props of {@link Divider}. */
export interface DividerProps {
  /** The text between the lines, e.g. a translated 'or'. */
  label: string;
}

/** The 'or' separator between method groups. The lines are CSS pseudo-elements, so only the text is exposed. */
export function Divider({ label }: DividerProps) {
  return (
    <div className="ew-divider">
      <span className="ew-divider-label">{label}</span>
    </div>
  );
}
