/**
 * The strength feedback's CSS (meter, requirement list), adopted by `StrengthFeedback` where it renders before its
 * first paint: only the screens that set a password show it, so these rules load with them instead of before the
 * first form. The feedback region's own rules stay in the plugin's sheet (styles.ts): a server-rendered reset form
 * lays out its empty region before any of this loads. Scoped and prefixed like that sheet, same custom properties.
 */
const weak = 'var(--ew-error, #8B1214)';
const strong = 'var(--ew-success, #0C5A56)';

export const strengthFeedbackStyles = `
.ew-root .ew-passwords-meter { display: flex; gap: 4px; height: 6px; }
.ew-root .ew-passwords-segment { flex: 1 1 0; border-radius: 3px; background: var(--ew-container-border, #ADBCC5); }
.ew-root .ew-passwords-meter--weak .ew-passwords-segment--filled { background: ${weak}; }
.ew-root .ew-passwords-meter--strong .ew-passwords-segment--filled { background: ${strong}; }
.ew-root .ew-passwords-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.ew-root .ew-passwords-item {
  display: flex; align-items: flex-start; gap: 6px;
  font-size: var(--ew-helper-size, 14px); line-height: 1.35; color: var(--ew-text, #19303D);
}
.ew-root .ew-passwords-item-icon { flex: none; margin-top: 1px; }
.ew-root .ew-passwords-item--fulfilled { color: ${strong}; }
.ew-root .ew-passwords-item--notFulfilled, .ew-root .ew-passwords-item--warning { color: ${weak}; }
.ew-root .ew-passwords-bullet {
  flex: none; width: 6px; height: 6px; margin: 6px 5px 0; border-radius: 50%; background: currentColor;
}
`;
