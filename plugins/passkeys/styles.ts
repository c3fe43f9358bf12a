/** CSS of the `passkeys` plugin, scoped under `.ew-root`, classes `ew-passkeys-*`. Colours come from the theme. */
export const passkeysStyles = `
.ew-root .ew-passkeys-login { display: flex; flex-direction: column; min-width: 0; }
.ew-root .ew-passkeys-status:not(:empty) { margin-top: 8px; }
.ew-root .ew-passkeys-confirmation { padding: 16px 0; }
.ew-root .ew-passkeys-links { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.ew-root .ew-passkeys-loading { padding: 24px 0; }
.ew-root .ew-passkeys-subheading {
  margin: 0; font-size: var(--ew-body-size, 16px); font-weight: 600; color: var(--ew-text, #19303D);
}
.ew-root .ew-passkeys-list {
  list-style: none; margin: 0; padding: 0;
  border: 1px solid var(--ew-container-border, #ADBCC5); border-radius: var(--ew-input-radius, 4px);
}
/* Where the name and the actions do not fit on one line (narrow widgets, long translations) the actions wrap under
   the name, which keeps the row's width rather than shrinking to an ellipsis. */
.ew-root .ew-passkeys-row {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 8px;
  min-height: 47px; padding: 4px 12px; box-sizing: border-box;
}
.ew-root .ew-passkeys-row + .ew-passkeys-row { border-top: 1px solid var(--ew-container-border, #ADBCC5); }
.ew-root .ew-passkeys-row--editing { display: block; padding: 12px; }
.ew-root .ew-passkeys-row--deleting .ew-passkeys-name { font-weight: 600; }
.ew-root .ew-passkeys-name {
  flex: 1 1 8em; min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; color: var(--ew-text, #19303D);
}
/* The whole name, wrapped inside the row, while one of its controls has focus (a keyboard user sees which passkey
   Rename or Delete acts on) and while its deletion waits for confirmation. */
.ew-root .ew-passkeys-row:focus-within .ew-passkeys-name, .ew-root .ew-passkeys-row--deleting .ew-passkeys-name {
  white-space: normal; overflow-wrap: anywhere;
}
.ew-root .ew-passkeys-actions { display: flex; flex: none; align-items: center; gap: 8px; }
.ew-root .ew-passkeys-row--editing .ew-passkeys-actions { margin-top: 8px; }
/* The confirmation 'Delete' is destructive: the error colour (#8B1214 on white text passes AA). */
.ew-root .ew-passkeys-danger { display: flex; flex-direction: column; }
.ew-root .ew-passkeys-danger {
  --ew-btn-primary-bg: var(--ew-error, #8B1214); --ew-btn-primary-border: var(--ew-error, #8B1214); --ew-btn-primary-text: var(--ew-on-status, #FFFFFF);
}
`;
