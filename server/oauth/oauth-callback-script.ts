/**
 * The callback page's script, served as `/auth/v1/oauth/callback.js` (an external file, so the
 * page's CSP needs no inline script). It posts `{ type: 'w3m-oauth-result', attemptId, status }`
 * to every frame of the window that opened the popup (and to that window itself, for when our
 * frame opened it), with `targetOrigin` = this page's own origin: only a window of our origin
 * (the wallet frame) receives it, never the dapp page or another site's frame. It does not close
 * the popup: the dapp page closes it once the wallet is signed in, because the dapp reads a
 * closed popup as "the visitor gave up" and would otherwise race the frame's completion. The
 * message holds no secret: the attempt can only be completed with the secret the frame kept.
 */
export const OAUTH_CALLBACK_SCRIPT = `'use strict';
(function () {
  var result = document.getElementById('oauth-result');
  var attemptId = result && result.getAttribute('data-attempt-id');
  var status = result && result.getAttribute('data-status');
  var opener = window.opener;
  if (attemptId && (status === 'done' || status === 'failed') && opener) {
    var message = { type: 'w3m-oauth-result', attemptId: attemptId, status: status };
    // The opener itself too, in case our frame opened the popup; a dapp page (another origin) gets nothing.
    try {
      opener.postMessage(message, location.origin);
    } catch (error) {
      // The opener closed meanwhile.
    }
    for (var index = 0; index < opener.frames.length; index++) {
      try {
        opener.frames[index].postMessage(message, location.origin);
      } catch (error) {
        // A frame that went away between the count and the post: the others still get it.
      }
    }
  }
})();
`;
