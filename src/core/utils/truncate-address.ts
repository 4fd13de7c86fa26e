export type TruncateAddressParameters = {
  address: string;
  /** Characters kept after any `0x` prefix. */
  charsStart?: number | undefined;
  /** Characters kept at the end. */
  charsEnd?: number | undefined;
};

/**
 * Shortens an address for display: the `0x` prefix (if any), the first `charsStart` characters,
 * an ellipsis (one character, `…`), the last `charsEnd`. An address that would not get shorter
 * comes back unchanged.
 *
 * @example
 * truncateAddress({ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }); // '0x5aAe…1BeAed'
 * truncateAddress({ address: 'So11111111111111111111111111111111111111112', charsEnd: 4 }); // 'So11…1112'
 */
export function truncateAddress({ address, charsStart = 4, charsEnd = 6 }: TruncateAddressParameters): string {
  const prefix = address.startsWith('0x') ? '0x' : '';
  const body = address.slice(prefix.length);
  const start = Math.max(0, Math.floor(charsStart)) || 0; // `|| 0` turns NaN into 0
  const end = Math.max(0, Math.floor(charsEnd)) || 0;
  if (body.length <= start + end + 1) return address;
  // slice(length - end) rather than slice(-end): slice(-0) would keep the whole string
  return `${prefix}${body.slice(0, start)}…${body.slice(body.length - end)}`;
}
