import * as v from 'valibot';
import type { AuthApi } from '../api/auth-api.js';
import { AuthApiError } from '../api/auth-api-error.js';
import { bytesToBase64Url } from '../custody/index.js';
import type { DeviceRecord } from '../custody/index.js';
import type { SocialProvider } from '../../../src/core/protocol/index.js';

/** What the server's OAuth callback page posts to this frame (server/auth/README.md, social login step 3). */
const oauthResultSchema = v.strictObject({
  type: v.literal('w3m-oauth-result'),
  attemptId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/)),
  status: v.picklist(['done', 'failed']),
  /** Done only: the one-time token `oauth/complete` requires (32 random bytes, base64url). */
  callbackToken: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))),
});

/** What the callback page gets back, so it can tell the visitor the app received the result. */
const OAUTH_ACK_TYPE = 'w3m-oauth-ack';

type AttemptResult = { status: 'done'; callbackToken: string } | { status: 'failed' };

interface PendingAttempt {
  attemptId: string;
  attemptSecret: string;
  uri: string;
  result: Promise<AttemptResult>;
  settle(result: AttemptResult): void;
}

/** What the social login's `waitForResult` throws: no attempt for this URI, or one that was cancelled or refused (400); `start` throws what the auth API does. */
export type SocialLoginErrorType = AuthApiError;

/**
 * The frame's half of a social sign-in: starts an attempt with a secret only the frame holds,
 * then waits for the callback page's message, accepted only from the frame's own origin and
 * never from the embedding page, for this very attempt, and acknowledged to the page. The secret
 * and the page's one-time callback token are swapped for the session afterwards: an attempt id
 * or authorization URL seen elsewhere is useless, and a callback page that reached no frame
 * (opened from a link) completes nothing (issue "Hardening" part 1).
 *
 * @example
 * const uri = await social.start({ provider: 'google', record });
 * const { attemptId, attemptSecret } = await social.waitForResult({ uri });
 */
export function createSocialLogin({ api, window: target = globalThis.window }: { api: AuthApi; window?: Window }) {
  let pending: PendingAttempt | undefined;

  return {
    async start({ provider, record }: { provider: SocialProvider; record: DeviceRecord }): Promise<string> {
      const attemptSecret = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(attemptSecret)));
      const { attemptId, authorizationUrl } = await api.startOauth({
        provider,
        deviceId: record.deviceId,
        devicePublicKey: record.publicJwk,
        attemptSecretHash: bytesToBase64Url(hash),
      });
      pending?.settle({ status: 'failed' });
      let settle!: (result: AttemptResult) => void;
      const result = new Promise<AttemptResult>((resolve) => (settle = resolve));
      pending = { attemptId, attemptSecret, uri: authorizationUrl, result, settle };
      return authorizationUrl;
    },
    /** Resolves once the provider's answer reached the server and its page told us; throws if it was refused. */
    async waitForResult({
      uri,
    }: {
      uri: string;
    }): Promise<{ attemptId: string; attemptSecret: string; callbackToken: string }> {
      const attempt = pending;
      if (!attempt || attempt.uri !== uri)
        throw new AuthApiError({ status: 400, code: 'NO_SOCIAL_ATTEMPT', message: 'Start the social sign-in again' });
      const result = await attempt.result;
      if (pending === attempt) pending = undefined;
      if (result.status !== 'done')
        throw new AuthApiError({ status: 400, code: 'OAUTH_FAILED', message: 'The sign-in was cancelled or refused' });
      return {
        attemptId: attempt.attemptId,
        attemptSecret: attempt.attemptSecret,
        callbackToken: result.callbackToken,
      };
    },
    /** The window `message` listener for the callback page's result. */
    onWindowMessage(event: MessageEvent) {
      if (event.origin !== target.location.origin || event.source === target.parent) return;
      const parsed = v.safeParse(oauthResultSchema, event.data);
      if (!parsed.success || parsed.output.attemptId !== pending?.attemptId) return;
      const { status, callbackToken, attemptId } = parsed.output;
      // A done result without its token cannot complete anything: treat it as failed.
      pending.settle(status === 'done' && callbackToken ? { status: 'done', callbackToken } : { status: 'failed' });
      (event.source as Window | null)?.postMessage({ type: OAUTH_ACK_TYPE, attemptId }, target.location.origin);
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;
