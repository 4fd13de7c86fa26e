import { ProviderDisconnectedError } from '../../core/errors/provider-rpc-error.js';
import { decodeBase58, encodeBase58 } from '../../core/utils/base58.js';
import type { NamespaceState } from './create-namespace-state.js';
import { base64ToBytes, bytesToBase64 } from './encoding.js';
import { insertSolanaSignature } from './insert-solana-signature.js';
import type { WalletConnectClient } from './walletconnect-types.js';

const FEATURE_VERSION = '1.0.0';

export interface CreateWalletConnectSolanaWalletParameters {
  client: WalletConnectClient;
  /** The solana view of the session (current chain and accounts). */
  state: NamespaceState;
}

/**
 * The WalletConnect session's Solana side, shaped like the parts of a Wallet Standard wallet the
 * modal uses, so the Solana send path works with it unchanged. Each feature is a session request:
 * `solana:signMessage` → `solana_signMessage` {message (base58), pubkey} → {signature (base58)};
 * `solana:signTransaction` → `solana_signTransaction` {transaction (base64)} → {transaction} or
 * {signature}, put into the transaction here; `solana:signAndSendTransaction` →
 * `solana_signAndSendTransaction` {transaction, sendOptions?} → {signature}.
 *
 * @example
 * const [{ signature }] = await wallet.features['solana:signMessage'].signMessage({ account, message });
 */
export function createWalletConnectSolanaWallet({ client, state }: CreateWalletConnectSolanaWalletParameters) {
  async function request(method: string, params: Record<string, unknown>) {
    const chainId = state.chainId();
    if (!chainId) throw new ProviderDisconnectedError();
    return ((await client.request({ chainId, method, params })) ?? {}) as Record<string, unknown>;
  }
  const signer = () => {
    const [address] = state.addresses();
    if (!address) throw new ProviderDisconnectedError();
    return address;
  };
  const accounts = () => {
    const chainId = state.chainId();
    return state.addresses().map((address) => ({
      address,
      publicKey: decodeBase58(address),
      chains: chainId ? [chainId] : [],
      features: [],
    }));
  };
  return {
    version: FEATURE_VERSION,
    name: 'WalletConnect',
    get chains() {
      return state.chains();
    },
    get accounts() {
      return accounts();
    },
    features: {
      'standard:events': {
        version: FEATURE_VERSION,
        on: (_event: 'change', listener: (properties: { accounts?: ReturnType<typeof accounts> }) => void) =>
          state.subscribe((event) => {
            if (event.type !== 'chainChanged') listener({ accounts: accounts() });
          }),
      },
      'solana:signAndSendTransaction': {
        version: FEATURE_VERSION,
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (
          ...inputs: Array<{ transaction: Uint8Array; account?: { address: string }; chain?: string; options?: object }>
        ) => {
          const outputs = [];
          for (const { transaction, options } of inputs) {
            const { signature } = await request('solana_signAndSendTransaction', {
              transaction: bytesToBase64(transaction),
              ...(options ? { sendOptions: options } : {}),
            });
            outputs.push({ signature: decodeBase58(String(signature)) });
          }
          return outputs;
        },
      },
      'solana:signTransaction': {
        version: FEATURE_VERSION,
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (
          ...inputs: Array<{ transaction: Uint8Array; account?: { address: string }; chain?: string }>
        ) => {
          const outputs = [];
          for (const { transaction } of inputs) {
            const result = await request('solana_signTransaction', { transaction: bytesToBase64(transaction) });
            const signedTransaction =
              typeof result.transaction === 'string'
                ? base64ToBytes(result.transaction)
                : insertSolanaSignature({
                    transaction,
                    signer: decodeBase58(signer()),
                    signature: decodeBase58(String(result.signature)),
                  });
            outputs.push({ signedTransaction });
          }
          return outputs;
        },
      },
      'solana:signMessage': {
        version: FEATURE_VERSION,
        signMessage: async (...inputs: Array<{ message: Uint8Array; account?: { address: string } }>) => {
          const outputs = [];
          for (const { message, account } of inputs) {
            const { signature } = await request('solana_signMessage', {
              message: encodeBase58(message),
              pubkey: account?.address ?? signer(),
            });
            outputs.push({ signedMessage: message, signature: decodeBase58(String(signature)) });
          }
          return outputs;
        },
      },
    },
  };
}

export type WalletConnectSolanaWallet = ReturnType<typeof createWalletConnectSolanaWallet>;
