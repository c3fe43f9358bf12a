/** CSS of the email-magic-links plugin: every selector under `.ew-root`, classes `ew-email-magic-links-*`. */
export const styles = `
.ew-root .ew-email-magic-links-inboxes{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;}
.ew-root .ew-email-magic-links-inbox{text-decoration:none;}
.ew-root .ew-email-magic-links-inbox:hover{filter:brightness(0.92);}
.ew-root .ew-email-magic-links-result{gap:16px;}
.ew-root .ew-email-magic-links-result .ew-heading{margin:0;}
`;
