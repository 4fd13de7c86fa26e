// The independent side of the protocol tests: the reference server's relay and a
// @walletconnect/sign-client 2.21.8 wallet (the SDK's own implementation, Apache-2.0, dev only)
// holding an EVM and a Solana dev key. Nothing leaves the machine: telemetry is off and Verify is
// answered locally.
import { ed25519 } from '@noble/curves/ed25519';
import { VersionedTransaction } from '@solana/web3.js';
import { SignClient } from '@walletconnect/sign-client';
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage';
import type { SignClientTypes } from '@walletconnect/types';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import WebSocket from 'ws';
import { startServer, type StartServerReturnType } from '../../../server/start-server.js';
import { encodeBase58 } from '../../../src/core/utils/base58.js';
import { createWalletConnectClient } from '../../../src/connectors/walletconnect/create-walletconnect-client.js';
import type {
  CreateWalletConnectClientParameters,
  SessionNamespace,
  WalletConnectClient,
} from '../../../src/connectors/walletconnect/walletconnect-types.js';
import { openTempDatabase, type TempDatabase } from '../../server/open-temp-database.js';
import { relayUrlOf } from '../../server/relay-test-client.js';

export type Wallet = Awaited<ReturnType<typeof SignClient.init>>;
export type Proposal = SignClientTypes.EventArguments['session_proposal'];

export const EVM_CHAIN = 'eip155:31337';
export const EVM_CHAIN_2 = 'eip155:1';
export const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

export const DAPP_METADATA = { name: 'WC client test', description: 'our client', url: 'http://127.0.0.1', icons: [] };

/** A Map-backed localStorage stand-in: what a page keeps across a reload. */
export function memoryStorage(): Storage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, String(value)),
    removeItem: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

function sdkStorage(): IKeyValueStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()].map(([key, value]) => [key, structuredClone(value)] as [string, T]),
    getItem: async <T>(key: string) => structuredClone(items.get(key)) as T | undefined,
    setItem: async (key, value) => void items.set(key, structuredClone(value)),
    removeItem: async (key) => void items.delete(key),
  };
}

export interface TestStack {
  server: StartServerReturnType;
  relayUrl: string;
  wallet: Wallet;
  evm: PrivateKeyAccount;
  solana: { secretKey: Uint8Array; address: string };
  /** The namespaces the wallet grants by default: both chains of eip155 and one Solana cluster. */
  namespaces(): Record<string, SessionNamespace>;
  /** What the wallet does with the next proposals; approves with `namespaces()` by default. */
  onProposal: (proposal: Proposal) => Promise<void>;
  /** Session requests the wallet saw, in order. */
  requests: Array<{ method: string; params: unknown; chainId: string }>;
  /**
   * Requests the wallet left unanswered. The SDK wallet hands out one request at a time, so a test
   * must answer these before the next request can reach the wallet.
   */
  unanswered: Array<{ id: number; topic: string }>;
  /** Our client on this relay; `close()` of the stack closes it. */
  createDapp(parameters?: Partial<CreateWalletConnectClientParameters>): Promise<WalletConnectClient>;
  stop(): Promise<void>;
}

/**
 * Starts the server with its relay and the SDK wallet; the wallet signs personal_sign and the
 * solana_* requests, accepts wallet_switchEthereumChain, declines eth_sendTransaction (4001) and
 * leaves eth_signTypedData_v4 unanswered.
 */
export async function startTestStack(): Promise<TestStack> {
  const temp: TempDatabase = openTempDatabase();
  const server = await startServer({ port: 0, chains: [], database: temp.database });
  const relayUrl = relayUrlOf(server.url);
  const wallet = await SignClient.init({
    projectId: 'demo-project',
    relayUrl,
    customStoragePrefix: 'wallet',
    storage: sdkStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'SDK test wallet', description: 'sign-client 2.21.8', url: 'http://127.0.0.1', icons: [] },
  });
  // Verify is WalletConnect's hosted attestation service; offline there is none to ask.
  wallet.core.verify.resolve = (async () => undefined) as unknown as typeof wallet.core.verify.resolve;
  const evm = privateKeyToAccount(generatePrivateKey());
  const secretKey = ed25519.utils.randomPrivateKey();
  const solana = { secretKey, address: encodeBase58(ed25519.getPublicKey(secretKey)) };
  const dapps: WalletConnectClient[] = [];

  const stack: TestStack = {
    server,
    relayUrl,
    wallet,
    evm,
    solana,
    namespaces: () => ({
      eip155: {
        chains: [EVM_CHAIN, EVM_CHAIN_2],
        accounts: [`${EVM_CHAIN}:${evm.address}`, `${EVM_CHAIN_2}:${evm.address}`],
        methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['accountsChanged', 'chainChanged'],
      },
      solana: {
        chains: [SOLANA_CHAIN],
        accounts: [`${SOLANA_CHAIN}:${solana.address}`],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
        events: ['accountsChanged'],
      },
    }),
    onProposal: async ({ id }) => void (await wallet.approve({ id, namespaces: stack.namespaces() })),
    requests: [],
    unanswered: [],
    async createDapp(parameters = {}) {
      const dapp = await createWalletConnectClient({
        projectId: 'demo-project',
        relayUrl,
        metadata: DAPP_METADATA,
        storage: memoryStorage(),
        WebSocket: WebSocket as unknown as CreateWalletConnectClientParameters['WebSocket'],
        ...parameters,
      });
      dapps.push(dapp);
      return dapp;
    },
    async stop() {
      for (const dapp of dapps) dapp.close();
      await wallet.core.relayer.transportClose();
      wallet.core.heartbeat.stop();
      await server.stop();
      temp.cleanup();
    },
  };

  wallet.on('session_proposal', (proposal) => void stack.onProposal(proposal));
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params;
    stack.requests.push({ method: request.method, params: request.params, chainId });
    const respond = (result: unknown) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } });
    if (request.method === 'personal_sign') {
      const [message] = request.params as [`0x${string}`];
      await respond(await evm.signMessage({ message: { raw: message } }));
    } else if (request.method === 'solana_signMessage') {
      const { message } = request.params as { message: string; pubkey: string };
      const { decodeBase58 } = await import('../../../src/core/utils/base58.js');
      await respond({ signature: encodeBase58(ed25519.sign(decodeBase58(message), secretKey)) });
    } else if (request.method === 'solana_signTransaction' || request.method === 'solana_signAndSendTransaction') {
      // Like many wallets, the signature only: the dapp puts it into the transaction.
      const { transaction } = request.params as { transaction: string };
      const message = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64')).message.serialize();
      await respond({ signature: encodeBase58(ed25519.sign(message, secretKey)) });
    } else if (request.method === 'eth_sendTransaction')
      await wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the transaction' } },
      });
    else if (request.method === 'wallet_switchEthereumChain') await respond(null);
    // eth_signTypedData_v4 stays unanswered: the dapp's timeout is under test.
    else stack.unanswered.push({ id, topic });
  });
  return stack;
}
