// The CAIP-2 references of the three public Solana clusters, apart from constants.ts so that the
// `./networks` entry (and the CDN build, which holds it) does not carry every constant.
/** CAIP-2 reference of Solana mainnet: the first 32 characters of its genesis hash (SPEC §9 "three Solana networks"). */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** CAIP-2 reference of Solana devnet (SPEC §9 "three Solana networks"). */
export const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** CAIP-2 reference of Solana testnet (SPEC §9 "three Solana networks"). */
export const SOLANA_TESTNET_REFERENCE = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
