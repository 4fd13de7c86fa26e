export type BaseErrorParameters = {
  /** The error that led to this one. Logs keep the chain; it is never copied into `message`. */
  cause?: unknown;
  /** Extra text for logs and developers, e.g. the message a wallet sent. */
  details?: string | undefined;
  /** Path of a docs page that explains the error. */
  docsPath?: string | undefined;
  /** Extra lines shown under the short message, e.g. hints. */
  metaMessages?: readonly string[] | undefined;
};

/**
 * Root of every error the library throws (DESIGN §9). The UI shows `shortMessage`; `message` adds
 * meta lines, docs path and details for logs, viem-style.
 *
 * Nothing is copied into the message implicitly (not even `cause.message`), so a caller decides
 * what text an error carries and secrets cannot leak through a wrapped cause.
 *
 * @example
 * class ChainNotConfiguredError extends BaseError {
 *   override name = 'ChainNotConfiguredError' as const;
 *   constructor(parameters: BaseErrorParameters = {}) {
 *     super('Chain not configured', parameters);
 *   }
 * }
 * new ChainNotConfiguredError().message; // 'Chain not configured'
 */
export class BaseError extends Error {
  override name: string = 'BaseError';
  readonly shortMessage: string;
  readonly details: string | undefined;
  readonly docsPath: string | undefined;
  readonly metaMessages: readonly string[] | undefined;

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, details, docsPath, metaMessages } = parameters;
    const extra = [
      ...(metaMessages ?? []),
      ...(docsPath ? [`Docs: ${docsPath}`] : []),
      ...(details ? [`Details: ${details}`] : []),
    ];
    const message = extra.length ? `${shortMessage}\n\n${extra.join('\n')}` : shortMessage;
    super(message, cause === undefined ? undefined : { cause });
    this.shortMessage = shortMessage;
    this.details = details;
    this.docsPath = docsPath;
    this.metaMessages = metaMessages;
  }
}
