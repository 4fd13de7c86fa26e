import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js';
import type { IdentifierArray, Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { createWalletIcon } from '../evm-test-wallet/create-wallet-icon.js';
import { ProviderRpcError } from '../evm-test-wallet/provider-rpc-error.js';
import { ed25519Sign } from './ed25519-sign.js';
import type {
  CreateSolanaTestWalletOptions,
  SolanaRequestLogEntry,
  SolanaTestWallet,
  SolanaWalletMode,
} from './types.js';

const SIGNING_FEATURES = ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage'] as const;

/**
 * Creates a Wallet Standard Solana wallet that signs with a real web3.js Keypair and sends to a
 * real cluster (the dev stack's LiteSVM shim), behaving like an extension: the site's trust
 * survives a reload (localStorage under `storageKey`), `wallet.accounts` is empty after a reload
 * until a (silent) connect, and every prompt is approved or rejected (4001) by `mode`.
 */
export function createSolanaTestWallet({
  secretKey,
  rpcUrl,
  wsUrl,
  chains = ['solana:localnet'],
  name = 'Solana Test Wallet',
  storageKey = 'solana-test-wallet',
  mode = 'approve',
}: CreateSolanaTestWalletOptions): SolanaTestWallet {
  const keypair = Keypair.fromSecretKey(Uint8Array.from(secretKey));
  const address = keypair.publicKey.toBase58();
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', ...(wsUrl ? { wsEndpoint: wsUrl } : {}) });
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: keypair.publicKey.toBytes(),
    chains: [...chains] as IdentifierArray,
    features: [...SIGNING_FEATURES] as IdentifierArray,
    label: name,
  });
  const listeners = new Set<StandardEventsListeners['change']>();
  const requests: SolanaRequestLogEntry[] = [];

  let granted = readGranted({ storageKey });
  let connected = false;
  let currentMode: SolanaWalletMode = mode;

  const emitAccounts = () => {
    for (const listener of [...listeners]) listener({ accounts: wallet.accounts });
  };
  const setConnected = (next: boolean) => {
    if (connected === next) return;
    connected = next;
    emitAccounts();
  };
  const setGranted = (next: boolean) => {
    granted = next;
    writeGranted({ storageKey, granted });
  };
  // The simulated user's answer to a confirmation popup.
  const confirm = () => {
    if (currentMode === 'reject') throw ProviderRpcError.userRejected();
  };
  const requireAccount = (requested: WalletAccount) => {
    if (!connected || requested.address !== address) throw ProviderRpcError.unauthorized();
  };
  const requireChain = (chain: string | undefined) => {
    if (chain !== undefined && !chains.includes(chain as `solana:${string}`)) {
      throw ProviderRpcError.invalidParams({ message: `Invalid params: the wallet does not support ${chain}` });
    }
  };

  const connect: StandardConnectFeature['standard:connect']['connect'] = async ({ silent = false } = {}) => {
    requests.push({ feature: 'standard:connect', silent });
    if (!granted) {
      if (silent) return { accounts: [] };
      confirm();
      setGranted(true);
    }
    setConnected(true);
    return { accounts: wallet.accounts };
  };

  const signTransaction: SolanaSignTransactionFeature['solana:signTransaction']['signTransaction'] = async (
    ...inputs
  ) => {
    requests.push({ feature: 'solana:signTransaction', ...(inputs[0]?.chain ? { chain: inputs[0].chain } : {}) });
    inputs.forEach((input) => (requireAccount(input.account), requireChain(input.chain)));
    confirm();
    return inputs.map((input) => ({ signedTransaction: sign({ keypair, bytes: input.transaction }).serialize() }));
  };

  const signAndSendTransaction: SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']['signAndSendTransaction'] =
    async (...inputs) => {
      requests.push({
        feature: 'solana:signAndSendTransaction',
        ...(inputs[0]?.chain ? { chain: inputs[0].chain } : {}),
      });
      inputs.forEach((input) => (requireAccount(input.account), requireChain(input.chain)));
      confirm();
      const outputs = [];
      for (const input of inputs) {
        const transaction = sign({ keypair, bytes: input.transaction });
        try {
          await connection.sendRawTransaction(transaction.serialize(), {
            ...(input.options?.skipPreflight === undefined ? {} : { skipPreflight: input.options.skipPreflight }),
            ...(input.options?.preflightCommitment ? { preflightCommitment: input.options.preflightCommitment } : {}),
          });
        } catch (error) {
          // The node's preflight message (e.g. "custom program error: 0x1"), as extensions report it.
          throw ProviderRpcError.internal({ message: error instanceof Error ? error.message : String(error) });
        }
        outputs.push({ signature: transaction.signatures[0]! });
      }
      return outputs;
    };

  const signMessage: SolanaSignMessageFeature['solana:signMessage']['signMessage'] = async (...inputs) => {
    requests.push({ feature: 'solana:signMessage' });
    inputs.forEach((input) => requireAccount(input.account));
    confirm();
    return Promise.all(
      inputs.map(async (input) => ({
        signedMessage: input.message,
        signature: await ed25519Sign({ secretKey: keypair.secretKey, message: input.message }),
      })),
    );
  };

  const features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature &
    SolanaSignMessageFeature = {
    'standard:connect': { version: '1.0.0', connect },
    'standard:disconnect': {
      version: '1.0.0',
      // Like Phantom: the page is disconnected, the site stays trusted for a later connect.
      disconnect: async () => {
        requests.push({ feature: 'standard:disconnect' });
        setConnected(false);
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => {};
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
    'solana:signMessage': { version: '1.0.0', signMessage },
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: createWalletIcon({ name, seed: `solana:${address}` }),
    chains: [...chains] as IdentifierArray,
    features,
    get accounts() {
      return connected ? [account] : [];
    },
  };

  return {
    wallet,
    account,
    address,
    setMode: (next) => {
      currentMode = next;
    },
    getMode: () => currentMode,
    revoke: () => {
      setGranted(false);
      setConnected(false);
    },
    isGranted: () => granted,
    isConnected: () => connected,
    onChange: (listener) => {
      const wrapped = () => listener();
      listeners.add(wrapped);
      return () => listeners.delete(wrapped);
    },
    requests,
  };
}

/** Signs wire bytes (legacy or v0) with the keypair, keeping signatures of other signers. */
function sign({ keypair, bytes }: { keypair: Keypair; bytes: Uint8Array }): VersionedTransaction {
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(bytes);
  } catch (error) {
    throw ProviderRpcError.invalidParams({
      message: `Invalid params: not a transaction (${error instanceof Error ? error.message : String(error)})`,
    });
  }
  const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures);
  if (!signers.some((key) => key.equals(keypair.publicKey))) throw ProviderRpcError.unauthorized();
  transaction.sign([keypair]);
  return transaction;
}

function readGranted({ storageKey }: { storageKey: string }): boolean {
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as { granted?: unknown }).granted === true : false;
  } catch {
    return false; // storage disabled or a corrupt value: nothing granted
  }
}

function writeGranted({ storageKey, granted }: { storageKey: string; granted: boolean }): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ granted }));
  } catch {
    // Not persisting is acceptable for a test wallet; the in-memory state stays right.
  }
}
