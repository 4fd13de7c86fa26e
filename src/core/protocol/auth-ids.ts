import * as v from 'valibot';

// Identifiers the frame and the auth API pass back and forth (server/auth/README.md).

/** A device id: a UUID the frame makes once per device (browser + top-level site). */
export const DEVICE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A device id (see {@link DEVICE_ID_PATTERN}). */
export const deviceIdSchema = v.pipe(v.string(), v.regex(DEVICE_ID_PATTERN));

/** A code challenge's or a social login attempt's id: 16 random bytes as base64url. */
export const challengeIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/));

/** A project id as the auth API takes it (the project itself is looked up after parsing). */
export const projectIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
