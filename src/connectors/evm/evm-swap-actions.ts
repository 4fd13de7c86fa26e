// The EVM swap chunk (issue 19): loaded with import() when an approve or a swap starts. The receipt
// wait is the send flow's.
export { sendEvmCall } from './send-evm-call.js';
export { waitForEvmReceipt } from './wait-for-evm-receipt.js';
