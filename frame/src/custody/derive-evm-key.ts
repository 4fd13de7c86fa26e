import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import { HDKey } from '@scure/bip32';
import type { Address } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import { EVM_DERIVATION_PATH } from './constants.js';
import { parseDerivationPath } from './parse-derivation-path.js';
import { zeroize } from './zeroize.js';

export type EvmKey = {
  /** 32-byte secp256k1 private key. Owned by the caller, who must `zeroize` it. */
  privateKey: Uint8Array;
  /** EIP-55 checksummed address. */
  address: Address;
};

/**
 * The EVM key of account 0 (BIP-44 `m/44'/60'/0'/0/0`) of a BIP-39 seed.
 *
 * Walks the path one child at a time so every intermediate node's private key and chain code can
 * be wiped. The address comes from the public key (viem's `publicKeyToAddress`), so the private
 * key is never turned into a hex string, which could not be wiped (T21).
 *
 * @example
 * const { privateKey, address } = deriveEvmKey({ seed });
 */
export function deriveEvmKey({ seed }: { seed: Uint8Array }): EvmKey {
  const nodes = [HDKey.fromMasterSeed(seed)];
  try {
    for (const index of parseDerivationPath({ path: EVM_DERIVATION_PATH }))
      nodes.push(nodes.at(-1)!.deriveChild(index));
    const leaf = nodes.at(-1)!;
    const publicKey = secp256k1.ProjectivePoint.fromHex(leaf.publicKey!).toRawBytes(false);
    return { privateKey: leaf.privateKey!.slice(), address: publicKeyToAddress(`0x${bytesToHex(publicKey)}`) };
  } finally {
    for (const node of nodes) {
      node.wipePrivateData();
      zeroize(node.chainCode ?? undefined);
    }
  }
}
