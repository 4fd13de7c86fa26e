// The Solana send chunk: loaded with import() when a Solana send starts (web3.js transfer path).
export { sendSolTransfer as sendSolanaTransfer } from './send-sol-transfer.js';
export { estimateSolFee as estimateSolanaFee } from './estimate-sol-fee.js';
export { sendSplTransfer } from './send-spl-transfer.js';
export { estimateSplFee } from './estimate-spl-fee.js';
export { waitForSolanaSignature } from './wait-for-solana-signature.js';
