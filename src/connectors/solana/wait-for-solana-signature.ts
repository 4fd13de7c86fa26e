import { Connection } from '@solana/web3.js';
import { RECEIPT_RETRY_COUNT, RECEIPT_RETRY_DELAY_MS, RECEIPT_WAIT_TIMEOUT_MS } from '../../core/constants.js';
import type { ReceiptOutcome } from '../../core/types/send-actions.js';

/**
 * Waits until a signature is confirmed, polling `getSignatureStatuses` with the receipt numbers of
 * SPEC §9 (delay from 200 ms doubling, 6 retries of a failing read, 180000 ms overall), and
 * reports success or reverted (the transaction's error).
 *
 * @example
 * await waitForSolanaSignature({ rpcUrl, signature }); // { status: 'success', hash: signature }
 */
export async function waitForSolanaSignature({
  rpcUrl,
  signature,
}: {
  rpcUrl: string;
  signature: string;
}): Promise<ReceiptOutcome> {
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  const started = Date.now();
  let failures = 0;
  for (let attempt = 0; Date.now() - started < RECEIPT_WAIT_TIMEOUT_MS; attempt++) {
    try {
      const {
        value: [status],
      } = await connection.getSignatureStatuses([signature]);
      if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) {
        return { status: status.err ? 'reverted' : 'success', hash: signature };
      }
    } catch (error) {
      if (++failures > RECEIPT_RETRY_COUNT) throw error;
    }
    await new Promise((resolve) =>
      setTimeout(
        resolve,
        Math.min(RECEIPT_RETRY_DELAY_MS * 2 ** Math.min(attempt, RECEIPT_RETRY_COUNT), RECEIPT_WAIT_TIMEOUT_MS),
      ),
    );
  }
  throw new Error(`No confirmation for ${signature} within ${RECEIPT_WAIT_TIMEOUT_MS} ms`);
}
