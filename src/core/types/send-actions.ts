import type { ReplacementReason } from '../utils/classify-replacement.js';

/** One EVM transfer: native when `tokenAddress` is absent, an ERC-20 `transfer` otherwise. */
export interface EvmTransferParameters {
  /** The connected wallet's EIP-1193 provider. */
  provider: unknown;
  from: string;
  to: string;
  /** Base units (wei, or the token's smallest unit). */
  amount: bigint;
  /** Hex contract address of the ERC-20. */
  tokenAddress?: string;
  chain: { id: number; name: string; nativeCurrency: { name: string; symbol: string; decimals: number } };
  /** Where reads (fee estimate, receipt) go. */
  rpcUrl: string;
}

/** How a receipt wait ended (SPEC §4 "Receipt wait ends as success or reverted"). */
export interface ReceiptOutcome {
  status: 'success' | 'reverted';
  /** The hash whose receipt was found (the replacement's when replaced). */
  hash: string;
  replacement?: ReplacementReason;
}

/** The EVM send chunk (src/connectors/evm/evm-send-actions.ts). */
export interface EvmSendActions {
  sendEvmTransfer(parameters: EvmTransferParameters): Promise<string>;
  /** Network fee in wei: estimateGas × gas price. */
  estimateEvmFee(parameters: Omit<EvmTransferParameters, 'provider'>): Promise<bigint>;
  /** `blockTimeMs`: the network's block time, so the wait polls at half of it without reading blocks. */
  waitForEvmReceipt(parameters: { rpcUrl: string; hash: string; blockTimeMs?: number }): Promise<ReceiptOutcome>;
}

/** One SOL transfer signed and sent by a Wallet Standard wallet. */
export interface SolanaTransferParameters {
  /** The connected Wallet Standard wallet (connector.provider). */
  wallet: unknown;
  from: string;
  to: string;
  lamports: bigint;
  rpcUrl: string;
  /** CAIP-2 reference of the network (maps to the Wallet Standard chain). */
  reference: string;
}

/** One SPL token transfer (TransferChecked), opening the receiver's associated token account when missing. */
export interface SplTransferParameters {
  /** The connected Wallet Standard wallet (connector.provider). */
  wallet: unknown;
  /** The sender (owner of the source associated token account, and fee payer). */
  from: string;
  /** The receiver's wallet address (its associated token account is derived). */
  to: string;
  /** The mint, base58. */
  mint: string;
  /** Base units of the token. */
  amount: bigint;
  /** The mint's decimals (TransferChecked fails when they differ). */
  decimals: number;
  rpcUrl: string;
  /** CAIP-2 reference of the network (maps to the Wallet Standard chain). */
  reference: string;
}

/** What an SPL transfer costs the sender, in lamports. */
export interface SplTransferFee {
  /** Network fee plus `accountRent`. */
  fee: bigint;
  /** Rent of the receiver's token account when the transfer opens it; 0n when it exists. */
  accountRent: bigint;
}

/** The Solana send chunk (src/connectors/solana/solana-send-actions.ts). */
export interface SolanaSendActions {
  sendSolanaTransfer(parameters: SolanaTransferParameters): Promise<string>;
  /** Network fee in lamports (getFeeForMessage). */
  estimateSolanaFee(parameters: Omit<SolanaTransferParameters, 'wallet'>): Promise<bigint>;
  sendSplTransfer(parameters: SplTransferParameters): Promise<string>;
  estimateSplFee(parameters: Omit<SplTransferParameters, 'wallet'>): Promise<SplTransferFee>;
  waitForSolanaSignature(parameters: { rpcUrl: string; signature: string }): Promise<ReceiptOutcome>;
}
