import * as v from 'valibot';
import { SDK_TYPE, SDK_VERSION } from '../constants.js';
import { SIWX_AUTH_TOKEN_STORAGE_KEY, SIWX_MESSAGE_LIFETIME_MS } from './siwx-constants.js';
import { HttpError } from '../errors/internal-errors.js';
import { HttpClient } from '../protocol/http-client.js';
import {
  SIWX_AUTHENTICATE_PATH,
  SIWX_EMAIL_OTP_PATH,
  SIWX_EMAIL_VERIFY_PATH,
  SIWX_ME_PATH,
  SIWX_NONCE_HEADER,
  SIWX_NONCE_PATH,
  SIWX_SIGN_OUT_PATH,
  siwxAuthenticateAnswerSchema,
  siwxEmailOtpAnswerSchema,
  siwxEmailVerifyAnswerSchema,
  siwxMeAnswerSchema,
  siwxNonceAnswerSchema,
} from '../protocol/siwx-api.js';
import { formatSiwxMessage } from '../protocol/siwx-message.js';
import type { SiwxConfig, SiwxMessageData, SiwxSession } from '../types/siwx.js';

export interface CreateServerSiwxParameters {
  /** The reference server's base URL (the `apiUrl` option). */
  apiUrl: string;
  projectId: string;
  required?: boolean | undefined;
  statement?: string | undefined;
  /** Verify an email by a mailed code before the message (`email/otp`, `email/verify`); the session keeps it. */
  emailCapture?: boolean | undefined;
  /** The page the messages name (domain = host, uri = origin); defaults to `location`. */
  page?: Pick<Location, 'host' | 'origin'>;
  /** Where the session token is kept; defaults to localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => Date;
  /** For tests and runtimes without a global fetch. */
  fetch?: typeof fetch;
}

/**
 * The default `siwx` config (issue 16 part 1): sessions kept by the reference server's
 * `/siwx/v1/*` (src/core/protocol/siwx-api.ts). createMessage asks for a nonce; addSession
 * authenticates with the nonce's token and keeps the session token in localStorage
 * ('@appkit/siwx-auth-token', SPEC §3 "session token"); getSessions asks `me`; revoking signs out
 * and forgets the token. Sessions end when the wallet disconnects. With `emailCapture`, the code
 * challenge's uuid and then the verified email's token are kept here, and the token goes with the
 * next authenticate, which stores the email on the session (`me` answers it).
 *
 * @example
 * const siwx = createServerSiwx({ apiUrl: 'http://127.0.0.1:8787', projectId: 'demo-project', required: true });
 */
export function createServerSiwx(parameters: CreateServerSiwxParameters): SiwxConfig {
  const { apiUrl, projectId, required = false, statement, emailCapture = false, now = () => new Date() } = parameters;
  const page = parameters.page ?? location;
  const storage = parameters.storage ?? localStorage;
  const api = new HttpClient({
    baseUrl: apiUrl,
    projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    // Tokens travel in headers, never cookies; answers that carry one are not cached.
    credentials: 'omit',
    cache: 'no-store',
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
  });
  // Nonce → the token that proves the server issued it, until authenticate uses it.
  const nonceTokens = new Map<string, string>();
  const token = tokenStore(storage);
  // The email step: the challenge of the last code mailed, then the proof that its code was right.
  let emailChallenge: string | undefined;
  let emailToken: string | undefined;

  const signOut = async () => {
    const session = token.get();
    token.clear();
    if (!session) return;
    // Best effort: the token is forgotten here whatever the server answers.
    await api.post({ path: SIWX_SIGN_OUT_PATH, headers: bearer(session) }).catch(() => undefined);
  };

  const addSession = async ({ data, message, signature }: SiwxSession) => {
    const nonceToken = nonceTokens.get(data.nonce);
    nonceTokens.delete(data.nonce);
    const answer = v.parse(
      siwxAuthenticateAnswerSchema,
      await api.post({
        path: SIWX_AUTHENTICATE_PATH,
        headers: nonceToken ? { [SIWX_NONCE_HEADER]: `Bearer ${nonceToken}` } : {},
        body: { data: withoutUndefined(data), message, signature, ...(emailToken ? { emailToken } : {}) },
      }),
    );
    token.set(answer.token);
    // Spent with this session; a refused one stays for Sign again (the server says when it expired).
    emailToken = undefined;
  };

  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce, token: nonceToken } = v.parse(siwxNonceAnswerSchema, await api.get({ path: SIWX_NONCE_PATH }));
      nonceTokens.set(nonce, nonceToken);
      const issuedAt = now();
      const data: SiwxMessageData = {
        accountAddress,
        chainId,
        domain: page.host,
        uri: page.origin,
        version: '1',
        nonce,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + SIWX_MESSAGE_LIFETIME_MS).toISOString(),
        ...(statement ? { statement } : {}),
      };
      return { ...data, serializedMessage: formatSiwxMessage({ data }) };
    },
    addSession,
    async getSessions(chainId, address) {
      const session = token.get();
      if (!session) return [];
      let me: v.InferOutput<typeof siwxMeAnswerSchema>;
      try {
        me = v.parse(siwxMeAnswerSchema, await api.get({ path: SIWX_ME_PATH, headers: bearer(session) }));
      } catch (error) {
        // The server ended the session (expired, signed out elsewhere): forget it.
        if (error instanceof HttpError && error.status === 401) token.clear();
        if (error instanceof HttpError && error.status < 500) return [];
        throw error;
      }
      if (me.chainId !== chainId || !sameAddress({ chainId, a: me.address, b: address })) return [];
      return [{ data: withoutUndefined(me.data), message: me.message, signature: me.signature }];
    },
    async revokeSession() {
      await signOut();
    },
    async setSessions(sessions) {
      await signOut();
      // The server keeps one session per token: the last one given stays.
      for (const session of sessions) await addSession(session);
    },
    getRequired: () => required,
    signOutOnDisconnect: true,
    emailCapture,
    async requestEmailOtp({ email, account }) {
      const answer = await api.post({ path: SIWX_EMAIL_OTP_PATH, body: { email, account } });
      // The server replaced the earlier challenge; an earlier proof is moot. A refusal changes neither.
      emailChallenge = v.parse(siwxEmailOtpAnswerSchema, answer).uuid;
      emailToken = undefined;
    },
    async confirmEmailOtp({ code }) {
      // No code to check (none mailed, or the last one was accepted): what the server says of a spent one.
      if (!emailChallenge) throw Object.assign(new Error('No email code was requested'), { code: 'CODE_EXPIRED' });
      const answer = await api.post({ path: SIWX_EMAIL_VERIFY_PATH, body: { uuid: emailChallenge, code } });
      emailToken = v.parse(siwxEmailVerifyAnswerSchema, answer).emailToken;
      emailChallenge = undefined;
    },
  };
}

function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** EVM addresses are compared case-insensitively (checksum casing differs), others exactly. */
function sameAddress({ chainId, a, b }: { chainId: string; a: string; b: string }): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** The server's schema is strict: optional fields are left out rather than sent as undefined. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function tokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  // Storage may throw (blocked, private mode): the session then lasts as long as the page.
  let inMemory: string | undefined;
  return {
    get(): string | undefined {
      try {
        return storage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY) ?? undefined;
      } catch {
        return inMemory;
      }
    },
    set(token: string): void {
      inMemory = token;
      try {
        storage.setItem(SIWX_AUTH_TOKEN_STORAGE_KEY, token);
      } catch {
        // kept in memory only
      }
    },
    clear(): void {
      inMemory = undefined;
      try {
        storage.removeItem(SIWX_AUTH_TOKEN_STORAGE_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}
