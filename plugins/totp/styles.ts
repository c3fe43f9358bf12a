/** CSS of the authenticator-app plugin: every selector under `.ew-root`, classes `ew-totp-*`. No inline styles. */
export const totpStyles = `
.ew-root .ew-totp-qr { display: block; width: 176px; height: 176px; margin: 0 auto; }
.ew-root .ew-totp-qr-light { fill: #FFFFFF; }
.ew-root .ew-totp-qr-dark { fill: #000000; }
.ew-root .ew-totp-key { display: flex; flex-direction: column; gap: 4px; }
.ew-root .ew-totp-secret, .ew-root .ew-totp-codes {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 15px; letter-spacing: 0.04em;
  color: var(--ew-text, #19303D); overflow-wrap: anywhere; direction: ltr; unicode-bidi: isolate;
}
/* The key in two balanced lines of four groups rather than seven and one; right to left, it keeps its order (above)
   and stands at the start side, under its label. */
.ew-root .ew-totp-secret { text-wrap: balance; }
.ew-root [dir=rtl] .ew-totp-secret { text-align: right; }
.ew-root .ew-totp-codes {
  list-style: none; margin: 0; padding: 12px; display: grid; grid-template-columns: repeat(2, max-content);
  justify-content: center; gap: 6px 24px; border: 1px solid var(--ew-container-border, #ADBCC5); border-radius: 4px;
}
.ew-root .ew-totp-links { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.ew-root .ew-totp-download { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.ew-root .ew-totp-saved { display: flex; align-items: center; gap: 8px; color: var(--ew-text, #19303D); }
.ew-root .ew-totp-saved input { appearance: auto; width: 18px; height: 18px; margin: 0; }
.ew-root .ew-totp-loading, .ew-root .ew-totp-status { display: flex; align-items: center; gap: 8px; min-height: 1px; }
@media (max-width: 340px) { .ew-root .ew-totp-codes { grid-template-columns: max-content; } }
`;
