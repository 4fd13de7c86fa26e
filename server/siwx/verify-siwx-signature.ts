import { ed25519 } from '@noble/curves/ed25519';
import type { ChainClient } from '../data-api/create-chain-clients.js';
import { decodeBase58 } from '../../src/core/utils/base58.js';

const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export interface VerifyEvmSignInParameters {
  chainClient: ChainClient;
  address: string;
  message: string;
  signature: string;
}

/**
 * Whether an EVM account signed the message (EIP-191 personal_sign): viem's `verifyMessage` through
 * the chain's public client, so an EOA, a deployed contract account (ERC-1271) and a counterfactual
 * one (ERC-6492) all verify. Throws when the chain cannot be asked (the route answers 502).
 *
 * @example
 * await verifyEvmSignIn({ chainClient, address, message, signature });
 */
export async function verifyEvmSignIn({ chainClient, address, message, signature }: VerifyEvmSignInParameters) {
  if (!EVM_ADDRESS.test(address) || !HEX_SIGNATURE.test(signature)) return false;
  return chainClient.client.verifyMessage({
    address: address as `0x${string}`,
    message,
    signature: signature as `0x${string}`,
  });
}

/**
 * Whether a Solana account signed the message's exact UTF-8 bytes: ed25519 with the base58 address
 * as the public key. The signature is base58 (what Solana wallets and AppKit send), 64 bytes.
 *
 * @example
 * verifySolanaSignIn({ address, message, signature });
 */
export function verifySolanaSignIn({ address, message, signature }: Omit<VerifyEvmSignInParameters, 'chainClient'>) {
  try {
    const publicKey = decodeBase58(address);
    const signatureBytes = decodeBase58(signature);
    if (publicKey.length !== 32 || signatureBytes.length !== 64) return false;
    return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
}
