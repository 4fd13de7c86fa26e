// The dev stack's SPL token (issue 20 part 6): a fixed mint, and an associated token account with
// a starting balance for each dev keypair, written into the bank at genesis like their SOL (no
// transactions, so the dev keypairs' histories start empty).
import { Keypair, PublicKey } from '@solana/web3.js';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  MINT_SIZE,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
  type SplTokenInfo,
} from '../../../src/core/protocol/spl-token.js';
import type { SolanaGenesisAccount } from './create-solana-bank.js';
import { solanaDevKeypairs } from './dev-keypairs.js';

/** The mint keypair comes from a fixed seed (32 bytes of 0xa1): `DgmxzQX61DxkAMkAubrgHVJb637fYYTdh7ouVqZGnJrp` on every run. */
const DEV_SPL_MINT = Keypair.fromSeed(new Uint8Array(32).fill(0xa1)).publicKey.toBase58();

/** "Local USD" on the local Solana cluster: 6 decimals, priced by the price table's USDL. */
export const DEV_SPL_TOKEN: SplTokenInfo = { mint: DEV_SPL_MINT, name: 'Local USD', symbol: 'USDL', decimals: 6 };
/** Each dev keypair starts with 1000 USDL. */
export const DEV_SPL_TOKEN_AMOUNT = 1000n * 10n ** BigInt(DEV_SPL_TOKEN.decimals);

/**
 * LiteSVM's default rent: (128 bytes of account overhead + data) × 3480 lamports per byte-year ×
 * 2 years, what `getMinimumBalanceForRentExemption` answers (165 bytes → 2039280).
 */
export function rentExemptLamports({ dataLength }: { dataLength: number }): bigint {
  return BigInt((128 + dataLength) * 3480 * 2);
}

/**
 * The associated token account of `owner` for `mint` (the derivation every wallet uses).
 *
 * @example
 * associatedTokenAccountOf({ owner: solanaDevKeypairs[1].publicKey, mint: DEV_SPL_TOKEN.mint });
 */
export function associatedTokenAccountOf({ owner, mint }: { owner: string; mint: string }): string {
  return PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBytes(), new PublicKey(TOKEN_PROGRAM_ID).toBytes(), new PublicKey(mint).toBytes()],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  )[0].toBase58();
}

/**
 * The mint (authority: dev keypair #0, no freeze authority) and one funded associated token
 * account per holder, as genesis accounts of the bank.
 *
 * @example
 * createSolanaBank({ genesisAccounts: [...solFunded, ...devSplTokenGenesis()] });
 */
export function devSplTokenGenesis({
  token = DEV_SPL_TOKEN,
  holders = solanaDevKeypairs.map(({ publicKey }) => publicKey),
  amount = DEV_SPL_TOKEN_AMOUNT,
  mintAuthority = solanaDevKeypairs[0]!.publicKey,
}: {
  token?: SplTokenInfo;
  holders?: readonly string[];
  amount?: bigint;
  mintAuthority?: string;
} = {}): SolanaGenesisAccount[] {
  const mint = new Uint8Array(MINT_SIZE);
  const mintView = new DataView(mint.buffer);
  mintView.setUint32(0, 1, true); // mint authority: Some
  mint.set(new PublicKey(mintAuthority).toBytes(), 4);
  mintView.setBigUint64(36, amount * BigInt(holders.length), true); // supply
  mint[44] = token.decimals;
  mint[45] = 1; // initialized; freeze authority stays None
  const accounts: SolanaGenesisAccount[] = [
    {
      publicKey: token.mint,
      lamports: rentExemptLamports({ dataLength: MINT_SIZE }),
      owner: TOKEN_PROGRAM_ID,
      data: mint,
    },
  ];
  for (const holder of holders) {
    const data = new Uint8Array(TOKEN_ACCOUNT_SIZE);
    data.set(new PublicKey(token.mint).toBytes(), 0);
    data.set(new PublicKey(holder).toBytes(), 32);
    new DataView(data.buffer).setBigUint64(64, amount, true);
    data[108] = 1; // state: initialized
    accounts.push({
      publicKey: associatedTokenAccountOf({ owner: holder, mint: token.mint }),
      lamports: rentExemptLamports({ dataLength: TOKEN_ACCOUNT_SIZE }),
      owner: TOKEN_PROGRAM_ID,
      data,
    });
  }
  return accounts;
}
