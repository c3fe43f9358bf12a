/**
 * The simulated Google Identity Services script (what `https://accounts.google.com/gsi/client` defines:
 * `google.accounts.id.initialize / prompt / cancel`), served as a file. Its prompt lets a person pick a test
 * identity; the simulator (as Google) issues an ID token for it, which goes to the `callback` the Stytch client gave
 * `initialize`. The prompt notifications follow GIS's moment API as `GoogleOneTapClient` in @stytch/vanilla-js reads
 * it: a display moment once shown, a not-displayed moment (`unregistered_origin`, `invalid_client`) when the origin
 * or client is not allowed, a skipped moment (`user_cancel`, `tap_outside`) when closed, a dismissed moment
 * (`credential_returned`) after a pick.
 *
 * Strict CSP: no eval, no inline style; the prompt's look comes from the `style` stylesheet next to the script (as
 * GIS loads `…/gsi/style`), elements are built with DOM calls and every text is a text node. The endpoints are
 * resolved against the script's own URL, so the same file works served from the simulator or under Google's URL
 * through a test's route interception.
 */
export const gsiScript = `(function () {
  'use strict';
  if (window.google && window.google.accounts && window.google.accounts.id && window.google.accounts.id.__entrywaySim) return;
  var current = document.currentScript;
  var base = new URL('./', current && current.src ? current.src : location.href);
  var config = null;
  var open = null;

  function moment(kind, reason) {
    return {
      isDisplayMoment: function () { return kind === 'display'; },
      isDisplayed: function () { return kind === 'display'; },
      isNotDisplayed: function () { return kind === 'notDisplayed'; },
      getNotDisplayedReason: function () { return kind === 'notDisplayed' ? reason : undefined; },
      isSkippedMoment: function () { return kind === 'skipped'; },
      getSkippedReason: function () { return kind === 'skipped' ? reason : undefined; },
      isDismissedMoment: function () { return kind === 'dismissed'; },
      getDismissedReason: function () { return kind === 'dismissed' ? reason : undefined; },
      getMomentType: function () { return kind; }
    };
  }

  function ensureStyle() {
    var href = new URL('style', base).href;
    if (document.querySelector('link[data-entryway-gsi]')) return;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-entryway-gsi', '');
    document.head.appendChild(link);
  }

  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text != null) e.textContent = text;
    return e;
  }

  function close(notify, kind, reason) {
    if (!open) return;
    var o = open;
    open = null;
    document.removeEventListener('mousedown', o.outside, true);
    o.root.remove();
    if (notify) notify(moment(kind, reason));
  }

  function json(path, body) {
    return fetch(new URL(path, base).href, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit'
    }).then(function (r) { return r.json(); });
  }

  function render(settings, notify) {
    ensureStyle();
    var parent = config.prompt_parent_id ? document.getElementById(config.prompt_parent_id) : null;
    var root = el('div', 'entryway-gsi-prompt' + (parent ? ' entryway-gsi-prompt--embedded' : ' entryway-gsi-prompt--floating'));
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-labelledby', 'entryway-gsi-title');
    root.setAttribute('data-testid', 'gsi-prompt');
    var head = el('div', 'entryway-gsi-head');
    var title = el('h2', 'entryway-gsi-title', 'Sign in to ' + location.host + ' with Google');
    title.id = 'entryway-gsi-title';
    var x = el('button', 'entryway-gsi-close', '\\u00d7');
    x.type = 'button';
    x.setAttribute('aria-label', 'Close');
    head.appendChild(title);
    head.appendChild(x);
    root.appendChild(head);
    root.appendChild(el('p', 'entryway-gsi-note', 'Simulated Google One Tap: pick a test account.'));
    var list = el('ul', 'entryway-gsi-list');
    settings.identities.forEach(function (identity) {
      var li = el('li');
      var b = el('button', 'entryway-gsi-identity');
      b.type = 'button';
      b.appendChild(el('span', 'entryway-gsi-avatar', identity.name.charAt(0))).setAttribute('aria-hidden', 'true');
      var who = el('span', 'entryway-gsi-who');
      who.appendChild(el('span', 'entryway-gsi-name', 'Continue as ' + identity.name));
      who.appendChild(el('span', 'entryway-gsi-email', identity.email));
      b.appendChild(who);
      b.addEventListener('click', function () {
        b.disabled = true;
        json('credential', { client_id: config.client_id, identity: identity.id, origin: location.origin }).then(function (r) {
          var callback = config.callback;
          close(notify, 'dismissed', 'credential_returned');
          if (r && r.credential && callback) callback({ credential: r.credential, select_by: 'user', clientId: config.client_id });
        }, function () { b.disabled = false; });
      });
      li.appendChild(b);
      list.appendChild(li);
    });
    root.appendChild(list);
    x.addEventListener('click', function () { close(notify, 'skipped', 'user_cancel'); });
    root.addEventListener('keydown', function (e) { if (e.key === 'Escape') close(notify, 'skipped', 'user_cancel'); });
    var outside = function (e) {
      if (config.cancel_on_tap_outside !== false && !root.contains(e.target)) close(notify, 'skipped', 'tap_outside');
    };
    document.addEventListener('mousedown', outside, true);
    (parent || document.body).appendChild(root);
    open = { root: root, outside: outside };
    if (notify) notify(moment('display'));
  }

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    __entrywaySim: true,
    initialize: function (c) { config = c || {}; },
    prompt: function (notify) {
      if (!config || !config.client_id) throw new Error('google.accounts.id.prompt() called before initialize() with a client_id');
      if (open) return;
      var q = new URLSearchParams({ client_id: config.client_id, origin: location.origin });
      json('config?' + q.toString()).then(function (settings) {
        if (settings.reason) { if (notify) notify(moment('notDisplayed', settings.reason)); return; }
        render(settings, notify);
      }, function () { if (notify) notify(moment('notDisplayed', 'unknown_reason')); });
    },
    cancel: function () { close(null); },
    disableAutoSelect: function () {},
    renderButton: function () {},
    storeCredential: function () {},
    revoke: function (hint, done) { if (done) done({ successful: true }); }
  };
})();
`;

/** The prompt's stylesheet (`…/gsi/style`). */
export const gsiStyle = `.entryway-gsi-prompt{box-sizing:border-box;width:360px;max-width:calc(100vw - 32px);padding:16px;background:#FFFFFF;color:#1F1F1F;border:1px solid #DADCE0;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.2);font:14px/1.4 Arial,Helvetica,sans-serif;z-index:2147483647}
.entryway-gsi-prompt--floating{position:fixed;top:16px;right:16px}
.entryway-gsi-prompt--embedded{position:relative;width:100%;max-width:none;box-shadow:none}
.entryway-gsi-head{display:flex;align-items:flex-start;justify-content:space-between;gap:8px}
.entryway-gsi-title{margin:0;font-size:16px;font-weight:600}
.entryway-gsi-close{flex:none;width:32px;height:32px;padding:0;background:transparent;border:0;border-radius:50%;font-size:22px;line-height:1;color:#444746;cursor:pointer}
.entryway-gsi-close:hover{background:#F1F3F4}
.entryway-gsi-note{margin:4px 0 12px;color:#444746}
.entryway-gsi-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.entryway-gsi-identity{display:flex;align-items:center;gap:12px;width:100%;padding:8px 12px;text-align:left;background:#FFFFFF;color:#1F1F1F;border:1px solid #747775;border-radius:4px;font:inherit;cursor:pointer}
.entryway-gsi-identity:hover{background:#F1F3F4}
.entryway-gsi-avatar{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background:#0B57D0;color:#FFFFFF;font-weight:600}
.entryway-gsi-who{display:flex;flex-direction:column}
.entryway-gsi-name{font-weight:600}
.entryway-gsi-email{color:#444746}
.entryway-gsi-prompt :focus-visible{outline:2px solid #0B57D0;outline-offset:2px}
`;
