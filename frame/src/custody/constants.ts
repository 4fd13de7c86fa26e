// Sizes and derivation paths of the custody design (DESIGN §7, docs/SECURITY.md §2.1).

/** Bytes of wallet entropy: 128 bits, a 12-word BIP-39 mnemonic. */
export const WALLET_ENTROPY_LENGTH = 16;

/** Bytes of a share of the entropy: `shamir-secret-sharing` appends one x-coordinate byte. */
export const KEY_SHARE_LENGTH = WALLET_ENTROPY_LENGTH + 1;

/** Bytes of a recovery key `K_R` (AES-256-GCM). */
export const RECOVERY_KEY_LENGTH = 32;

/** Bytes of an AES-GCM nonce; 12 is the size GCM is specified for (NIST SP 800-38D §8.2). */
export const AES_GCM_IV_LENGTH = 12;

/** Random bytes in a device-proof `j`: 16 give 22 base64url characters, the server's minimum. */
export const DEVICE_PROOF_JTI_LENGTH = 16;

/** EVM account 0, BIP-44 (coin type 60). */
export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0";

/** Solana account 0 as Phantom and Solflare derive it: SLIP-10 ed25519 (coin type 501), all hardened. */
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'";

/** PBKDF2-SHA-256 work for a passphrase recovery key (OWASP's figure; the server refuses less; T24). */
export const PASSPHRASE_PBKDF2_ITERATIONS = 600_000;

/** The shortest passphrase a recovery key may come from (docs/SECURITY.md T24). */
export const MIN_PASSPHRASE_LENGTH = 12;

/** Bytes of a passphrase's PBKDF2 salt and of a passkey's PRF salt. */
export const RECOVERY_SALT_LENGTH = 32;
