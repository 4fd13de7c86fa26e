// SHIM — the `jsonParsed` form of SPL Token / Token-2022 accounts and mints (the parts wallets
// read: mint, owner, amount, decimals, state). Other programs' accounts stay base64.
import { PublicKey } from '@solana/web3.js';
import type { AccountInfoBytes } from 'litesvm';

import {
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
} from '../../../src/core/protocol/spl-token.js';

export { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID };

/** A token account's balance in a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export interface TokenBalanceRecord {
  /** Index of the token account among the message's static keys. */
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  amount: bigint;
  decimals: number;
}
const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'] as const;

/** Reads the 32-byte owner of a token account (bytes 32..64), or undefined when it is not one. */
export function tokenAccountOwner({
  owner,
  data,
}: {
  owner: PublicKey;
  data: Uint8Array;
}): { mint: string; owner: string } | undefined {
  if (
    !isTokenProgram(owner) ||
    data.length < TOKEN_ACCOUNT_SIZE ||
    (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] !== 2)
  )
    return undefined;
  return {
    mint: new PublicKey(data.subarray(0, 32)).toBase58(),
    owner: new PublicKey(data.subarray(32, 64)).toBase58(),
  };
}

/** Decimals of a mint account's data, or undefined when it is not a mint. */
export function mintDecimalsOf({ owner, data }: { owner: PublicKey; data: Uint8Array }): number | undefined {
  if (!isTokenProgram(owner) || data.length < MINT_SIZE || data.length === TOKEN_ACCOUNT_SIZE) return undefined;
  return data[44];
}

/**
 * Parses a token account or mint the way the RPC's `jsonParsed` encoding does; undefined for
 * anything else (the caller then answers base64).
 *
 * @example
 * parseTokenAccount({ owner: account.owner, data: account.data, mintDecimals: (mint) => 6 });
 */
export function parseTokenAccount({
  owner,
  data,
  mintDecimals,
}: {
  owner: PublicKey;
  data: Uint8Array;
  mintDecimals: (mint: string) => number | undefined;
}): Record<string, unknown> | undefined {
  if (!isTokenProgram(owner)) return undefined;
  const program = owner.toBase58() === TOKEN_PROGRAM_ID ? 'spl-token' : 'spl-token-2022';
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const account = tokenAccountOwner({ owner, data });
  if (account) {
    const decimals = mintDecimals(account.mint);
    if (decimals === undefined) return undefined;
    const state = ACCOUNT_STATES[data[108]!] ?? 'uninitialized';
    const delegate = view.getUint32(72, true) === 1 ? new PublicKey(data.subarray(76, 108)).toBase58() : undefined;
    const isNative = view.getUint32(109, true) === 1;
    const closeAuthority =
      view.getUint32(129, true) === 1 ? new PublicKey(data.subarray(133, 165)).toBase58() : undefined;
    const delegatedAmount = view.getBigUint64(121, true);
    return {
      program,
      parsed: {
        type: 'account',
        info: {
          isNative,
          mint: account.mint,
          owner: account.owner,
          state,
          tokenAmount: tokenAmount({ amount: view.getBigUint64(64, true), decimals }),
          ...(delegate ? { delegate, delegatedAmount: tokenAmount({ amount: delegatedAmount, decimals }) } : {}),
          ...(closeAuthority ? { closeAuthority } : {}),
        },
      },
      space: data.length,
    };
  }
  const decimals = mintDecimalsOf({ owner, data });
  if (decimals === undefined) return undefined;
  return {
    program,
    parsed: {
      type: 'mint',
      info: {
        decimals,
        freezeAuthority: view.getUint32(46, true) === 1 ? new PublicKey(data.subarray(50, 82)).toBase58() : null,
        isInitialized: data[45] === 1,
        mintAuthority: view.getUint32(0, true) === 1 ? new PublicKey(data.subarray(4, 36)).toBase58() : null,
        supply: view.getBigUint64(36, true).toString(),
      },
    },
    space: data.length,
  };
}

function isTokenProgram(owner: PublicKey): boolean {
  const id = owner.toBase58();
  return id === TOKEN_PROGRAM_ID || id === TOKEN_2022_PROGRAM_ID;
}

/** An amount in the RPC's `tokenAmount` / `uiTokenAmount` shape. */
export function tokenAmount({ amount, decimals }: { amount: bigint; decimals: number }) {
  const base = 10n ** BigInt(decimals);
  const fraction = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  const uiAmountString = `${amount / base}${fraction ? `.${fraction}` : ''}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/**
 * The token accounts among `keys` and their balances, as a node records them before and after a
 * transaction (the RPC's `preTokenBalances` / `postTokenBalances`; indexers read transfers' owners
 * from them).
 *
 * @example
 * tokenBalancesOf({ keys, getAccount: bank.getAccount, mintDecimals });
 */
export function tokenBalancesOf({
  keys,
  getAccount,
  mintDecimals,
}: {
  keys: readonly string[];
  getAccount: (address: string) => AccountInfoBytes | null;
  mintDecimals: (mint: string) => number | undefined;
}): TokenBalanceRecord[] {
  return keys.flatMap((key, accountIndex) => {
    const account = getAccount(key);
    const token = account ? tokenAccountOwner({ owner: account.owner, data: account.data }) : undefined;
    const decimals = token ? mintDecimals(token.mint) : undefined;
    if (!account || !token || decimals === undefined) return [];
    const amount = new DataView(account.data.buffer, account.data.byteOffset, account.data.byteLength).getBigUint64(
      64,
      true,
    );
    return [{ accountIndex, ...token, programId: account.owner.toBase58(), amount, decimals }];
  });
}

/** A token balance in the RPC's JSON shape. */
export function encodeTokenBalance({ accountIndex, mint, owner, programId, amount, decimals }: TokenBalanceRecord) {
  return { accountIndex, mint, owner, programId, uiTokenAmount: tokenAmount({ amount, decimals }) };
}
