/**
 * The reset that keeps host page styles out of a light-DOM widget (a host `h1 { font-family;
 * letter-spacing }`, `button`, `input:focus`, `* { box-sizing; letter-spacing }`…). `.ew-root` starts from initial
 * values (`all: initial`: nothing inherited from the page, not even `:root { text-rendering }`; `direction` still
 * is), and every element inside is reverted to the browser's defaults (`all: revert`), so only the widget's own
 * rules style it, whatever the page says.
 *
 * Specificity is the whole trick: `.ew-root.ew-root :where(…)` is (0,2,0), which beats ordinary host selectors
 * (`h1`, `*`, `button:hover`, `input[type=text]`, `.app h1`), while every widget rule (`.ew-root .ew-x`, also (0,2,0)
 * or more) still beats the reset because this sheet is always adopted FIRST (core/adoptStyles.ts), ahead of every
 * widget's sheet and after the page's own stylesheets. Host rules with an id or two classes plus an element
 * (`#app h1`, `.a .b h1`) still win; `enableShadowDOM` isolates completely.
 *
 * SVG is left out: `all: revert` would also drop SVG presentation attributes (`fill`, `stroke`, `width`), which are
 * author-level; only the properties host rules commonly touch (layout, `*` letter-spacing) are reverted there.
 */
export const resetStyles = `
.ew-root.ew-root{all:initial;display:block;box-sizing:border-box;color-scheme:light;}
.ew-root.ew-root :where(:not(svg, svg *)),.ew-root.ew-root :where(:not(svg, svg *))::before,.ew-root.ew-root :where(:not(svg, svg *))::after{all:revert;box-sizing:border-box;}
.ew-root.ew-root :where(input, textarea)::placeholder{all:revert;}
.ew-root.ew-root :where(svg){display:revert;vertical-align:revert;max-width:revert;max-height:revert;box-sizing:content-box;}
.ew-root.ew-root :where(svg, svg *){letter-spacing:revert;word-spacing:revert;text-transform:revert;box-sizing:content-box;}
`;

/** The core's own layout CSS (container, header, Main sections). Scoped under `.ew-root`. */
export const coreStyles = `
.ew-root.ew-root{font-family:var(--ew-font,Arial,Helvetica,sans-serif);color:var(--ew-text,#19303D);font-size:var(--ew-body-size,16px);line-height:1.4;box-sizing:border-box;}
.ew-root.ew-root{max-width:100%;min-width:0;}
/* The element the widget is mounted in (a shadow host, or the light-DOM mount point) may be a flex or grid item of a
   centring parent: its automatic minimum width is the card's 400px, so on a phone it would overflow on both sides.
   These let it shrink and keep it within its parent; zero specificity (:where) and :host both lose to page rules. */
:host{min-width:0;max-width:100%;}
:where(:has(> .ew-root)){min-width:0;max-width:100%;}
.ew-root .ew-container{position:relative;width:var(--ew-container-width,400px);max-width:100%;background:var(--ew-container-bg,#FFFFFF);border:1px solid var(--ew-container-border,#ADBCC5);border-radius:var(--ew-container-radius,8px);padding:24px 32px;display:flex;flex-direction:column;gap:24px;}
.ew-root .ew-stack{display:flex;flex-direction:column;gap:16px;}
.ew-root .ew-stack-sm{display:flex;flex-direction:column;gap:8px;}
.ew-root .ew-row{display:flex;gap:8px;align-items:center;}
.ew-root .ew-header{display:flex;flex-direction:column;align-items:center;gap:16px;}
.ew-root .ew-screen-top{display:flex;align-items:center;min-height:24px;}
.ew-root .ew-center{text-align:center;}
.ew-root .ew-watermark-row{display:flex;justify-content:center;}
.ew-root .ew-config-issues{display:flex;flex-direction:column;gap:8px;}
.ew-root .ew-config-fix{display:block;margin-top:4px;}
/* In the step-up widget the factor's own title sits under 'Confirm it's you': one step smaller, so one title leads. */
.ew-root .ew-step-up-factor .ew-heading{font-size:calc(var(--ew-header-size,24px) * 0.75);}
/* Toasts sit in the flow at the bottom of the card so they never cover a button; an empty region (kept mounted so
   announcements are reliable) cancels the container gap. */
.ew-root .ew-container > .ew-toasts{position:static;pointer-events:auto;}
.ew-root .ew-container > .ew-toasts:not(:has(.ew-toast)){margin-top:-24px;}
/* A field or button with its request error: the error's live region stays mounted, so it takes no flex gap. */
.ew-root .ew-field-group,.ew-root .ew-resend{display:flex;flex-direction:column;min-width:0;}
.ew-root .ew-field-group > .ew-error-text:not(:empty),.ew-root .ew-resend > .ew-error-text:not(:empty){margin-top:8px;}
.ew-root .ew-resend-row{display:flex;flex-wrap:wrap;align-items:center;gap:4px;}
.ew-root .ew-resend > .ew-resend-wait{margin-top:4px;}
.ew-root .ew-resend-wait:focus{outline:none;}
.ew-root .ew-resend-wait:focus-visible{outline:2px solid var(--ew-primary,#19303D);outline-offset:2px;border-radius:2px;}
.ew-root .ew-spinner-screen{display:flex;justify-content:center;align-items:center;min-height:160px;}
/* The callback page's screen keeps the room of a link's result from the start, its content centred: the check graphic
   (80px), a one-line heading, three lines of text, the Continue button (45px) and the gaps between them (4 × 16px). */
.ew-root .ew-callback-screen{display:flex;flex-direction:column;justify-content:center;min-height:calc(189px + 1.25 * var(--ew-header-size,24px) + 4.5 * var(--ew-body-size,16px));}
`;
