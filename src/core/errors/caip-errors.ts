import { BaseError, type BaseErrorParameters } from './base-error.js';

export type InvalidCaipAddressErrorParameters = BaseErrorParameters & {
  /** The rejected input. Addresses are public, so it may appear in the message. */
  value: string;
  /** `format`: not three non-empty parts; `namespace`: an unknown chain namespace. */
  reason?: 'format' | 'namespace' | undefined;
};

/**
 * A CAIP-10 account id (`namespace:chainId:address`) that does not parse (SPEC §5).
 * The message is `Invalid CAIP-10 address: {value}` for a bad format and `Invalid CAIP Address`
 * for an unknown namespace (both texts from SPEC §5 and §8).
 *
 * @example
 * throw new InvalidCaipAddressError({ value: 'eip155::0xabc' });
 * // Invalid CAIP-10 address: eip155::0xabc
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError' as const;
  readonly value: string;
  readonly reason: 'format' | 'namespace';

  constructor({ value, reason = 'format', ...parameters }: InvalidCaipAddressErrorParameters) {
    super(reason === 'namespace' ? 'Invalid CAIP Address' : `Invalid CAIP-10 address: ${value}`, parameters);
    this.value = value;
    this.reason = reason;
  }
}

export type InvalidCaipNetworkIdErrorParameters = BaseErrorParameters & {
  /** The rejected input. */
  value: string;
};

/**
 * A CAIP-2 network id (`namespace:chainId`) that does not parse (SPEC §5).
 *
 * @example
 * throw new InvalidCaipNetworkIdError({ value: 'eip155' });
 * // Invalid CAIP-2 network id: eip155
 */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError' as const;
  readonly value: string;

  constructor({ value, ...parameters }: InvalidCaipNetworkIdErrorParameters) {
    super(`Invalid CAIP-2 network id: ${value}`, parameters);
    this.value = value;
  }
}
