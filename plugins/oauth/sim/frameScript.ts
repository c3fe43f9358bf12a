/**
 * The simulated clientside-services frame (Stytch serves it at `https://js.stytch.com/clientside-services/
 * index.html`; the client creates it on its first RPC and talks to it through `postMessage`).
 *
 * Protocol (`core/src/rpc/FrameClient.ts` of @stytch/vanilla-js 6.3): the parent posts `{ method, args: [req] }`
 * with a `MessagePort`; the frame answers on the port with `{ success: true, payload }` or
 * `{ success: false, error }`, where `error` is a plain object with `name: 'StytchAPIError'` and the API error's
 * fields (the client's `ErrorMarshaller` turns it back into a `StytchAPIError`).
 * - `oneTapStart({ publicToken })` → `{ googleClientId, oauthCallbackId }` (from `GET /v1/public/oauth/google/onetap/start`)
 * - `oneTapSubmit({ publicToken, idToken, oauthCallbackID, loginRedirectURL, signupRedirectURL })` → `{ redirect_url }`
 *   (from `POST /v1/oauth/callback/{oauthCallbackID}`)
 * - `parsedPhoneNumber({ phoneNumber, regionCode })` → `{ isValid, number, national }`
 * - `getExamplePhoneNumber({ regionCode })` → `{ phoneNumber }`
 * The frame calls Stytch's `/v1/` paths on its own origin (the simulator serves them as the API host does); the phone
 * helpers are the simulator's own `/__sim/oauth/phone/*` (libphonenumber-js, where Stytch's frame uses awesome-phonenumber).
 */
export const frameHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Stytch clientside services (simulated)</title>
<link rel="icon" href="data:,">
<script src="frame.js" defer></script>
</head>
<body></body>
</html>
`;

export const frameScript = `(function () {
  'use strict';
  var sim = new URL('../', location.href).href;
  var api = location.origin;

  function apiError(status, body) {
    body = body || {};
    return {
      name: 'StytchAPIError',
      status_code: body.status_code || status,
      error_type: body.error_type || 'unknown_error',
      error_message: body.error_message || body.error || 'The simulator refused the request.',
      error_url: body.error_url || 'https://stytch.com/docs/api/errors/' + status,
      request_id: body.request_id
    };
  }

  function call(path, init, root) {
    return fetch((root || api) + path, init).then(function (r) {
      return r.json().then(function (body) {
        if (!r.ok) throw apiError(r.status, body);
        return body;
      });
    });
  }

  var handlers = {
    oneTapStart: function (req) {
      return call('/v1/public/oauth/google/onetap/start?' + new URLSearchParams({ public_token: req.publicToken || '' }))
        .then(function (b) { return { googleClientId: b.google_client_id, oauthCallbackId: b.oauth_callback_id }; });
    },
    oneTapSubmit: function (req) {
      var body = { public_token: req.publicToken, id_token: req.idToken };
      if (req.loginRedirectURL) body.login_redirect_url = req.loginRedirectURL;
      if (req.signupRedirectURL) body.signup_redirect_url = req.signupRedirectURL;
      return call('/v1/oauth/callback/' + encodeURIComponent(req.oauthCallbackID || ''), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body)
      }).then(function (b) { return { redirect_url: b.redirect_url }; });
    },
    parsedPhoneNumber: function (req) {
      return call('phone/parse?' + new URLSearchParams({ phone_number: req.phoneNumber || '', region_code: req.regionCode || '' }), undefined, sim);
    },
    getExamplePhoneNumber: function (req) {
      return call('phone/example?' + new URLSearchParams({ region_code: req.regionCode || '' }), undefined, sim);
    }
  };

  window.addEventListener('message', function (event) {
    var port = event.ports && event.ports[0];
    var data = event.data;
    if (!port || !data || typeof data.method !== 'string') return;
    var handler = Object.prototype.hasOwnProperty.call(handlers, data.method) ? handlers[data.method] : null;
    if (!handler) {
      port.postMessage({ success: false, error: { name: 'Error', message: 'Unknown method ' + data.method } });
      return;
    }
    Promise.resolve()
      .then(function () { return handler.apply(null, Array.isArray(data.args) ? data.args : []); })
      .then(
        function (payload) { port.postMessage({ success: true, payload: payload }); },
        function (error) {
          port.postMessage({ success: false, error: error && error.name ? error : { name: 'Error', message: String(error && error.message || error) } });
        }
      );
  });
})();
`;
