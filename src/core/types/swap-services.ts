import type { ChainNamespace } from './caip.js';
import type { Network } from './network.js';
import type { ReceiptOutcome } from './send-actions.js';

/** One contract call sent from the connected wallet (the swap's approve and router calls). */
export interface EvmCallParameters {
  /** The connected wallet's EIP-1193 provider. */
  provider: unknown;
  from: string;
  /** Hex address of the contract. */
  to: string;
  /** Calldata; absent for a plain native transfer. */
  data?: `0x${string}` | undefined;
  /** Native value in wei; absent for none. */
  value?: bigint | undefined;
  chain: { id: number; name: string; nativeCurrency: { name: string; symbol: string; decimals: number } };
  rpcUrl: string;
}

/** The EVM swap chunk (src/connectors/evm/evm-swap-actions.ts): a call sent through the wallet, and the send flow's receipt wait. */
export interface EvmSwapActions {
  sendEvmCall(parameters: EvmCallParameters): Promise<string>;
  waitForEvmReceipt(parameters: { rpcUrl: string; hash: string; blockTimeMs?: number }): Promise<ReceiptOutcome>;
}

// Its own module so the swap controller and the composition root read it without importing each other.
/** What swapping needs from the composition root besides the app's controllers (issue 19). */
export interface SwapServices {
  /** The EVM swap chunk (import()). */
  loadEvmActions: () => Promise<EvmSwapActions>;
  /** The URL reads (the receipt) go to. */
  resolveRpcUrl: (network: Network) => string;
  /** Re-reads the native balance of a namespace after a swap. */
  refreshNativeBalance: (parameters: { namespace: ChainNamespace }) => Promise<void>;
}
