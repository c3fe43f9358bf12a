/** A passkey glyph (a person with a key), decorative: the button's text names it. */
export function PasskeyIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="9" cy="7" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 6-6h2" />
      <circle cx="17.5" cy="13.5" r="2.5" />
      <path d="M17.5 16v5l1.5-1.5M17.5 18.5h1.5" />
    </svg>
  );
}
