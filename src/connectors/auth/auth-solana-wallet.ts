import { AUTH_CONNECTOR_NAME } from '../../core/constants.js';
import { decodeBase58, encodeBase58 } from '../../core/utils/base58.js';
import type { FrameAuthClient } from './create-frame-auth-client.js';

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export interface CreateAuthSolanaWalletParameters {
  client: FrameAuthClient;
  getAddress(): string | undefined;
  /** The CAIP-2 id of the Solana network the frame is on. */
  getChainId(): string;
}

/**
 * The embedded wallet's Solana side, shaped like the parts of a Wallet Standard wallet the modal
 * uses (`accounts`, `solana:signAndSendTransaction`, `solana:signTransaction`,
 * `solana:signMessage`), so the Solana send path works with it unchanged. Each call becomes a
 * `solana_*` RPC request that the frame shows for approval.
 *
 * @example
 * const [{ signature }] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, chain, transaction });
 */
export function createAuthSolanaWallet({ client, getAddress, getChainId }: CreateAuthSolanaWalletParameters) {
  const request = (method: string, params: Record<string, unknown>) =>
    client.rpc({ namespace: 'solana', chainId: getChainId(), method, params }) as Promise<Record<string, unknown>>;
  return {
    name: AUTH_CONNECTOR_NAME,
    get accounts() {
      const address = getAddress();
      return address
        ? [
            {
              address,
              publicKey: decodeBase58(address),
              chains: [`solana:${getChainId().split(':')[1]}`],
              features: [],
            },
          ]
        : [];
    },
    features: {
      'solana:signAndSendTransaction': {
        signAndSendTransaction: async (...inputs: Array<{ transaction: Uint8Array }>) => {
          const outputs = [];
          for (const input of inputs) {
            const { signature } = await request('solana_signAndSendTransaction', {
              transaction: toBase64(input.transaction),
            });
            outputs.push({ signature: decodeBase58(String(signature)) });
          }
          return outputs;
        },
      },
      'solana:signTransaction': {
        signTransaction: async (...inputs: Array<{ transaction: Uint8Array }>) => {
          const outputs = [];
          for (const input of inputs) {
            const { transaction } = await request('solana_signTransaction', {
              transaction: toBase64(input.transaction),
            });
            outputs.push({ signedTransaction: fromBase64(String(transaction)) });
          }
          return outputs;
        },
      },
      'solana:signMessage': {
        signMessage: async (...inputs: Array<{ message: Uint8Array }>) => {
          const outputs = [];
          for (const input of inputs) {
            const { signature } = await request('solana_signMessage', {
              message: encodeBase58(input.message),
              pubkey: getAddress(),
            });
            outputs.push({ signedMessage: input.message, signature: decodeBase58(String(signature)) });
          }
          return outputs;
        },
      },
    },
  };
}
