import { escapeXml } from '../directory/escape-xml.js';

/**
 * CSP of the stand-in's own pages: no script at all. No `form-action`: browsers apply it to the
 * redirects that follow a form post too, and the login form's answer redirects to the server's
 * callback on another origin.
 */
export const STAND_IN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

export interface RenderStandInLoginPageParameters {
  /** "Google", "GitHub", … (SOCIAL_PROVIDER_NAMES). */
  providerName: string;
  /** Where the form posts: `/interaction/{uid}/login`. */
  action: string;
  /** Shown above the field after a refused login. */
  error?: string;
  /** The refused value, put back in the field. */
  login?: string;
}

/**
 * The login page of the dev OIDC stand-in: one field for a user name or an email and a submit
 * button. It says plainly that it is a local stand-in, not the real provider.
 *
 * @example
 * response.end(renderStandInLoginPage({ providerName: 'Google', action: `/interaction/${uid}/login` }));
 */
export function renderStandInLoginPage({
  providerName,
  action,
  error,
  login = '',
}: RenderStandInLoginPageParameters): string {
  const name = escapeXml({ text: providerName });
  const errorLine = error ? `<p role="alert" data-testid="oidc-login-error">${escapeXml({ text: error })}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to ${name} (local stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 22rem; margin: 3rem auto; padding: 0 1rem; }
  label, input, button { display: block; width: 100%; box-sizing: border-box; font: inherit; }
  input, button { margin-top: 0.5rem; padding: 0.5rem; }
  [role='alert'] { color: #b00020; }
  .note { color: #555; font-size: 0.875rem; }
</style>
</head>
<body>
<h1>Sign in to ${name} (local stand-in)</h1>
<p class="note">A local OIDC stand-in for ${name}, for development only. Any name or email signs in; no password.</p>
${errorLine}
<form method="post" action="${escapeXml({ text: action })}">
<label for="login">User name or email</label>
<input id="login" name="login" data-testid="oidc-login-input" value="${escapeXml({ text: login })}" autocomplete="username" required autofocus>
<button type="submit" data-testid="oidc-login-submit">Continue</button>
</form>
</body>
</html>
`;
}
