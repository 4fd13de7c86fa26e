/** How long the callback page waits for the frame's acknowledgement before it says to start again. */
export const OAUTH_CALLBACK_ACK_TIMEOUT_MS = 5_000;

/**
 * The callback page's script, served as `/auth/v1/oauth/callback.js` (an external file, so the
 * page's CSP needs no inline script). It reads the outcome and, for a done attempt, the one-time
 * callback token from `#oauth-result`, removes the token from the page, and posts
 * `{ type: 'w3m-oauth-result', attemptId, status, callbackToken? }` to every frame of the window
 * that opened the popup (and to that window itself, for when our frame opened it), with
 * `targetOrigin` = this page's own origin: only a window of our origin (the wallet frame) can
 * receive it, never the dapp page or another site's frame.
 *
 * The frame that started this very attempt answers `{ type: 'w3m-oauth-ack', attemptId }`; then the
 * page says so and leaves closing to the dapp page (which reads a closed popup as "gave up").
 * Without an opener (a link opened in a tab, a mail, another browser) or without an answer within
 * OAUTH_CALLBACK_ACK_TIMEOUT_MS, the page says the sign-in must be started again: the token went
 * nowhere, so the attempt can never be completed (issue "Hardening" part 1, F1).
 */
export const OAUTH_CALLBACK_SCRIPT = `'use strict';
(function () {
  var result = document.getElementById('oauth-result');
  if (!result) return;
  var attemptId = result.getAttribute('data-attempt-id');
  var status = result.getAttribute('data-status');
  var callbackToken = result.getAttribute('data-callback-token');
  result.removeAttribute('data-callback-token');
  var text = result.querySelector('p');
  function say(state, line) {
    result.setAttribute('data-delivery', state);
    if (text) text.textContent = line;
  }
  var opener = window.opener;
  if (!attemptId || (status !== 'done' && status !== 'failed')) return;
  if (!opener) {
    say('no-opener', 'This sign-in was not started from an app in this browser, so it was not completed. Start again from the app.');
    return;
  }
  var message = { type: 'w3m-oauth-result', attemptId: attemptId, status: status };
  if (status === 'done' && callbackToken) message.callbackToken = callbackToken;
  var acknowledged = false;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== location.origin || !data || data.type !== 'w3m-oauth-ack' || data.attemptId !== attemptId) return;
    acknowledged = true;
    say('acknowledged', status === 'done' ? 'Signed in. Return to the app: this window closes by itself.' : 'The sign-in failed. Start again from the app.');
  });
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
  setTimeout(function () {
    if (!acknowledged) say('unclaimed', 'No app in this browser was waiting for this sign-in, so it was not completed. Start again from the app.');
  }, ${OAUTH_CALLBACK_ACK_TIMEOUT_MS});
})();
`;
