// The swap's transactions (issue 19): the exact-amount approval, then the router call, each sent
// through the connected wallet's EIP-1193 provider (a browser wallet, the embedded wallet with its
// approval screen over the modal, any other) and followed to its receipt.
import type { AppControllers } from '../app-context.js';
import { isUserRejection } from '../errors/provider-rpc-error.js';
import { $swapMessages } from '../messages/swap-messages.js';
import type { ConvertQuote, ConvertToken } from '../protocol/convert-api.js';
import type { Connector } from '../types/connector.js';
import type { EvmSwapActions, SwapServices } from '../types/swap-services.js';
import type { SwapState } from '../stores/swap-store.js';
import { parseDecimalAmount } from '../utils/parse-decimal-amount.js';
import { minimumReceived } from '../utils/swap-math.js';
import { priceMovedQuote, type SwapApi } from './swap-api.js';
import type { Network } from '../types/network.js';

/** The active EVM account and network the form is for. */
export interface SwapTarget {
  network: Network;
  /** The account's hex address. */
  address: string;
  /** CAIP-10 of the account on `network`. */
  userAddress: string;
}

/** The app's controllers a swap drives; `tokenBalances` is read when the swap lands (it registers late). */
export type SwapFlowApp = Pick<
  AppControllers,
  'chains' | 'connectors' | 'router' | 'events' | 'toast' | 'tokenBalances'
>;

/** The controller as the flow sees it (typed here so this module does not import its class). */
export interface SwapFlowController {
  readonly state: SwapState;
  target(): SwapTarget | undefined;
  update(patch: Partial<SwapState>): void;
  needsApproval(parameters: { amount: bigint }): boolean;
  loadAllowance(): Promise<void>;
  resetForm(parameters?: { chainId?: string | undefined }): void;
}

export interface SwapFlowParameters {
  controller: SwapFlowController;
  api: SwapApi;
  app: SwapFlowApp;
  services?: (() => Promise<SwapServices | undefined>) | undefined;
}

interface PreparedSwap {
  target: SwapTarget;
  connector: Connector;
  source: ConvertToken;
  destination: ConvertToken;
  /** Base units of `source`. */
  amount: bigint;
  services: SwapServices;
  actions: EvmSwapActions;
  rpcUrl: string;
}

/** Sends `approve(router, amount)` for exactly the amount and waits for it; true when it landed. */
export async function runApprove(parameters: SwapFlowParameters): Promise<boolean> {
  const { controller, api } = parameters;
  controller.update({ step: 'approving', previewError: undefined });
  try {
    const prepared = await prepare(parameters);
    if (typeof prepared === 'string') return fail(parameters, prepared);
    const { target, source, destination, amount } = prepared;
    const { tx } = await api.buildApprove({
      userAddress: target.userAddress,
      from: source.address,
      to: destination.address,
      amount: String(amount),
    });
    const outcome = await sendAndWait({ prepared, to: tx.to, data: tx.data, value: 0n, controller });
    if (outcome.status === 'reverted') return fail(parameters, $swapMessages.get().approveReverted);
    await controller.loadAllowance();
    controller.update({ step: undefined });
    return true;
  } catch (error) {
    return fail(parameters, failureText(error), error);
  }
}

/**
 * Builds the router call with the minimum the preview showed as its amountOutMin (the server
 * refuses with PRICE_MOVED when the price already fell below it: the fresh quote is shown, nothing
 * is sent; a smaller move goes through, the chain holding the shown minimum), sends it, waits
 * for the receipt. Success: SWAP_SUCCESS, balances refreshed, the form emptied, Account with a
 * toast. Failure (a rejection, a revert, a refusal): SWAP_ERROR and the error on the preview.
 */
export async function runSwap(parameters: SwapFlowParameters): Promise<boolean> {
  const { controller, api, app } = parameters;
  controller.update({ step: 'swapping', previewError: undefined });
  try {
    const prepared = await prepare(parameters);
    if (typeof prepared === 'string') return fail(parameters, prepared);
    const { target, source, destination, amount, services } = prepared;
    if (controller.needsApproval({ amount })) return fail(parameters, $swapMessages.get().approveStep(source.symbol));
    // The minimum shown is what the chain will hold the swap to; without a quote for this amount there is none.
    const shown = controller.state.quotes[0];
    if (!shown || shown.fromAmount !== String(amount)) return fail(parameters, $swapMessages.get().priceMoved);
    const built = await api
      .buildTransaction({
        userAddress: target.userAddress,
        from: source.address,
        to: destination.address,
        amount: String(amount),
        amountOutMin: shown.toAmountMin ?? String(minimumReceived({ toAmount: BigInt(shown.toAmount) })),
      })
      .catch((error: unknown) => {
        const fresh = priceMovedQuote(error);
        if (!fresh) throw error;
        return fresh;
      });
    if (!('tx' in built)) {
      // The fresh numbers replace the shown ones, for another confirm; the wallet was not asked.
      controller.update({ quotes: [built], quoteStatus: 'ready', quoteStale: false, quoteUpdatedAt: Date.now() });
      return fail(parameters, $swapMessages.get().priceMoved);
    }
    const { tx, quote } = built;
    // A server answering another swap than the one shown (amount, tokens) is not sent.
    if (quote && !sameSwap({ shown, built: quote })) return fail(parameters, $swapMessages.get().swapFailed);
    const outcome = await sendAndWait({ prepared, to: tx.to, data: tx.data, value: BigInt(tx.amount), controller });
    if (outcome.status === 'reverted') return fail(parameters, $swapMessages.get().swapReverted);
    if (outcome.replacement === 'cancelled') return fail(parameters, $swapMessages.get().swapFailed);
    const paid = `${controller.state.sourceAmount} ${source.symbol}`;
    app.events.track({
      event: 'SWAP_SUCCESS',
      properties: {
        network: target.network.caipNetworkId,
        fromToken: source.symbol,
        toToken: destination.symbol,
        fromAmount: String(amount),
        ...(quote ? { toAmount: quote.toAmount } : {}),
        hash: outcome.hash,
      },
    });
    await Promise.allSettled([
      app.tokenBalances?.refresh({ forceUpdate: true }),
      services.refreshNativeBalance({ namespace: 'eip155' }),
    ]);
    controller.resetForm({ chainId: target.network.caipNetworkId });
    app.router.reset({ view: 'Account', params: undefined });
    app.toast.show({ message: $swapMessages.get().swapSuccess(paid, destination.symbol), variant: 'success' });
    return true;
  } catch (error) {
    return fail(parameters, failureText(error), error);
  }
}

/** The account, wallet, tokens, amount and send chunk of the swap, or the text of what is missing. */
async function prepare({ controller, app, services }: SwapFlowParameters): Promise<PreparedSwap | string> {
  const target = controller.target();
  const { sourceToken: source, targetToken: destination, sourceAmount } = controller.state;
  if (!target) return $swapMessages.get().walletUnavailable;
  const account = app.chains.getAccount('eip155');
  const connector = account.connectorId ? app.connectors.get(account.connectorId) : undefined;
  if (!connector) return $swapMessages.get().walletUnavailable;
  if (!source || !destination) return $swapMessages.get().selectTokens;
  const amount = parseDecimalAmount({ value: sourceAmount, decimals: source.decimals });
  if (!amount) return $swapMessages.get().invalidAmount;
  const loaded = await services?.();
  if (!loaded) return $swapMessages.get().swapUnavailable;
  const actions = await loaded.loadEvmActions();
  return {
    target,
    connector,
    source,
    destination,
    amount,
    services: loaded,
    actions,
    rpcUrl: loaded.resolveRpcUrl(target.network),
  };
}

async function sendAndWait({
  prepared,
  to,
  data,
  value,
  controller,
}: {
  prepared: PreparedSwap;
  /** CAIP-10 of the contract, as the server answers it. */
  to: string;
  data: string;
  value: bigint;
  controller: SwapFlowController;
}) {
  const { actions, connector, target, rpcUrl } = prepared;
  const { network } = target;
  const hash = await actions.sendEvmCall({
    provider: connector.provider,
    from: target.address,
    to: to.split(':').pop() ?? to,
    data: data as `0x${string}`,
    value,
    chain: { id: Number(network.id), name: network.name, nativeCurrency: network.nativeCurrency },
    rpcUrl,
  });
  controller.update({ hash });
  const { blockTime } = network;
  return actions.waitForEvmReceipt({ rpcUrl, hash, ...(blockTime === undefined ? {} : { blockTimeMs: blockTime }) });
}

/** Whether the built quote is for the shown amount and tokens (Reown's server answers no quote to check). */
function sameSwap({ shown, built }: { shown: ConvertQuote; built: ConvertQuote }): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return (
    shown.fromAmount === built.fromAmount &&
    same(shown.fromAccount, built.fromAccount) &&
    same(shown.toAccount, built.toAccount)
  );
}

function fail({ controller, app }: SwapFlowParameters, message: string, error?: unknown): false {
  controller.update({ step: undefined, previewError: message });
  app.events.track({
    event: 'SWAP_ERROR',
    properties: { message, ...(error instanceof Error ? { cause: error.message.slice(0, 200) } : {}) },
  });
  // The embedded wallet's approval screen may still be on top: the preview shows the error.
  if (app.router.current?.view !== 'SwapPreview') app.router.replace({ view: 'SwapPreview', params: undefined });
  return false;
}

function failureText(error: unknown): string {
  if (isUserRejection(error)) return $swapMessages.get().swapRejected;
  if (error instanceof Error && error.name === 'SwapError')
    return (error as Error & { shortMessage: string }).shortMessage;
  return $swapMessages.get().swapFailed;
}
