import { isAddressEqual, isHex, numberToHex, hexToNumber, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createProviderEvents } from './create-provider-events.js';
import { createWalletIcon } from './create-wallet-icon.js';
import { createWalletStateStore } from './create-wallet-state-store.js';
import { jsonRpcRequest } from './json-rpc-request.js';
import { parseTransactionParams } from './parse-transaction-params.js';
import { parseTypedData } from './parse-typed-data.js';
import { ProviderRpcError } from './provider-rpc-error.js';
import { sendSignedTransaction } from './send-signed-transaction.js';
import type {
  CreateEvmTestWalletOptions,
  EvmTestWallet,
  EvmTestWalletChain,
  EvmTestWalletProvider,
  ProviderListener,
  RequestArguments,
  RequestLogEntry,
  WalletMode,
} from './types.js';

// Signing methods a node would answer with its own unlocked keys: never forward them.
const REFUSED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'personal_sendTransaction',
  'personal_unlockAccount',
]);

/**
 * Creates an EIP-1193 EVM wallet that signs with a real private key and forwards reads to real
 * chains, behaving like a browser extension: the site permission and the current chain survive
 * a reload (localStorage under `storageKey`), and every prompt is approved or rejected by `mode`.
 */
export function createEvmTestWallet({
  privateKey,
  chains,
  chainId,
  name = 'Test Wallet',
  rdns = 'dev.openmodal.testwallet',
  storageKey = 'evm-test-wallet',
  mode = 'approve',
}: CreateEvmTestWalletOptions): EvmTestWallet {
  const first = chains[0];
  if (!first) throw new Error('createEvmTestWallet: at least one chain is required');
  const account = privateKeyToAccount(privateKey);
  const { address } = account;
  const store = createWalletStateStore({ storageKey });
  const stored = store.read();
  const events = createProviderEvents();
  const requests: RequestLogEntry[] = [];

  // Configured chains win over stored ones with the same id: the options describe the dev stack.
  const known = new Map<number, EvmTestWalletChain>();
  for (const chain of chains) known.set(chain.id, { ...chain });
  const added = stored.addedChains.filter((chain) => !known.has(chain.id));
  for (const chain of added) known.set(chain.id, chain);
  if (chainId !== undefined && !known.has(chainId))
    throw new Error(`createEvmTestWallet: chainId ${chainId} is not in chains`);

  let granted = stored.granted;
  let locked = false;
  let currentMode: WalletMode = mode;
  let currentChainId =
    stored.chainId !== undefined && known.has(stored.chainId) ? stored.chainId : (chainId ?? first.id);
  let grantedAt = Date.now();

  const persist = () => store.write({ granted, chainId: currentChainId, addedChains: added });
  const accounts = (): `0x${string}`[] => (granted && !locked ? [address] : []);
  const chainHex = () => numberToHex(currentChainId);
  const currentChain = () => known.get(currentChainId) as EvmTestWalletChain;
  // The simulated user's answer to a confirmation popup.
  const confirm = () => {
    if (currentMode === 'reject') throw ProviderRpcError.userRejected();
  };
  const requireAuthorized = (requested?: unknown) => {
    if (!granted || locked) throw ProviderRpcError.unauthorized();
    if (
      requested !== undefined &&
      (typeof requested !== 'string' || !isHex(requested) || !isAddressEqual(requested, address))
    )
      throw ProviderRpcError.unauthorized();
  };

  const grant = () => {
    const before = accounts().length;
    granted = true;
    locked = false;
    grantedAt = Date.now();
    persist();
    if (before === 0) events.emit('accountsChanged', [address]);
  };
  const revoke = () => {
    const before = accounts().length;
    granted = false;
    persist();
    if (before > 0) events.emit('accountsChanged', []);
  };
  const switchTo = (id: number) => {
    if (id === currentChainId) return;
    currentChainId = id;
    persist();
    events.emit('chainChanged', chainHex());
  };
  const permissions = () =>
    granted
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: globalThis.location?.origin ?? 'unknown',
            date: grantedAt,
            caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
          },
        ]
      : [];

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return accounts();
      case 'eth_coinbase':
        return accounts()[0] ?? null;
      case 'eth_requestAccounts':
        // An already connected site gets its accounts without a popup.
        if (accounts().length === 0) {
          confirm();
          grant();
        }
        return accounts();
      case 'wallet_requestPermissions': {
        const request = params[0];
        if (typeof request !== 'object' || request === null || !('eth_accounts' in request))
          throw ProviderRpcError.invalidParams({ message: 'Invalid params: only eth_accounts can be requested' });
        confirm();
        grant();
        return permissions();
      }
      case 'wallet_getPermissions':
        return permissions();
      case 'wallet_revokePermissions':
        revoke();
        return null;
      case 'eth_chainId':
        return chainHex();
      case 'wallet_switchEthereumChain': {
        const id = readChainId(params[0]);
        if (id === currentChainId) return null;
        if (!known.has(id)) throw ProviderRpcError.unrecognizedChain({ chainId: numberToHex(id) });
        confirm();
        switchTo(id);
        return null;
      }
      case 'wallet_addEthereumChain':
        return addChain(params[0]);
      case 'wallet_watchAsset':
        confirm();
        return true;
      case 'personal_sign': {
        const [message, requested] = params;
        requireAuthorized(requested);
        if (typeof message !== 'string')
          throw ProviderRpcError.invalidParams({ message: 'Invalid params: message must be a string' });
        confirm();
        return account.signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_signTypedData_v4': {
        const [requested, raw] = params;
        requireAuthorized(requested);
        const typedData = parseTypedData({ raw, activeChainId: currentChainId });
        confirm();
        return account.signTypedData(typedData);
      }
      case 'eth_sendTransaction': {
        requireAuthorized();
        const transaction = parseTransactionParams({ raw: params[0] });
        if (transaction.from && !isAddressEqual(transaction.from, address)) throw ProviderRpcError.unauthorized();
        if (transaction.chainId !== undefined && transaction.chainId !== currentChainId)
          throw ProviderRpcError.invalidParams({
            message: `Invalid params: chainId ${transaction.chainId} does not match the active chain ${currentChainId}`,
          });
        confirm();
        return sendSignedTransaction({ account, chain: currentChain(), transaction });
      }
      default:
        if (REFUSED.has(method) || method.startsWith('wallet_')) throw ProviderRpcError.unsupportedMethod();
        return jsonRpcRequest({ url: currentChain().rpcUrl, method, params });
    }
  }

  function addChain(raw: unknown): null {
    const id = readChainId(raw);
    const { rpcUrls, chainName } = raw as { rpcUrls?: unknown; chainName?: unknown };
    const rpcUrl = Array.isArray(rpcUrls)
      ? rpcUrls.find((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
      : undefined;
    if (!rpcUrl) throw ProviderRpcError.invalidParams({ message: 'Invalid params: "rpcUrls" needs an http(s) URL' });
    if (chainName !== undefined && typeof chainName !== 'string')
      throw ProviderRpcError.invalidParams({ message: 'Invalid params: "chainName" must be a string' });
    if (id === currentChainId) return null;
    // MetaMask asks to add and then to switch; one rejection ends both.
    confirm();
    if (!known.has(id)) {
      const chain: EvmTestWalletChain = { id, rpcUrl, ...(chainName ? { name: chainName } : {}) };
      known.set(id, chain);
      added.push(chain);
      persist();
    }
    switchTo(id);
    return null;
  }

  const provider: EvmTestWalletProvider = {
    isTestWallet: true,
    async request(args: RequestArguments) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || !args.method)
        throw new ProviderRpcError({ code: -32600, message: 'Invalid request: expected { method, params? }' });
      const { method, params } = args;
      requests.push(params === undefined ? { method } : { method, params });
      return handle(method, Array.isArray(params) ? params : params === undefined ? [] : [params]);
    },
    on(event, listener) {
      events.add(event, listener as ProviderListener);
      return provider;
    },
    removeListener(event, listener) {
      events.remove(event, listener as ProviderListener);
      return provider;
    },
    isConnected: () => true,
  };

  // Extensions announce `connect` once they can serve requests; do it after the caller can subscribe.
  queueMicrotask(() => events.emit('connect', { chainId: chainHex() }));

  return {
    provider,
    info: Object.freeze({
      uuid: crypto.randomUUID(),
      name,
      icon: createWalletIcon({ name, seed: rdns + address }),
      rdns,
    }),
    address,
    setMode: (next) => {
      currentMode = next;
    },
    getMode: () => currentMode,
    revoke,
    lock: () => {
      if (locked) return;
      const before = accounts().length;
      locked = true;
      if (before > 0) events.emit('accountsChanged', []);
    },
    isGranted: () => granted,
    getChainId: () => currentChainId,
    requests,
  };
}

function readChainId(raw: unknown): number {
  const chainId = typeof raw === 'object' && raw !== null ? (raw as { chainId?: unknown }).chainId : undefined;
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId) || /^0x0+$/.test(chainId))
    throw ProviderRpcError.invalidParams({
      message: `Invalid params: chainId must be a non-zero hex string, got ${String(chainId)}`,
    });
  return hexToNumber(chainId as Hex);
}
