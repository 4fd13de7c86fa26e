import assert from 'node:assert/strict';
import { webcrypto } from 'node:crypto';
import type { StartOidcStandInReturnType } from '../../server/oidc/start-oidc-stand-in.js';
import { startOidcStandIn } from '../../server/oidc/start-oidc-stand-in.js';
import { findFreePort } from '../../server/find-free-port.js';
import type { SocialProvider } from '../../server/oauth/social-providers.js';
import { createCookieBrowser, type CookieBrowser } from './cookie-browser.js';
import { deviceFields, startAuthServer, type AuthServer, type TestDevice } from './start-auth-server.js';

// The social login as the frame and a person in the popup drive it (tests only): the real
// server and the real OIDC stand-in on loopback.

export interface OAuthTestStack {
  server: AuthServer;
  standIn: StartOidcStandInReturnType;
  redirectUri: string;
  stop(): Promise<void>;
}

/** The server on a port fixed first, so the stand-in can register its callback as the redirect URI. */
export async function startOAuthTestStack(): Promise<OAuthTestStack> {
  const port = await findFreePort();
  const redirectUri = `http://127.0.0.1:${port}/auth/v1/oauth/callback`;
  const standIn = await startOidcStandIn({ redirectUri });
  try {
    const server = await startAuthServer({ port, oauth: { redirectUri, providers: standIn.providers } });
    return { server, standIn, redirectUri, stop: async () => (await server.stop(), await standIn.stop()) };
  } catch (error) {
    await standIn.stop();
    throw error;
  }
}

/** The frame's attempt secret (32 random bytes, base64url) and its hash, computed as the frame does (frame/src/handlers/social-login.ts). */
export async function createAttemptSecret(): Promise<{ attemptSecret: string; attemptSecretHash: string }> {
  const attemptSecret = Buffer.from(webcrypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(attemptSecret));
  return { attemptSecret, attemptSecretHash: Buffer.from(digest).toString('base64url') };
}

export interface StartedAttempt {
  attemptId: string;
  authorizationUrl: string;
  attemptSecret: string;
}

/** POST /auth/v1/oauth/start for a device (asserted 200). */
export async function startSocialLogin({
  server,
  provider,
  device,
}: {
  server: AuthServer;
  provider: SocialProvider;
  device: TestDevice;
}): Promise<StartedAttempt> {
  const { attemptSecret, attemptSecretHash } = await createAttemptSecret();
  const started = await server.post('/auth/v1/oauth/start', {
    provider,
    projectId: 'demo-project',
    ...deviceFields(device),
    attemptSecretHash,
  });
  assert.equal(started.status, 200, JSON.stringify(started.json));
  return {
    attemptId: started.json.attemptId as string,
    authorizationUrl: started.json.authorizationUrl as string,
    attemptSecret,
  };
}

/**
 * The popup at the stand-in: the authorization URL → the login page (its form checked) → the
 * typed login → consent (automatic) → the redirect to our callback, returned unfollowed.
 */
export async function signInAtStandIn({
  browser,
  authorizationUrl,
  login,
  redirectUri,
}: {
  browser: CookieBrowser;
  authorizationUrl: string;
  login: string;
  redirectUri: string;
}): Promise<URL> {
  const toLoginPage = await browser.follow(authorizationUrl);
  assert.equal(toLoginPage.response.status, 200, `the login page (${toLoginPage.url.pathname})`);
  const html = await toLoginPage.response.text();
  assert.match(html, /<input [^>]*name="login"/);
  assert.match(html, /<button type="submit" data-testid="oidc-login-submit">/);
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('the stand-in login page has no form action');
  const posted = await browser.go(new URL(action, toLoginPage.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login }).toString(),
  });
  assert.equal(posted.status, 303, 'the login form answers a redirect');
  const resume = new URL(posted.headers.get('location')!, toLoginPage.url);
  const { response } = await browser.follow(resume, (next) => next.href.startsWith(redirectUri));
  const location = response.headers.get('location');
  assert.ok(location?.startsWith(`${redirectUri}?`), `redirected to the callback, got ${response.status} ${location}`);
  return new URL(location!);
}

export interface CallbackPage {
  status: number;
  headers: Headers;
  html: string;
  /** `#oauth-result`'s data attributes. */
  attemptId: string | undefined;
  resultStatus: string | undefined;
  /** The one-time token the page would hand to the frame that opened the flow (done pages only). */
  callbackToken: string | undefined;
}

// What the callback pages opened here carried, by attempt: the frame's side of the popup hand-off
// (frame/src/handlers/social-login.ts), for completeSocialLogin's default.
const callbackTokens = new Map<string, string>();

/** GET the callback URL as the popup does. */
export async function openCallback({ url }: { url: URL | string }): Promise<CallbackPage> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  const result = /<main id="oauth-result"[^>]*>/.exec(html)?.[0] ?? '';
  const attemptId = /data-attempt-id="([^"]*)"/.exec(result)?.[1];
  const callbackToken = /data-callback-token="([^"]*)"/.exec(result)?.[1];
  if (attemptId && callbackToken) callbackTokens.set(attemptId, callbackToken);
  return {
    status: response.status,
    headers: response.headers,
    html,
    attemptId,
    resultStatus: /data-status="([^"]*)"/.exec(result)?.[1],
    callbackToken,
  };
}

/** A well-formed token no callback page ever carried (what anyone but the popup's opener has). */
export const forgedCallbackToken = () =>
  Buffer.from(webcrypto.getRandomValues(new Uint8Array(32))).toString('base64url');

export interface CompleteSocialLoginParameters {
  server: AuthServer;
  attempt: StartedAttempt;
  device: TestDevice;
  attemptSecret?: string;
  /** Defaults to the token the attempt's callback page carried (as the frame receives it), else a forged one. */
  callbackToken?: string;
  /** Sent as the frame sends it: the dapp site it is embedded in. */
  deviceSite?: string;
}

/** POST /auth/v1/oauth/complete. */
export function completeSocialLogin({
  server,
  attempt,
  device,
  attemptSecret = attempt.attemptSecret,
  callbackToken,
  deviceSite,
}: CompleteSocialLoginParameters) {
  const token = callbackToken ?? callbackTokens.get(attempt.attemptId) ?? forgedCallbackToken();
  return server.post('/auth/v1/oauth/complete', {
    attemptId: attempt.attemptId,
    attemptSecret,
    callbackToken: token,
    deviceId: device.deviceId,
    ...(deviceSite ? { deviceSite } : {}),
  });
}

/** The whole social login, asserted step by step: the complete answer's JSON. */
export async function socialLogin({
  stack,
  provider,
  login,
  device,
}: {
  stack: OAuthTestStack;
  provider: SocialProvider;
  login: string;
  device: TestDevice;
}): Promise<Record<string, unknown>> {
  const attempt = await startSocialLogin({ server: stack.server, provider, device });
  const callbackUrl = await signInAtStandIn({
    browser: createCookieBrowser(),
    authorizationUrl: attempt.authorizationUrl,
    login,
    redirectUri: stack.redirectUri,
  });
  const page = await openCallback({ url: callbackUrl });
  assert.equal(page.status, 200, page.html);
  assert.equal(page.resultStatus, 'done');
  const completed = await completeSocialLogin({ server: stack.server, attempt, device });
  assert.equal(completed.status, 200, JSON.stringify(completed.json));
  return completed.json;
}

let loginCounter = 0;
/** A login name no other test used. */
export const freshStandInLogin = (prefix = 'user') => `${prefix}${++loginCounter}x${Date.now()}`;

/** start → the stand-in's login → the callback URL, not yet opened. */
export async function reachCallback({
  stack,
  device,
  provider = 'google',
}: {
  stack: OAuthTestStack;
  device: TestDevice;
  provider?: SocialProvider;
}) {
  const attempt = await startSocialLogin({ server: stack.server, provider, device });
  const callbackUrl = await signInAtStandIn({
    browser: createCookieBrowser(),
    authorizationUrl: attempt.authorizationUrl,
    login: freshStandInLogin(),
    redirectUri: stack.redirectUri,
  });
  return { attempt, callbackUrl };
}

/** A copy of a URL with its query changed. */
export function withQuery(url: URL, change: (query: URLSearchParams) => void): URL {
  const copy = new URL(url);
  change(copy.searchParams);
  return copy;
}
