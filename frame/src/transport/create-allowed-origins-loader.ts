import { HttpError } from '../../../src/core/errors/internal-errors.js';
import { readAllowedOrigins, type AllowedOriginsAnswer, type HttpClient } from '../../../src/core/protocol/index.js';

export interface CreateAllowedOriginsLoaderParameters {
  /** Our own server's client, with the frame's project (GET /projects/v1/origins). */
  client: Pick<HttpClient, 'get'>;
}

/** Resolves to the project's allowed origins; a failure to reach the server rejects. */
export type LoadAllowedOrigins = () => Promise<readonly string[]>;

/**
 * The project's allowed origins, read once from our own server (issue 14 part 5): the frame asks
 * as soon as it starts, so the host's init message finds the answer there and READY follows it
 * without a round trip. A refusal (an HTTP error) reads as an empty list, so no origin is allowed;
 * a request that never got an answer (network down) is asked again by the next call.
 *
 * @example
 * const loadAllowedOrigins = createAllowedOriginsLoader({ client });
 * void loadAllowedOrigins().catch(() => undefined); // start early; the init message awaits it
 */
export function createAllowedOriginsLoader({ client }: CreateAllowedOriginsLoaderParameters): LoadAllowedOrigins {
  let allowedOrigins: Promise<readonly string[]> | undefined;
  return () =>
    (allowedOrigins ??= client
      .get<AllowedOriginsAnswer>({ path: '/projects/v1/origins' })
      .catch((error: unknown) => {
        if (error instanceof HttpError) return undefined;
        allowedOrigins = undefined;
        throw error;
      })
      .then((answer) => readAllowedOrigins({ answer })));
}
