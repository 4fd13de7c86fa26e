// The EVM send chunk: loaded with import() when a send starts, so viem's write path stays out of
// the initial chunk.
export { sendEvmTransfer } from './send-evm-transfer.js';
export { estimateEvmFee } from './estimate-evm-fee.js';
export { waitForEvmReceipt } from './wait-for-evm-receipt.js';
