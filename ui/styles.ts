/**
 * The CSS of the UI kit, as one string the core adopts through a constructable stylesheet (no inline style elements,
 * no `style` attributes: strict CSP); the code input's own rules come with it (`CodeInput.styles.ts`), so a page
 * without a passcode screen does not load them. Every selector is scoped under `.ew-root` and every class is prefixed `ew-`.
 * Colours and sizes come from custom properties the core sets on `.ew-root`; the fallbacks are the product defaults.
 */

// Shared with the code input's sheet (`CodeInput.styles.ts`), so both follow one set of defaults.
export const primary = 'var(--ew-primary, #19303D)';
export const text = 'var(--ew-text, #19303D)';
const secondary = 'var(--ew-secondary, #5C727D)';
const success = 'var(--ew-success, #0C5A56)';
export const error = 'var(--ew-error, #8B1214)';
const body = 'var(--ew-body-size, 16px)';
const helper = 'var(--ew-helper-size, 14px)';
const border = 'var(--ew-container-border, #ADBCC5)';
export const focusRing = `outline: 2px solid ${primary}; outline-offset: 2px;`;

export const uiStyles = `
/* ---------- Root and layout ---------- */
/* Two classes: the same specificity as the core's host-style reset, which is adopted before this sheet. */
.ew-root.ew-root {
  position: relative;
  box-sizing: border-box;
  font-family: var(--ew-font, Arial, Helvetica, sans-serif);
  font-size: ${body};
  line-height: 1.5;
  color: ${text};
  text-align: start;
  -webkit-font-smoothing: antialiased;
}
.ew-root *, .ew-root *::before, .ew-root *::after { box-sizing: border-box; }
.ew-root.ew-container, .ew-root .ew-container {
  position: relative;
  width: var(--ew-container-width, 400px);
  max-width: 100%;
  padding: 32px;
  background: var(--ew-container-bg, #FFFFFF);
  border: 1px solid var(--ew-container-border, #ADBCC5);
  border-radius: var(--ew-container-radius, 8px);
  overflow-wrap: anywhere;
}
.ew-root .ew-stack { display: flex; flex-direction: column; gap: 16px; }
.ew-root .ew-stack--sm { gap: 8px; }
.ew-root .ew-stack--lg { gap: 24px; }
.ew-root .ew-row { display: flex; flex-direction: row; align-items: center; gap: 8px; }
.ew-root .ew-center { display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; gap: 16px; }
.ew-root .ew-screen-header { display: flex; align-items: center; min-height: 36px; margin: -8px 0 0 -8px; }
.ew-root .ew-header { display: flex; flex-direction: column; align-items: center; gap: 16px; text-align: center; }
.ew-root .ew-form { margin: 0; }
.ew-root .ew-visually-hidden {
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
}

/* ---------- Typography ---------- */
.ew-root .ew-heading {
  margin: 0;
  font-size: var(--ew-header-size, 24px);
  font-weight: 600;
  line-height: 1.25;
  color: ${text};
}
.ew-root .ew-text { margin: 0; }
.ew-root .ew-text--body { font-size: ${body}; color: ${text}; }
.ew-root .ew-text--helper { font-size: ${helper}; color: ${secondary}; }
.ew-root .ew-error-text { font-size: ${helper}; color: ${error}; }
.ew-root .ew-link { color: ${primary}; text-decoration: underline; text-underline-offset: 2px; overflow-wrap: anywhere; }
.ew-root .ew-link:hover { text-decoration-thickness: 2px; }
.ew-root .ew-link:focus-visible { ${focusRing} border-radius: 2px; }
.ew-root .ew-icon { display: block; flex: none; }

/* ---------- Buttons ---------- */
.ew-root .ew-btn {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  /* A label too long for one line (a long translation, a narrow page) wraps and the button grows. */
  min-height: 45px;
  min-width: 24px;
  margin: 0;
  padding: 0 16px;
  font-family: inherit;
  font-size: ${body};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  border: 1px solid transparent;
  border-radius: var(--ew-btn-radius, 4px);
  cursor: pointer;
  -webkit-appearance: none;
  appearance: none;
}
.ew-root .ew-btn--full { width: 100%; }
.ew-root .ew-btn--primary {
  background: var(--ew-btn-primary-bg, ${primary});
  color: var(--ew-btn-primary-text, #FFFFFF);
  border-color: var(--ew-btn-primary-border, var(--ew-btn-primary-bg, ${primary}));
}
.ew-root .ew-btn--secondary {
  background: var(--ew-btn-secondary-bg, #FFFFFF);
  color: var(--ew-btn-secondary-text, ${primary});
  border-color: var(--ew-btn-secondary-border, ${primary});
}
.ew-root .ew-btn--text {
  height: auto;
  min-height: 24px;
  padding: 2px 4px;
  background: transparent;
  color: ${primary};
  border-color: transparent;
  text-decoration: underline;
  text-underline-offset: 2px;
}
.ew-root .ew-btn--primary:hover:not(:disabled):not([aria-disabled="true"]),
.ew-root .ew-btn--secondary:hover:not(:disabled):not([aria-disabled="true"]) { filter: brightness(0.92); }
.ew-root .ew-btn--text:hover:not(:disabled) { text-decoration-thickness: 2px; }
.ew-root .ew-btn:focus-visible { ${focusRing} }
.ew-root .ew-btn:disabled, .ew-root .ew-btn--disabled {
  background: var(--ew-btn-disabled-bg, #F3F5F6);
  color: var(--ew-btn-disabled-text, #5C727D);
  border-color: var(--ew-btn-disabled-border, #F3F5F6);
  cursor: not-allowed;
}
.ew-root .ew-btn--text:disabled, .ew-root .ew-btn--text.ew-btn--disabled { background: transparent; border-color: transparent; }
.ew-root .ew-btn--loading { cursor: progress; }
.ew-root .ew-btn-icon { display: inline-flex; align-items: center; justify-content: center; flex: none; }
.ew-root .ew-btn-icon > svg, .ew-root .ew-btn-icon > img { width: 20px; height: 20px; }
.ew-root .ew-btn-label { min-width: 0; overflow-wrap: anywhere; }

.ew-root .ew-icon-btn {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  margin: 0;
  padding: 0;
  color: ${primary};
  background: transparent;
  border: 0;
  border-radius: 4px;
  cursor: pointer;
}
.ew-root .ew-icon-btn:hover:not(:disabled) { background: rgba(25, 48, 61, 0.08); }
.ew-root .ew-icon-btn:focus-visible { ${focusRing} outline-offset: 0; }
.ew-root .ew-icon-btn:disabled { color: var(--ew-btn-disabled-text, #5C727D); cursor: not-allowed; }

/* ---------- Fields ---------- */
.ew-root .ew-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.ew-root .ew-label { font-size: ${body}; font-weight: 600; color: ${text}; }
.ew-root .ew-hint { font-size: ${helper}; color: ${secondary}; }
.ew-root .ew-input-wrap { position: relative; }
.ew-root .ew-input {
  display: block;
  width: 100%;
  height: 47px;
  margin: 0;
  padding: 0 12px;
  font-family: inherit;
  font-size: ${body};
  line-height: normal;
  color: var(--ew-input-text, ${text});
  background: var(--ew-input-bg, #FFFFFF);
  border: 1px solid var(--ew-input-border, #5C727D);
  border-radius: var(--ew-input-radius, 4px);
  -webkit-appearance: none;
  appearance: none;
}
.ew-root .ew-input::placeholder { color: var(--ew-input-placeholder, #5C727D); opacity: 1; }
.ew-root .ew-input:focus { border-color: ${primary}; outline: 2px solid ${primary}; outline-offset: 0; }
.ew-root .ew-input[aria-invalid="true"] { border-color: ${error}; }
.ew-root .ew-input[aria-invalid="true"]:focus { outline-color: ${error}; }
.ew-root .ew-input:read-only { background: var(--ew-btn-disabled-bg, #F3F5F6); }
.ew-root .ew-input:disabled { background: var(--ew-btn-disabled-bg, #F3F5F6); color: var(--ew-btn-disabled-text, #5C727D); cursor: not-allowed; }
.ew-root .ew-input--has-end { padding-inline-end: 48px; }
.ew-root .ew-input-end { position: absolute; top: 0; inset-inline-end: 4px; display: flex; align-items: center; height: 47px; }

/* ---------- Tabs ---------- */
.ew-root .ew-tablist { display: flex; border-bottom: 1px solid ${border}; }
.ew-root .ew-tab {
  flex: 1 1 0;
  min-width: 0;
  min-height: 44px;
  margin: 0 0 -1px;
  padding: 8px 12px;
  font-family: inherit;
  font-size: ${body};
  color: ${secondary};
  background: transparent;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;
}
.ew-root .ew-tab[aria-selected="true"] { color: ${primary}; font-weight: 600; border-bottom-color: ${primary}; }
.ew-root .ew-tab:hover { color: ${primary}; }
.ew-root .ew-tab:focus-visible { ${focusRing} outline-offset: -2px; }
.ew-root .ew-tabpanel { padding-top: 16px; }

/* ---------- Divider ---------- */
.ew-root .ew-divider { display: flex; align-items: center; gap: 12px; font-size: ${helper}; color: ${secondary}; }
.ew-root .ew-divider::before, .ew-root .ew-divider::after { content: ""; flex: 1 1 0; border-top: 1px solid ${border}; }

/* ---------- Banner ---------- */
.ew-root .ew-banner {
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 12px;
  font-size: ${helper};
  color: ${text};
  border: 1px solid;
  border-radius: 4px;
}
.ew-root .ew-banner-icon { display: flex; flex: none; padding-top: 1px; }
.ew-root .ew-banner-text { flex: 1 1 auto; min-width: 0; }
.ew-root .ew-banner-dismiss { width: 24px; height: 24px; margin: -2px -4px 0 0; color: ${text}; }
.ew-root .ew-banner--error { background: var(--ew-banner-error-bg, #FDEDED); border-color: ${error}; }
.ew-root .ew-banner--error .ew-banner-icon { color: ${error}; }
.ew-root .ew-banner--warning { background: var(--ew-banner-warning-bg, #FFF4DB); border-color: var(--ew-warning, #7A4B00); }
.ew-root .ew-banner--warning .ew-banner-icon { color: var(--ew-warning, #7A4B00); }
.ew-root .ew-banner--success { background: var(--ew-banner-success-bg, #E7F2F1); border-color: ${success}; }
.ew-root .ew-banner--success .ew-banner-icon { color: ${success}; }

/* ---------- Toasts (inside the container, never fixed to the page) ---------- */
.ew-root .ew-toasts {
  position: absolute;
  left: 16px;
  right: 16px;
  bottom: 16px;
  z-index: 10;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
}
.ew-root .ew-toast-list { display: flex; flex-direction: column; gap: 8px; }
.ew-root .ew-toast {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 6px 6px 12px;
  font-size: ${helper};
  color: var(--ew-on-status, #FFFFFF);
  border-radius: 4px;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  pointer-events: auto;
}
.ew-root .ew-toast--success { background: ${success}; }
.ew-root .ew-toast--error { background: ${error}; }
.ew-root .ew-toast--info { background: ${primary}; }
.ew-root .ew-toast-icon { display: flex; flex: none; }
.ew-root .ew-toast-text { flex: 1 1 auto; min-width: 0; }
.ew-root .ew-toast-dismiss { width: 28px; height: 28px; color: var(--ew-on-status, #FFFFFF); }
.ew-root .ew-toast-dismiss:hover { background: rgba(255, 255, 255, 0.16); }
.ew-root .ew-toast-dismiss:focus-visible { outline-color: var(--ew-on-status, #FFFFFF); outline-offset: -2px; }

/* ---------- Spinner ---------- */
.ew-root .ew-spinner { display: inline-flex; align-items: center; justify-content: center; color: ${primary}; }
.ew-root .ew-spinner-circle {
  display: block;
  width: 24px;
  height: 24px;
  border: 3px solid ${border};
  border-top-color: currentColor;
  border-radius: 50%;
  animation: ew-spin 0.8s linear infinite;
}
.ew-root .ew-spinner--small .ew-spinner-circle { width: 16px; height: 16px; border-width: 2px; }
.ew-root .ew-spinner--large .ew-spinner-circle { width: 40px; height: 40px; border-width: 4px; }
.ew-root .ew-spinner-circle--inline { width: 16px; height: 16px; border-width: 2px; border-color: currentColor; border-right-color: transparent; }
@keyframes ew-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .ew-root .ew-spinner-circle { animation-duration: 2.4s; }
}

/* ---------- Back button, logo, graphic, watermark ---------- */
.ew-root .ew-back { color: ${primary}; }
.ew-root .ew-logo { display: block; width: auto; height: auto; max-height: 50px; max-width: 100%; }
.ew-root .ew-logo--client { max-width: 100px; }
.ew-root .ew-check-graphic { display: block; color: ${success}; }
.ew-root .ew-watermark {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 24px;
  font-size: ${helper};
  color: ${secondary};
  text-decoration: none;
  border-radius: 2px;
}
.ew-root .ew-watermark:hover .ew-watermark-label { text-decoration: underline; }
.ew-root .ew-watermark:focus-visible { ${focusRing} }
.ew-root .ew-wordmark { display: block; width: 150px; height: auto; color: ${text}; }

/* ---------- Narrow screens ---------- */
@media (max-width: 360px) {
  .ew-root.ew-container, .ew-root .ew-container { padding: 24px 16px; }
}

/* ---------- Forced colours (Windows high contrast) ---------- */
@media (forced-colors: active) {
  .ew-root .ew-btn, .ew-root .ew-toast, .ew-root .ew-banner { border: 1px solid CanvasText; }
  .ew-root .ew-tab[aria-selected="true"] { border-bottom-color: Highlight; }
}
`;
