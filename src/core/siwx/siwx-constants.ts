// Kept out of src/core/constants.ts, whose module is in the first chunk: nothing of sign-in is (issue 16).

/** localStorage key of the reference server's sign-in session token (SPEC §3 "session token"). */
export const SIWX_AUTH_TOKEN_STORAGE_KEY = '@appkit/siwx-auth-token';
/** How long a message of the default sign-in config stays valid after it is issued. */
export const SIWX_MESSAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
