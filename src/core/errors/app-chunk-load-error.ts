import { BaseError, type BaseErrorParameters } from './base-error.js';

/** The chunks the button loads after the first paint (issue 14 part 1). */
export type AppChunk = 'core' | 'modal';

export type AppChunkLoadErrorParameters = BaseErrorParameters & { chunk: AppChunk };

/**
 * A chunk of the app failed to arrive (a network drop, a deploy that replaced it), so an action
 * that needs it (`open`, `switchNetwork`, …) could not run. Nothing is kept of the failure: the
 * next action loads the chunk again.
 *
 * @example
 * throw new AppChunkLoadError({ chunk: 'core', cause: error });
 */
export class AppChunkLoadError extends BaseError {
  override name = 'AppChunkLoadError' as const;
  readonly chunk: AppChunk;

  constructor({ chunk, ...parameters }: AppChunkLoadErrorParameters) {
    super('The modal could not be loaded. Check your connection and try again.', {
      details: `the ${chunk} chunk failed to load`,
      ...parameters,
    });
    this.chunk = chunk;
  }
}
