import { solanaDevKeypairs, type SolanaDevKeypair } from '../chains/solana/dev-keypairs.js';

/**
 * The test wallet's EVM account: index 12 of the dev mnemonic (server/dev-accounts.ts). Hardhat
 * funds 20 accounts; tests sign with 0–9, so no other test moves this one's balance or nonce.
 * Listed rather than derived (no PBKDF2 in the page); test/server/wc-wallet-accounts.node.test.ts
 * derives and compares. Public test material: never use on a real chain.
 */
export const WC_WALLET_EVM_ACCOUNT = {
  addressIndex: 12,
  address: '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  privateKey: '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1',
} as const;

/** Solana dev keypair #8 (funded with 100 SOL by the shim); no test uses it but the wallet page. */
export const WC_WALLET_SOLANA_KEYPAIR_INDEX = 8;

export const wcWalletSolanaKeypair: SolanaDevKeypair = solanaDevKeypairs[WC_WALLET_SOLANA_KEYPAIR_INDEX]!;
