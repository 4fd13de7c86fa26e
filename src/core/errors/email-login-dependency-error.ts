import { BaseError, type BaseErrorParameters } from './base-error.js';

/** The sign-in chunks (issue 20 part 5): the sign-in controller, or the frame client with its connectors. */
export type EmailLoginDependency = 'controller' | 'runtime';

/**
 * A chunk of the email or social sign-in did not arrive (a network drop, a deploy that replaced
 * it): SPEC §8 "Unable to load email login dependency". Nothing of the failure is kept, so the
 * next try (the same submit or click) loads the chunk again.
 *
 * @example
 * throw new EmailLoginDependencyError({ dependency: 'runtime', cause: error });
 */
export class EmailLoginDependencyError extends BaseError {
  override name = 'EmailLoginDependencyError' as const;
  readonly dependency: EmailLoginDependency;

  constructor({ dependency, ...parameters }: BaseErrorParameters & { dependency: EmailLoginDependency }) {
    super('Unable to load email login dependency', {
      details: `the ${dependency} chunk failed to load`,
      ...parameters,
    });
    this.dependency = dependency;
  }
}
