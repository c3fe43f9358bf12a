/**
 * The code input's CSS (one real input over decorative boxes). `CodeInput` adopts it where it renders (document or
 * shadow root) before its first paint: the field appears only on passcode screens, which load lazily, so these rules
 * load with them instead of with every page. Scoped and prefixed like the UI kit's sheet, same custom properties.
 */

import { error, focusRing, primary, text } from './styles';

export const codeInputStyles = `
.ew-root .ew-code {
  position: relative;
  display: inline-block;
  align-self: flex-start;
  max-width: 100%;
  /* 'clip', unlike 'hidden', is not a scroll container: the caret after the last digit cannot scroll the boxes. */
  overflow: hidden;
  overflow: clip;
  border-radius: var(--ew-input-radius, 4px);
  /* Internal constants (never set from outside): box width and gap; letter-spacing below must equal their sum. */
  --ew-code-box: 44px;
  --ew-code-gap: 8px;
}
.ew-root .ew-code-boxes { display: flex; gap: var(--ew-code-gap); pointer-events: none; }
/* Six boxes (the passcode) span the card's width: the box size follows the field's own width (container units), so
   the letter-spacing that lines each digit up with its box follows too. Other lengths keep the fixed size. */
.ew-root .ew-code[data-length="6"] {
  display: block;
  align-self: stretch;
  container-type: inline-size;
  --ew-code-box: calc((100cqw - 5 * var(--ew-code-gap)) / 6);
}
.ew-root .ew-code-box {
  flex: none;
  width: var(--ew-code-box);
  height: 47px;
  background: var(--ew-input-bg, #FFFFFF);
  border: 1px solid var(--ew-input-border, #5C727D);
  border-radius: var(--ew-input-radius, 4px);
}
.ew-root .ew-code-input {
  position: absolute;
  top: 0;
  left: 0;
  width: calc(100% + 4em);
  height: 47px;
  margin: 0;
  padding: 0 0 0 calc(var(--ew-code-box) / 2 - 0.5ch);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 24px;
  font-variant-numeric: tabular-nums;
  letter-spacing: calc(var(--ew-code-box) + var(--ew-code-gap) - 1ch);
  line-height: normal;
  color: var(--ew-input-text, ${text});
  background: transparent;
  border: 0;
  outline: none;
  -webkit-appearance: none;
  appearance: none;
}
.ew-root .ew-code:focus-within { ${focusRing} }
.ew-root .ew-code:focus-within .ew-code-box--active { border-color: ${primary}; box-shadow: inset 0 0 0 1px ${primary}; }
.ew-root .ew-code--invalid .ew-code-box { border-color: ${error}; }
.ew-root .ew-code--disabled .ew-code-box { background: var(--ew-btn-disabled-bg, #F3F5F6); }
.ew-root .ew-code--disabled .ew-code-input { color: var(--ew-btn-disabled-text, #5C727D); cursor: not-allowed; }

/* Narrow screens */
@media (max-width: 360px) {
  .ew-root .ew-code { --ew-code-box: 36px; --ew-code-gap: 6px; }
}

/* Forced colours (Windows high contrast) */
@media (forced-colors: active) {
  .ew-root .ew-code-box { border: 1px solid CanvasText; }
}
`;
