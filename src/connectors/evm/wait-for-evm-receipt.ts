import { createClient, http, type Hex } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import {
  BLOCK_POLLING_MIN_MS,
  RECEIPT_RETRY_COUNT,
  RECEIPT_RETRY_DELAY_MS,
  RECEIPT_WAIT_TIMEOUT_MS,
} from '../../core/constants.js';
import type { ReceiptOutcome } from '../../core/types/send-actions.js';
import { classifyReplacement, type ReplacementReason } from '../../core/utils/classify-replacement.js';

/**
 * Waits for a transaction's receipt with the numbers of SPEC §9 (timeout 180000 ms, 6 retries,
 * 200 ms delay doubling) and reports success or reverted; when the wallet replaced the
 * transaction (same nonce), the replacement's receipt counts and the reason is classified
 * (SPEC §4: repriced, cancelled or replaced).
 *
 * @example
 * await waitForEvmReceipt({ rpcUrl: 'http://127.0.0.1:8545', hash }); // { status: 'success', hash }
 */
export async function waitForEvmReceipt({ rpcUrl, hash }: { rpcUrl: string; hash: string }): Promise<ReceiptOutcome> {
  // Local chains mine at once; the lower bound of SPEC §9 block polling keeps the wait short.
  const client = createClient({ transport: http(rpcUrl), pollingInterval: BLOCK_POLLING_MIN_MS });
  let replacement: ReplacementReason | undefined;
  const receipt = await waitForTransactionReceipt(client, {
    hash: hash as Hex,
    timeout: RECEIPT_WAIT_TIMEOUT_MS,
    retryCount: RECEIPT_RETRY_COUNT,
    retryDelay: ({ count }) => (1 << count) * RECEIPT_RETRY_DELAY_MS,
    onReplaced: ({ replacedTransaction, transaction }) => {
      replacement = classifyReplacement({ original: replacedTransaction, replacement: transaction });
    },
  });
  return { status: receipt.status, hash: receipt.transactionHash, ...(replacement ? { replacement } : {}) };
}
