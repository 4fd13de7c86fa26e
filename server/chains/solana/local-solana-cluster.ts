// SHIM — constants of the local Solana cluster (LiteSVM behind a JSON-RPC shim, see
// start-solana-shim.ts). Not a real validator: all commitments are "finalized", blockhashes never
// expire, and preflight is a simulation in the same in-process bank.

/**
 * The local cluster's genesis hash. LiteSVM has none, so the shim answers `getGenesisHash` with
 * this fixed value (sha256 of "openmodal local solana shim genesis v1"); the CAIP-2 id built
 * from it stays the same across restarts, so stored sessions and dapp configs keep working.
 */
export const LOCAL_SOLANA_GENESIS_HASH = 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe';

/** `solana:` + the first 32 characters of the genesis hash (CAIP-30 / CAIP-2 reference). */
export const LOCAL_SOLANA_CAIP_NETWORK_ID = `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}` as const;

/** LiteSVM's fee per signature; `getFeeForMessage` and transaction records report the same. */
export const LAMPORTS_PER_SIGNATURE = 5000;

export const LAMPORTS_PER_SOL = 1_000_000_000n;
