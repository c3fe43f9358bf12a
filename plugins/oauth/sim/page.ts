/**
 * The simulated provider's sign-in page (HTML) and its stylesheet. Served by the simulator, so it must work under
 * the sandbox's strict CSP: no script at all (three plain GET forms), no inline style (one external stylesheet), and
 * every value escaped. The brand mark is the plugin's own vector data.
 */
import { markMarkup } from '../providers/markup';
import type { ProviderInfo } from '../providers/define';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface TestIdentity {
  /** Index used by the form. */
  id: string;
  name: string;
  email: string;
}

export interface ProviderPageInput {
  provider: ProviderInfo;
  projectName: string;
  /** The pending authorization's id (the form sends it back). */
  state: string;
  scopes: string[];
  identities: TestIdentity[];
  /** Where the forms go (GET). */
  decideURL: string;
  stylesheetURL: string;
  /** Shown above the typed-identity form after a bad email. */
  error?: string;
  /** Values to keep in the typed-identity form. */
  typed?: { name: string; email: string };
}

export function providerPage(p: ProviderPageInput): string {
  const name = escapeHtml(p.provider.name);
  const project = escapeHtml(p.projectName);
  const hidden = `<input type="hidden" name="state" value="${escapeHtml(p.state)}">`;
  const action = escapeHtml(p.decideURL);
  const identities = p.identities
    .map(
      (i) =>
        `<li><button class="identity" type="submit" name="identity" value="${escapeHtml(i.id)}">` +
        `<span class="avatar" aria-hidden="true">${escapeHtml(i.name.slice(0, 1))}</span>` +
        `<span class="who"><span class="label">Continue as ${escapeHtml(i.name)}</span>` +
        `<span class="email">${escapeHtml(i.email)}</span></span></button></li>`,
    )
    .join('');
  const scopes = p.scopes.length
    ? `<p class="scopes">${project} will receive: ${p.scopes.map((s) => `<code>${escapeHtml(s)}</code>`).join(' ')}</p>`
    : '';
  const error = p.error ? `<p class="error" role="alert" id="typed-error">${escapeHtml(p.error)}</p>` : '';
  const describedBy = p.error ? ' aria-describedby="typed-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>Sign in with ${name} (simulated)</title>
<link rel="stylesheet" href="${escapeHtml(p.stylesheetURL)}">
</head>
<body>
<main class="card" aria-labelledby="title">
<div class="brand">${markMarkup(p.provider.mark, 40)}<span class="brand-name">${name}</span></div>
<h1 id="title">Sign in with ${name}</h1>
<p class="sub">to continue to <strong>${project}</strong></p>
<p class="notice">This is the Entryway simulator's stand-in for ${name}. No real account is used.</p>
${scopes}
<form method="get" action="${action}" aria-label="Test accounts">${hidden}<ul class="identities">${identities}</ul></form>
<form method="get" action="${action}" class="typed" aria-labelledby="typed-title">${hidden}
<h2 id="typed-title">Use another account</h2>
${error}
<label for="typed-name">Name</label>
<input id="typed-name" name="name" autocomplete="name" required value="${escapeHtml(p.typed?.name ?? '')}">
<label for="typed-email">Email</label>
<input id="typed-email" name="email" type="email" autocomplete="email" required value="${escapeHtml(p.typed?.email ?? '')}"${describedBy}>
<button class="primary" type="submit" name="identity" value="typed">Continue</button>
</form>
<form method="get" action="${action}">${hidden}<button class="cancel" type="submit" name="cancel" value="1">Cancel</button></form>
</main>
</body>
</html>`;
}

/** The provider page's stylesheet (neutral, like an identity provider's own page; AA contrast, visible focus). */
export const providerPageCss = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#F1F3F4;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1F1F1F}
.card{width:100%;max-width:420px;margin:24px;padding:32px;background:#FFFFFF;border:1px solid #DADCE0;border-radius:8px}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:16px}
.brand svg{width:40px;height:40px}
.brand-name{font-size:20px;font-weight:600}
h1{margin:0;font-size:24px;font-weight:600}
h2{margin:24px 0 8px;font-size:16px;font-weight:600}
.sub{margin:4px 0 16px}
.notice{margin:0 0 16px;padding:8px 12px;background:#FEF7E0;border-radius:4px;font-size:14px}
.scopes{font-size:14px}
code{padding:0 4px;background:#F1F3F4;border-radius:3px}
.identities{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
button{font:inherit;cursor:pointer}
.identity{display:flex;align-items:center;gap:12px;width:100%;padding:10px 12px;text-align:left;background:#FFFFFF;color:#1F1F1F;border:1px solid #747775;border-radius:4px}
.identity:hover{background:#F1F3F4}
.avatar{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;background:#0B57D0;color:#FFFFFF;font-weight:600}
.who{display:flex;flex-direction:column}
.label{font-weight:600}
.email{font-size:14px;color:#444746}
label{display:block;margin:8px 0 4px;font-size:14px}
input{width:100%;height:44px;padding:0 12px;font:inherit;border:1px solid #747775;border-radius:4px}
.primary{margin-top:16px;width:100%;height:44px;background:#0B57D0;color:#FFFFFF;border:0;border-radius:4px;font-weight:600}
.cancel{margin-top:16px;width:100%;height:44px;background:#FFFFFF;color:#0B57D0;border:1px solid #747775;border-radius:4px;font-weight:600}
.error{margin:0 0 8px;color:#B3261E;font-size:14px}
:focus-visible{outline:2px solid #0B57D0;outline-offset:2px}
`;
