/**
 * CSS of the passwords plugin: every selector under `.ew-root`, classes `ew-passwords-*`. The strength feedback's
 * meter and lists come with it (`strengthFeedback.styles.ts`): only the screens that set a password show them.
 */
export const passwordsStyles = `
.ew-root .ew-passwords-email { font-weight: 700; overflow-wrap: anywhere; }
.ew-root .ew-passwords-feedback { display: flex; flex-direction: column; gap: 8px; }
.ew-root .ew-passwords-feedback:empty { display: none; }
.ew-root .ew-passwords-success { align-items: center; text-align: center; }
.ew-root .ew-passwords-success .ew-check-graphic { color: var(--ew-success, #0C5A56); }
.ew-root .ew-passwords-offer-below { margin-top: 16px; }
`;
