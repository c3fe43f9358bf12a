/** CSS of the oauth plugin, scoped under `.ew-root`, classes `ew-oauth-*`. */
export const styles = `
.ew-root .ew-oauth-provider{display:flex;flex-direction:column;min-width:0;}
.ew-root .ew-oauth-provider > .ew-error-text:not(:empty){margin-top:8px;}
.ew-root .ew-oauth-mark{display:block;width:20px;height:20px;flex:none;}
/* Black marks (GitHub, Apple, X, TikTok) vanish on a dark button: in the dark scheme they take the button's text
   colour, as those brands' guidelines allow a white mark on dark. */
.ew-root[data-ew-scheme=dark] .ew-oauth-mark :is([fill="#000000"],[fill="#181717"]){fill:currentColor;}
.ew-root .ew-oauth-onetap{display:flex;flex-direction:column;justify-content:center;min-height:47px;}
.ew-root .ew-oauth-onetap-slot{position:relative;overflow:hidden;transition:height .2s ease;}
.ew-root .ew-oauth-onetap-slot[hidden]{display:none;}
.ew-root .ew-oauth-onetap-slot--pending{display:flex;align-items:center;justify-content:center;}
.ew-root .ew-oauth-onetap-dev{margin:0 0 8px;}
@media (prefers-reduced-motion: reduce){.ew-root .ew-oauth-onetap-slot{transition:none;}}
`;
