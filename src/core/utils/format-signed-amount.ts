import { AMOUNT_MINUS_OPERATIONS, AMOUNT_PLUS_OPERATIONS } from '../constants.js';
import { formatBalance } from './format-balance.js';

export interface FormatSignedAmountParameters {
  /** `metadata.operationType` of the history transaction ('send', 'receive', 'deposit', …). */
  operationType: string;
  /** The transfer's `quantity.numeric`, a decimal string in whole tokens. */
  quantity: string | number | undefined;
}

/** '+', '-' or '' for an operation type (SPEC §9 sign rules). */
export function amountSign({ operationType }: { operationType: string }): '+' | '-' | '' {
  const operation = operationType.toLowerCase();
  if ((AMOUNT_PLUS_OPERATIONS as readonly string[]).includes(operation)) return '+';
  // 'send' is not in SPEC §9's minus list, but a send takes coins out like a withdrawal does.
  if (operation === 'send' || (AMOUNT_MINUS_OPERATIONS as readonly string[]).includes(operation)) return '-';
  return '';
}

/**
 * An activity amount with its sign (SPEC §9: + for receive, deposit, borrow, claim; - for
 * withdraw, repay, burn, and send) and 3 decimals floored (`formatBalance`). Other operations
 * (trade, execute, …) show no sign. The quantity's own sign is ignored: the operation decides.
 * @example
 * formatSignedAmount({ operationType: 'send', quantity: '0.5' }); // '-0.500'
 * formatSignedAmount({ operationType: 'receive', quantity: '10.12345' }); // '+10.123'
 */
export function formatSignedAmount({ operationType, quantity }: FormatSignedAmountParameters): string {
  const magnitude = formatBalance({
    value: typeof quantity === 'string' ? quantity.trim().replace(/^[+-]/, '') : Math.abs(Number(quantity)),
  });
  return `${amountSign({ operationType })}${magnitude}`;
}
