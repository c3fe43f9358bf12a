/** CSS of the `otp` plugin, scoped under `.ew-root`, classes `ew-otp-*`. Colours come from the theme's properties. */
const primary = 'var(--ew-primary, #19303D)';
const text = 'var(--ew-input-text, var(--ew-text, #19303D))';

export const otpStyles = `
.ew-root .ew-otp-phone-row { display: flex; gap: 8px; align-items: flex-start; }
.ew-root .ew-otp-phone-number { flex: 1 1 auto; min-width: 0; }
/* The real <select> is transparent over a short display ('US +1'), so it stays native and accessible. */
.ew-root .ew-otp-country { position: relative; flex: none; height: 47px; }
.ew-root .ew-otp-country-select {
  position: absolute; inset: 0; width: 100%; height: 100%;
  margin: 0; padding: 0; border: 0; opacity: 0; cursor: pointer;
  font-family: inherit; font-size: var(--ew-body-size, 16px);
}
.ew-root .ew-otp-country-display {
  display: flex; align-items: center; gap: 8px; height: 47px; padding: 0 12px;
  font-size: var(--ew-body-size, 16px); color: ${text}; white-space: nowrap;
  background: var(--ew-input-bg, #FFFFFF);
  border: 1px solid var(--ew-input-border, #5C727D);
  border-radius: var(--ew-input-radius, 4px);
  pointer-events: none;
}
.ew-root .ew-otp-country:focus-within .ew-otp-country-display { border-color: ${primary}; outline: 2px solid ${primary}; outline-offset: 0; }
.ew-root .ew-otp-country-chevron { flex: none; }
.ew-root .ew-otp-destination { font-weight: 600; overflow-wrap: anywhere; }
/* A phone number is one unit: it moves to the next line whole rather than breaking between its digit groups, and
   keeps its left-to-right order in right-to-left text (Arabic would otherwise show '555-0123 (201)'). */
.ew-root .ew-otp-destination--phone { white-space: nowrap; overflow-wrap: normal; direction: ltr; unicode-bidi: isolate; }
.ew-root .ew-otp-verifying { display: flex; align-items: center; gap: 8px; min-height: 0; }
.ew-root .ew-otp-timer { font-variant-numeric: tabular-nums; }
.ew-root .ew-otp-confirmation { padding: 16px 0; }
.ew-root .ew-otp-links { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
@media (forced-colors: active) {
  .ew-root .ew-otp-country:focus-within .ew-otp-country-display { outline-color: Highlight; }
}
`;
