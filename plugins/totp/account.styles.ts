/** CSS of the account section (account.ts adds it to the plugin's styles on the account page only). */
export const accountStyles = `
/* A heading inside an account section, under the section's own title: body size, semibold. */
.ew-root .ew-totp-subheading {
  margin: 0; font-size: var(--ew-body-size, 16px); font-weight: 600; color: var(--ew-text, #19303D);
}
`;
