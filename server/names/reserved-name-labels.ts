/**
 * Labels nobody may register: the service's and the product's own names and words a visitor
 * would take for an official account. Compared lowercase.
 */
export const RESERVED_NAME_LABELS: ReadonlySet<string> = new Set([
  'reown',
  'walletconnect',
  'appkit',
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'helpdesk',
  'official',
  'security',
  'staff',
  'team',
  'moderator',
  'wallet',
  'null',
  'undefined',
  'localhost',
]);

/**
 * @example
 * isReservedNameLabel({ label: 'Admin' }); // true
 */
export function isReservedNameLabel({ label }: { label: string }): boolean {
  return RESERVED_NAME_LABELS.has(label.toLowerCase());
}
