import { BaseError, type BaseErrorParameters } from './base-error.js';

/** `cancelled`: the visitor declined to sign (nothing to report); `failed`: anything else. */
export type NamesErrorKind = 'cancelled' | 'failed';

export interface NamesErrorParameters extends Omit<BaseErrorParameters, 'details'> {
  /** A text of the names message table (src/core/messages/names-en.ts): views show it as is. */
  message: string;
  kind?: NamesErrorKind;
}

/**
 * What the names controller throws (issue 18): the message is the text to show (SPEC §8 "Error
 * resolving name", the service's first reason, …), the cause what went wrong underneath.
 *
 * @example
 * throw new NamesError({ message: namesEn.resolveError, cause: error });
 * if (error instanceof NamesError && error.kind === 'cancelled') return; // the visitor said no
 */
export class NamesError extends BaseError {
  override name = 'NamesError' as const;
  readonly kind: NamesErrorKind;

  constructor({ message, kind = 'failed', ...parameters }: NamesErrorParameters) {
    super(message, parameters);
    this.kind = kind;
  }
}
