// SHIM — account JSON as Solana RPC returns it (getAccountInfo, getMultipleAccounts, accountNotification).
import { PublicKey } from '@solana/web3.js';
import type { AccountInfoBytes } from 'litesvm';
import { encodeBase58 } from '../../../src/core/utils/base58.js';
import { parseTokenAccount } from './parse-token-account.js';
import { SolanaRpcError } from './solana-rpc-error.js';

export interface AccountEncodingConfig {
  encoding?: unknown;
  dataSlice?: unknown;
}

/**
 * Encodes an account for the wire. `jsonParsed` parses SPL token accounts and falls back to
 * base64 for anything else, like the real RPC. `mintDecimals` looks up a mint's decimals.
 *
 * @example
 * encodeSolanaAccount({ account, config: { encoding: 'base64' }, mintDecimals: () => undefined });
 */
export function encodeSolanaAccount({
  account,
  config = {},
  mintDecimals,
}: {
  account: AccountInfoBytes;
  config?: AccountEncodingConfig;
  mintDecimals: (mint: string) => number | undefined;
}): Record<string, unknown> {
  const encoding = config.encoding ?? 'base64';
  const common = {
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    executable: account.executable,
    rentEpoch: account.rentEpoch ?? 0,
    space: account.data.length,
  };
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenAccount({ owner: account.owner, data: account.data, mintDecimals });
    if (parsed) return { ...common, data: parsed };
  }
  const data = slice({ data: account.data, dataSlice: config.dataSlice });
  switch (encoding) {
    case 'base64':
    case 'jsonParsed':
      return { ...common, data: [Buffer.from(data).toString('base64'), 'base64'] };
    case 'base58':
      if (data.length > 128)
        throw SolanaRpcError.invalidParams(
          'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
        );
      return { ...common, data: [encodeBase58(data), 'base58'] };
    default:
      throw SolanaRpcError.invalidParams(
        `Invalid params: unsupported encoding ${String(encoding)} (the shim serves base58, base64 and jsonParsed)`,
      );
  }
}

/** An account that does not exist, as notifications report it after it was emptied. */
export function emptySolanaAccount(): AccountInfoBytes {
  return { lamports: 0, data: new Uint8Array(), owner: PublicKey.default, executable: false, rentEpoch: 0 };
}

function slice({ data, dataSlice }: { data: Uint8Array; dataSlice: unknown }): Uint8Array {
  if (typeof dataSlice !== 'object' || dataSlice === null) return data;
  const { offset, length } = dataSlice as { offset?: unknown; length?: unknown };
  if (typeof offset !== 'number' || typeof length !== 'number')
    throw SolanaRpcError.invalidParams('Invalid params: dataSlice needs offset and length');
  return data.subarray(offset, offset + length);
}
