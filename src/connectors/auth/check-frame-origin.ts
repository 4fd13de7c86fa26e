import { HttpError } from '../../core/errors/internal-errors.js';
import { HttpClient } from '../../core/protocol/http-client.js';
import { readAllowedOrigins, type AllowedOriginsAnswer } from '../../core/protocol/index.js';
import { isOriginAllowed } from '../../core/utils/is-origin-allowed.js';
import { SERVER_ANSWER_TIMEOUT_MS } from '../../core/constants.js';

// A refusal of the project (unknown, no key) allows no page, as in the frame; these two say nothing about it.
const UNKNOWN_ANSWERS: readonly number[] = [404, 429];

export interface CheckFrameOriginParameters {
  /** The frame app's URL; its server answers the project's allowed origins (GET /projects/v1/origins). */
  frameUrl: string;
  projectId: string;
  /** The embedding page's origin. */
  origin?: string;
}

/**
 * Whether the embedded wallet's frame will accept this page: the project's allowed origins, read
 * from the frame's own server and matched as the frame and its `frame-ancestors` header match
 * them (an empty list or a refused read allows no page). A refused page never sees the frame run
 * (the browser blocks the framing), so this is how the modal learns it at once (SPEC §8 APKT005)
 * instead of after the 20 s load timeout. Undefined when it cannot tell (network down, a frame
 * server without this endpoint): the frame's load then decides.
 *
 * @example
 * if ((await checkFrameOrigin({ frameUrl, projectId })) === false) showAlert('APKT005');
 */
export async function checkFrameOrigin({
  frameUrl,
  projectId,
  origin = location.origin,
}: CheckFrameOriginParameters): Promise<boolean | undefined> {
  const client = new HttpClient({
    baseUrl: new URL(frameUrl).origin,
    projectId,
    credentials: 'omit',
    timeoutMs: SERVER_ANSWER_TIMEOUT_MS,
  });
  try {
    const answer = await client.get<AllowedOriginsAnswer>({ path: '/projects/v1/origins' });
    return isOriginAllowed({ origin, allowedOrigins: readAllowedOrigins({ answer }) });
  } catch (error) {
    if (error instanceof HttpError && error.status < 500 && !UNKNOWN_ANSWERS.includes(error.status)) return false;
    return undefined;
  }
}
