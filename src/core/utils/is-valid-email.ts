import * as v from 'valibot';

// The same pipe as the frame protocol's `emailSchema` (src/core/protocol/common-schemas.ts). It is
// rebuilt here rather than imported because the protocol may import utils, so utils importing the
// protocol would be a cycle; a test checks that the two agree.
const EMAIL = v.pipe(v.string(), v.maxLength(254), v.email());

/**
 * Whether a value is an e-mail address the embedded wallet accepts (SPEC §5 "Email must be a
 * valid e-mail address"): a string of at most 254 characters (RFC 5321) that passes valibot's
 * `email()` check, exactly as the frame protocol validates it. No trimming: pass what you send.
 *
 * @example
 * isValidEmail('ada@example.com'); // true
 * isValidEmail('a@'); // false
 */
export function isValidEmail(value: unknown): boolean {
  return v.is(EMAIL, value);
}
