import { escapeXml } from '../directory/escape-xml.js';
import type { OAuthCallbackOutcome } from './finish-oauth-callback.js';

/** Where the page's only script is served (same origin: `script-src 'self'`, no inline script). */
export const OAUTH_CALLBACK_SCRIPT_PATH = '/auth/v1/oauth/callback.js';

/**
 * Headers of the callback page. No `Cross-Origin-Opener-Policy: same-origin` (nor any COOP):
 * it would cut the popup from `window.opener`, the dapp page whose frame waits for the result
 * (docs/SECURITY.md §3.4). No referrer: the URL holds the code and the state.
 */
export const OAUTH_CALLBACK_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * The popup's last page. `#oauth-result` carries `data-attempt-id`, `data-status` ('done' or
 * 'failed') and, when done, `data-callback-token`; `callback.js` reads them and posts the result
 * to the frame that opened the flow (oauth-callback-script.ts). When
 * no attempt was identified there is nothing to post: the script is left out and the page stays
 * open with its message.
 *
 * @example
 * return c.html(renderOAuthCallbackPage({ outcome }), outcome.httpStatus);
 */
export function renderOAuthCallbackPage({ outcome }: { outcome: OAuthCallbackOutcome }): string {
  const { attemptId, status, message, callbackToken } = outcome;
  const attemptAttribute = attemptId === undefined ? '' : ` data-attempt-id="${escapeXml({ text: attemptId })}"`;
  const tokenAttribute =
    callbackToken === undefined ? '' : ` data-callback-token="${escapeXml({ text: callbackToken })}"`;
  const script = attemptId === undefined ? '' : `\n<script src="${OAUTH_CALLBACK_SCRIPT_PATH}"></script>`;
  const title = status === 'done' ? 'Signed in' : 'Sign-in failed';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 24rem; padding: 0 1rem">
<main id="oauth-result" data-testid="oauth-result"${attemptAttribute}${tokenAttribute} data-status="${status}">
<h1>${title}</h1>
<p>${escapeXml({ text: message })}</p>
</main>${script}
</body>
</html>
`;
}
