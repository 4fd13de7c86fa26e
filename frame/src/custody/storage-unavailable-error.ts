/**
 * The frame cannot use IndexedDB: the browser blocks storage for this third-party frame (or it is
 * missing). The device key and share cannot be kept, so nothing is started on the server; the
 * modal explains it to the visitor (issue "Hardening" part 9).
 *
 * @example
 * if (error instanceof StorageUnavailableError) return { error: { message: error.message, reason: 'STORAGE_UNAVAILABLE' } };
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError' as const;
  constructor({ cause }: { cause?: unknown } = {}) {
    super('This browser does not let the wallet keep its data here', { cause });
  }
}
