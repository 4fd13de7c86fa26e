// The send flow (SPEC §4 "Send"), loaded with import() by the SendController when a send view needs it.
import { isUserRejection } from '../errors/provider-rpc-error.js';
import { $messages } from '../messages/messages-store.js';
import type { Messages } from '../messages/en.js';
import type { Connector } from '../types/connector.js';
import type { ReceiptOutcome } from '../types/send-actions.js';
import { formatUnits } from '../utils/format-units.js';
import { isEvmAddress } from '../utils/is-evm-address.js';
import { isSolanaAddress } from '../utils/is-solana-address.js';
import { parseDecimalAmount } from '../utils/parse-decimal-amount.js';
import { validateSend, type ValidSend } from '../utils/validate-send.js';
import type { SendState } from '../stores/send-store.js';
import type { SendServices } from '../types/send-services.js';

/** The form the flow reads and writes: the SendController (typed here so the chunk does not import it). */
export interface SendForm {
  readonly state: SendState;
  update(patch: Partial<SendState>): void;
  reset(): void;
}

export interface SendFlowParameters {
  controller: SendForm;
  services: SendServices;
}

interface PreparedSend {
  send: ValidSend;
  from: string;
  connector: Connector;
  rpcUrl: string;
}

/** Validates the form against the active account and network; a string is the error to show. */
function prepare({ controller, services }: SendFlowParameters): PreparedSend | string {
  const text = $messages.get();
  const { chains, connectors } = services;
  const namespace = chains.activeNamespace;
  const state = controller.state;
  const result = validateSend({
    token: state.token,
    amount: state.sendTokenAmount,
    receiver: state.receiverAddress,
    namespace,
    network: chains.getActiveNetwork(namespace),
  });
  if (!result.ok) return text[result.error.key];
  const account = chains.getAccount(result.send.namespace);
  const connector = account.connectorId ? connectors.get(account.connectorId) : undefined;
  if (account.status !== 'connected' || !account.address || !connector) return text.sendFailed;
  return { send: result.send, from: account.address, connector, rpcUrl: services.resolveRpcUrl(result.send.network) };
}

/** The network fee of the form's send into the store (`networkFee`), or the error. */
export async function estimateSendFee(parameters: SendFlowParameters): Promise<void> {
  const { controller, services } = parameters;
  const prepared = prepare(parameters);
  if (typeof prepared === 'string') {
    controller.update({ networkFee: undefined, error: prepared });
    return;
  }
  const { send, from, rpcUrl } = prepared;
  try {
    if (send.namespace === 'solana' && send.tokenAddress) {
      const { fee, accountRent } = await (await services.loadSolanaActions()).estimateSplFee(splTransfer(prepared));
      const decimals = send.network.nativeCurrency.decimals;
      controller.update({
        networkFee: formatUnits({ value: fee, decimals }),
        accountRent: accountRent > 0n ? formatUnits({ value: accountRent, decimals }) : undefined,
      });
      return;
    }
    const fee =
      send.namespace === 'solana'
        ? await (
            await services.loadSolanaActions()
          ).estimateSolanaFee({
            from,
            to: send.receiver,
            lamports: send.amount,
            rpcUrl,
            reference: String(send.network.id),
          })
        : await (
            await services.loadEvmActions()
          ).estimateEvmFee({
            from,
            to: send.receiver,
            amount: send.amount,
            ...tokenOf(send),
            chain: evmChain(send),
            rpcUrl,
          });
    controller.update({
      networkFee: formatUnits({ value: fee, decimals: send.network.nativeCurrency.decimals }),
      accountRent: undefined,
    });
  } catch {
    // The preview shows "Unavailable"; the wallet estimates again when it signs.
    controller.update({ networkFee: undefined, accountRent: undefined });
  }
}

/**
 * Max: a token's whole balance; for the native coin, the balance less the network fee, so the
 * transfer can pay for itself. EVM keeps twice the estimate (a wallet reserves gas × max fee per
 * gas, which the base fee can double); Solana's fee is exact. Without an estimate, the balance.
 */
export async function fillMaxAmount({ controller, services }: SendFlowParameters): Promise<void> {
  const { token, receiverAddress } = controller.state;
  if (!token) return;
  const decimals = Number(token.quantity.decimals);
  const balance = parseDecimalAmount({ value: token.quantity.numeric, decimals }) ?? 0n;
  const namespace = services.chains.activeNamespace;
  const network = services.chains.getActiveNetwork(namespace);
  const from = namespace ? services.chains.getAccount(namespace).address : undefined;
  if (token.address || !network || !from)
    return controller.update({ sendTokenAmount: token.quantity.numeric, error: undefined });
  const validReceiver =
    namespace === 'solana' ? isSolanaAddress(receiverAddress ?? '') : isEvmAddress(receiverAddress ?? '');
  const to = validReceiver ? receiverAddress! : from;
  const rpcUrl = services.resolveRpcUrl(network);
  try {
    const fee =
      namespace === 'solana'
        ? await (
            await services.loadSolanaActions()
          ).estimateSolanaFee({ from, to, lamports: 1n, rpcUrl, reference: String(network.id) })
        : await (
            await services.loadEvmActions()
          ).estimateEvmFee({
            from,
            to,
            amount: 1n,
            chain: { id: Number(network.id), name: network.name, nativeCurrency: network.nativeCurrency },
            rpcUrl,
          });
    const reserve = namespace === 'solana' ? fee : fee * 2n;
    controller.update({
      sendTokenAmount: formatUnits({ value: balance > reserve ? balance - reserve : 0n, decimals }),
      error: undefined,
    });
  } catch {
    controller.update({ sendTokenAmount: token.quantity.numeric, error: undefined });
  }
}

/**
 * Sends the form's transfer through the connected wallet and waits for its receipt. Success:
 * SEND_SUCCESS, token and native balances refresh, the form resets, Account shows. Failure
 * (a wallet rejection 4001 included): SEND_ERROR, the preview shows with the error.
 */
export async function runSend(parameters: SendFlowParameters): Promise<boolean> {
  const { controller, services } = parameters;
  const text = $messages.get();
  const prepared = prepare(parameters);
  if (typeof prepared === 'string') {
    controller.update({ loading: false, error: prepared });
    return false;
  }
  const { send } = prepared;
  controller.update({ loading: true, error: undefined });
  try {
    const outcome = await transferAndWait(parameters, prepared);
    if (outcome.status === 'reverted') return fail(parameters, text.sendReverted);
    if (outcome.replacement === 'cancelled') return fail(parameters, text.sendReplaced(outcome.replacement));
    services.events.track({
      event: 'SEND_SUCCESS',
      properties: {
        namespace: send.namespace,
        network: send.network.caipNetworkId,
        token: controller.state.token?.symbol ?? '',
        amount: controller.state.sendTokenAmount ?? '',
        hash: outcome.hash,
        ...(outcome.replacement ? { replacement: outcome.replacement } : {}),
      },
    });
    await Promise.allSettled([
      services.refreshTokenBalances(),
      services.refreshNativeBalance({ namespace: send.namespace }),
    ]);
    controller.reset();
    services.router.reset({ view: 'Account', params: undefined });
    return true;
  } catch (error) {
    return fail(parameters, isUserRejection(error) ? text.sendRejected : text.sendFailed, error);
  }
}

async function transferAndWait(
  { controller, services }: SendFlowParameters,
  { send, from, connector, rpcUrl }: PreparedSend,
): Promise<ReceiptOutcome> {
  if (send.namespace === 'solana') {
    const actions = await services.loadSolanaActions();
    const signature = send.tokenAddress
      ? await actions.sendSplTransfer({ wallet: connector.provider, ...splTransfer({ send, from, rpcUrl }) })
      : await actions.sendSolanaTransfer({
          wallet: connector.provider,
          from,
          to: send.receiver,
          lamports: send.amount,
          rpcUrl,
          reference: String(send.network.id),
        });
    controller.update({ hash: signature });
    return actions.waitForSolanaSignature({ rpcUrl, signature });
  }
  const actions = await services.loadEvmActions();
  const hash = await actions.sendEvmTransfer({
    provider: connector.provider,
    from,
    to: send.receiver,
    amount: send.amount,
    ...tokenOf(send),
    chain: evmChain(send),
    rpcUrl,
  });
  controller.update({ hash });
  const { blockTime } = send.network;
  return actions.waitForEvmReceipt({ rpcUrl, hash, ...(blockTime === undefined ? {} : { blockTimeMs: blockTime }) });
}

function fail(
  { controller, services }: SendFlowParameters,
  message: Messages[keyof Messages] & string,
  error?: unknown,
): false {
  controller.update({ loading: false, error: message });
  services.events.track({
    event: 'SEND_ERROR',
    properties: { message, ...(error instanceof Error ? { cause: error.message.slice(0, 200) } : {}) },
  });
  if (services.router.current?.view !== 'WalletSendPreview')
    services.router.replace({ view: 'WalletSendPreview', params: undefined });
  return false;
}

/** The SPL transfer of a validated Solana token send (its tokenAddress is the mint). */
const splTransfer = ({ send, from, rpcUrl }: Pick<PreparedSend, 'send' | 'from' | 'rpcUrl'>) => ({
  from,
  to: send.receiver,
  mint: send.tokenAddress!,
  amount: send.amount,
  decimals: send.decimals,
  rpcUrl,
  reference: String(send.network.id),
});
const tokenOf = (send: ValidSend) => (send.tokenAddress ? { tokenAddress: send.tokenAddress } : {});
const evmChain = ({ network }: ValidSend) => ({
  id: Number(network.id),
  name: network.name,
  nativeCurrency: network.nativeCurrency,
});
