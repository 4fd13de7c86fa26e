/** What a pairing URI carries. */
export interface PairingUriParameters {
  topic: string;
  symKey: string;
  /** Unix seconds after which the wallet refuses to pair. */
  expiryTimestamp: number;
}

/**
 * The `wc:` URI a wallet scans or opens to pair: topic and protocol version 2, the relay protocol,
 * the symmetric key and the expiry, in the order the 2.x SDK writes them.
 *
 * @example
 * formatPairingUri({ topic, symKey, expiryTimestamp: 1_700_000_300 });
 * // 'wc:7f…@2?relay-protocol=irn&symKey=58…&expiryTimestamp=1700000300'
 */
export function formatPairingUri({ topic, symKey, expiryTimestamp }: PairingUriParameters): string {
  return `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${expiryTimestamp}`;
}
