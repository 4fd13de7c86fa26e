import type { AuthApi } from '../api/auth-api.js';
import { AuthApiError } from '../api/auth-api-error.js';
import type { AuthUser, SessionTokens } from '../../../src/core/protocol/index.js';

/** What the session manager keeps across reloads (the device record in IndexedDB). */
export interface SessionStore {
  readRefreshToken(): Promise<string | undefined>;
  saveRefreshToken(parameters: { userId: string; refreshToken: string; refreshTokenExpiresAt: string }): Promise<void>;
  clear(): Promise<void>;
}

// Refresh a little before expiry, so a request never leaves with a token about to lapse.
const ACCESS_TOKEN_MARGIN_MS = 30_000;
// One refresh at a time across this site's tabs: a refresh token is single use (a reuse revokes the session).
const REFRESH_LOCK_NAME = 'w3m-frame-session-refresh';

/** What the session's `withAccessToken` throws besides what its call throws: AuthApiError 401 when there is no session, or the refresh's refusal. */
export type WithAccessTokenErrorType = AuthApiError;

/**
 * The frame's session: the access token lives in memory only; the rotating refresh token in the
 * device record. Refreshes are serialised with the Web Locks API, and the stored token is read
 * again inside the lock, because another tab of the same site may have rotated it meanwhile.
 *
 * @example
 * const session = createSessionManager({ api, store });
 * await session.start({ user, tokens });
 * const result = await session.withAccessToken((accessToken) => api.getWallet({ accessToken }));
 */
export function createSessionManager({
  api,
  store,
  now = Date.now,
}: {
  api: AuthApi;
  store: SessionStore;
  now?: () => number;
}) {
  let access: { token: string; expiresAt: number } | undefined;
  let currentUser: AuthUser | undefined;

  async function remember({ tokens, user }: { tokens: SessionTokens; user: AuthUser }) {
    access = { token: tokens.accessToken, expiresAt: Date.parse(tokens.accessTokenExpiresAt) };
    // A refresh answers without the provider's user name; keep what the sign-in said.
    currentUser =
      currentUser?.id === user.id ? { ...currentUser, ...user, userName: user.userName ?? currentUser.userName } : user;
    await store.saveRefreshToken({
      userId: user.id,
      refreshToken: tokens.refreshToken,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
    });
  }

  async function refreshUnlocked(): Promise<string | undefined> {
    const refreshToken = await store.readRefreshToken();
    if (!refreshToken) return undefined;
    try {
      const { session } = await api.refreshSession({ refreshToken });
      const { user } = await api.me({ accessToken: session.accessToken });
      await remember({ tokens: session, user });
      return session.accessToken;
    } catch (error) {
      // 401: expired, revoked or reused. The session is over; anything else (offline) keeps it for later.
      if (error instanceof AuthApiError && error.status === 401) {
        access = undefined;
        await store.clear();
        return undefined;
      }
      throw error;
    }
  }

  // Requests that arrive together (a restore asks for the user of each namespace at once) share
  // one refresh: each refresh rotates the token, so one per request cost a round trip each.
  let refreshing: Promise<string | undefined> | undefined;
  async function refreshOnce(): Promise<string | undefined> {
    const locks = globalThis.navigator?.locks;
    return locks ? locks.request(REFRESH_LOCK_NAME, refreshUnlocked) : refreshUnlocked();
  }
  function refresh(): Promise<string | undefined> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function accessToken(): Promise<string | undefined> {
    if (access && access.expiresAt - now() > ACCESS_TOKEN_MARGIN_MS) return access.token;
    return refresh();
  }

  return {
    get userId() {
      return currentUser?.id;
    },
    /** The signed-in user (email, user name), as the last sign-in or refresh told. */
    get user() {
      return currentUser;
    },
    start: ({ user, tokens }: { user: AuthUser; tokens: SessionTokens }) => remember({ tokens, user }),
    /** The signed-in user's email changed on the server (UPDATE_EMAIL_SECONDARY_OTP); the next refresh reads the same from /me. */
    setEmail({ email }: { email: string }) {
      if (currentUser) currentUser = { ...currentUser, email };
    },
    /** A usable access token, refreshed when needed; undefined when signed out. */
    accessToken,
    /**
     * Runs a call with the access token; a 401 (another tab's refresh replaced it) refreshes once and retries.
     * Rejects with AuthApiError 401 when there is no session.
     */
    async withAccessToken<T>(call: (token: string) => Promise<T>): Promise<T> {
      const token = await accessToken();
      if (!token) throw new AuthApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Not signed in' });
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof AuthApiError) || error.status !== 401 || error.code !== 'UNAUTHORIZED') throw error;
        access = undefined;
        const fresh = await refresh();
        if (!fresh) throw error;
        return call(fresh);
      }
    },
    /** Ends the session on the server (best effort) and here. */
    async end() {
      const refreshToken = await store.readRefreshToken();
      access = undefined;
      currentUser = undefined;
      await store.clear();
      if (refreshToken) await api.revokeSession({ refreshToken }).catch(() => undefined);
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
