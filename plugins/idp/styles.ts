/** CSS of the identity-provider widget: every selector under `.ew-root`, classes `ew-idp-*`. */
const border = 'var(--ew-container-border, #ADBCC5)';
const secondary = 'var(--ew-secondary, #5C727D)';

export const idpStyles = `
.ew-root .ew-idp-center { align-items: center; text-align: center; }
.ew-root .ew-idp-logo { display: flex; justify-content: center; }
.ew-root .ew-idp-title { text-align: center; overflow-wrap: anywhere; }
.ew-root .ew-idp-section { display: flex; flex-direction: column; gap: 8px; }
.ew-root .ew-idp-section-header { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.ew-root .ew-idp-list { list-style: none; margin: 0; padding: 0; }
.ew-root .ew-idp-item { padding: 10px 0; border-top: 1px solid ${border}; overflow-wrap: anywhere; }
.ew-root .ew-idp-item:last-child { border-bottom: 1px solid ${border}; }
.ew-root .ew-idp-item summary {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; cursor: pointer; list-style: none;
  min-height: 24px;
}
.ew-root .ew-idp-item summary::-webkit-details-marker { display: none; }
.ew-root .ew-idp-item summary:focus-visible { outline: 2px solid var(--ew-primary, #19303D); outline-offset: 2px; }
.ew-root .ew-idp-chevron { flex: none; transition: transform 150ms ease-in-out; }
.ew-root details[open] > summary .ew-idp-chevron { transform: rotate(180deg); }
.ew-root .ew-idp-details { margin: 6px 0 0; padding-inline-start: 20px; color: ${secondary}; }
.ew-root .ew-idp-details li { font-size: var(--ew-helper-size, 14px); line-height: 1.4; }
.ew-root .ew-idp-text { font-size: var(--ew-helper-size, 14px); line-height: 1.4; color: var(--ew-text, #19303D); }
.ew-root .ew-idp-badge {
  display: inline-block; margin-inline-start: 6px; padding: 1px 6px; border-radius: 4px; white-space: nowrap;
  font-size: 12px; font-weight: 700; line-height: 1.5;
  color: var(--ew-error, #8B1214); border: 1px solid currentColor;
}
.ew-root .ew-idp-notice {
  padding: 10px 12px; border-radius: 4px; border: 1px solid ${border};
  background: var(--ew-container-bg, #FFFFFF);
}
.ew-root .ew-idp-notice .ew-idp-item { border: 0; padding: 0; }
/* The error line stays mounted (a live region) but takes no room, gap included, until it has a message. */
.ew-root .ew-idp-actions > .ew-error-text:empty { margin-bottom: -8px; }
.ew-root .ew-idp-more { display: flex; justify-content: flex-start; }
.ew-root .ew-idp-details + .ew-idp-more { padding-left: 20px; }
.ew-root .ew-idp-destination { text-align: center; }
.ew-root .ew-idp-host { font-weight: 700; overflow-wrap: anywhere; }
.ew-root .ew-idp-success .ew-check-graphic { color: var(--ew-success, #0C5A56); }
`;
