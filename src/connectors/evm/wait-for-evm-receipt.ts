import { createClient, type Hex } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import { RECEIPT_RETRY_COUNT, RECEIPT_RETRY_DELAY_MS, RECEIPT_WAIT_TIMEOUT_MS } from '../../core/constants.js';
import type { ReceiptOutcome } from '../../core/types/send-actions.js';
import { classifyReplacement, type ReplacementReason } from '../../core/utils/classify-replacement.js';
import { readBlockPollingInterval } from './read-block-polling-interval.js';
import { rpcTransport } from './rpc-transport.js';

export interface WaitForEvmReceiptParameters {
  rpcUrl: string;
  hash: string;
  /** The chain's block time from its network definition; without it, read from the chain. */
  blockTimeMs?: number;
}

/**
 * Waits for a transaction's receipt with the numbers of SPEC §9 (timeout 180000 ms, 6 retries,
 * 200 ms delay doubling; block polling from the chain's block time, 500–4000 ms) and reports
 * success or reverted; when the wallet replaced the transaction (same nonce), the replacement's
 * receipt counts and the reason is classified (SPEC §4: repriced, cancelled or replaced).
 *
 * @example
 * await waitForEvmReceipt({ rpcUrl: 'http://127.0.0.1:8545', hash }); // { status: 'success', hash }
 */
export async function waitForEvmReceipt({
  rpcUrl,
  hash,
  blockTimeMs,
}: WaitForEvmReceiptParameters): Promise<ReceiptOutcome> {
  const client = createClient({ transport: rpcTransport({ url: rpcUrl }) });
  const pollingInterval = await readBlockPollingInterval({
    client,
    rpcUrl,
    ...(blockTimeMs === undefined ? {} : { blockTimeMs }),
  });
  let replacement: ReplacementReason | undefined;
  const receipt = await waitForTransactionReceipt(client, {
    hash: hash as Hex,
    pollingInterval,
    timeout: RECEIPT_WAIT_TIMEOUT_MS,
    retryCount: RECEIPT_RETRY_COUNT,
    retryDelay: ({ count }) => (1 << count) * RECEIPT_RETRY_DELAY_MS,
    onReplaced: ({ replacedTransaction, transaction }) => {
      replacement = classifyReplacement({ original: replacedTransaction, replacement: transaction });
    },
  });
  return { status: receipt.status, hash: receipt.transactionHash, ...(replacement ? { replacement } : {}) };
}
