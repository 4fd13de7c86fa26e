/**
 * Any error by its `name`: the catch-all member of an `XErrorType` union (viem's `ErrorType`),
 * for what a function may throw besides our own classes (a platform `TypeError`, a library's error).
 *
 * @example
 * export type CombineSharesErrorType = InvalidKeySharesError | ErrorType;
 */
export type ErrorType<name extends string = 'Error'> = Error & { name: name };
