import {
  ChainMismatchError,
  ChainNotConfiguredError,
  NetworkNotFoundError,
  ReconnectingError,
} from '../errors/connector-errors.js';
import { ALERT_CODES } from '../errors/alerts.js';
import { BaseError } from '../errors/base-error.js';
import { InternalSdkError } from '../errors/internal-errors.js';
import { toProviderRpcError } from '../errors/provider-rpc-error.js';
import type { Network } from '../types/network.js';
import type { AlertController } from './alert-controller.js';
import type { ChainController } from './chain-controller.js';
import type { ConnectorController } from './connector-controller.js';
import type { EventsController } from './events-controller.js';
import type { ModalController } from './modal-controller.js';
import type { RouterController } from './router-controller.js';

export interface NetworkControllerParameters {
  chains: ChainController;
  connectors: ConnectorController;
  router: RouterController;
  modal: ModalController;
  events: EventsController;
  alert: AlertController;
  /** Whether the modal is open (views are only pushed while it is). */
  isModalOpen: () => boolean;
  /** The dapp's RPC URLs for a network (custom ones win), handed to a wallet that must add it. */
  resolveRpcUrls: (network: Network) => readonly string[];
  /** Called after every switch: the send form is reset (SPEC §4). */
  onNetworkSwitched?: (network: Network) => void;
}

export interface SwitchNetworkParameters {
  network: Network;
}

/**
 * Network switching with the rules of SPEC §4: nothing when the target is already active; a
 * namespace without an address goes through SwitchActiveChain; a connected wallet confirms in the
 * SwitchNetwork view; a failure goes back; success after an unsupported network closes the modal.
 */
export class NetworkController {
  constructor(private readonly parameters: NetworkControllerParameters) {}

  /**
   * @throws NetworkNotFoundError (and the APKT001 banner) when no network of that namespace is configured;
   * ChainNotConfiguredError when the namespace is, but not this network.
   */
  async switchNetwork({ network }: SwitchNetworkParameters): Promise<void> {
    const { chains, router, alert, isModalOpen } = this.parameters;
    const targetChain = chains.getChain(network.chainNamespace);
    if (!targetChain) {
      if (isModalOpen()) alert.open({ code: ALERT_CODES.NETWORK_NOT_FOUND, variant: 'error' });
      throw new NetworkNotFoundError({ details: network.caipNetworkId });
    }
    const target = targetChain.networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId);
    if (!target) throw new ChainNotConfiguredError({ details: network.caipNetworkId });
    const namespace = target.chainNamespace;
    const activeNamespace = chains.activeNamespace;
    if (activeNamespace === namespace && String(targetChain.activeChainId) === String(target.id)) return;

    const account = targetChain.account;
    if (account.status === 'reconnecting') throw new ReconnectingError();
    const activeConnected = activeNamespace !== undefined && chains.getAccount(activeNamespace).status === 'connected';
    if (namespace !== activeNamespace && activeConnected && account.status !== 'connected') {
      this.showView({ view: 'SwitchActiveChain', params: { network: target } });
      return;
    }

    const wasUnsupported = this.isActiveNetworkUnsupported();
    const changesNamespace = namespace !== activeNamespace;
    if (changesNamespace) chains.setSwitchingNamespace(true);
    try {
      if (account.status === 'connected' && String(targetChain.activeChainId) !== String(target.id)) {
        if (isModalOpen()) router.push({ view: 'SwitchNetwork', params: { network: target } });
        await this.askWalletToSwitch({ network: target, connectorId: account.connectorId });
      }
      chains.setActiveChainId({ namespace, chainId: target.id });
      chains.setActiveNamespace(namespace);
    } catch (error) {
      if (isModalOpen() && router.current?.view === 'SwitchNetwork') router.goBack();
      throw error instanceof BaseError ? error : toProviderRpcError(error);
    } finally {
      if (changesNamespace) chains.setSwitchingNamespace(false);
    }
    this.afterSwitch({ network: target, wasUnsupported });
  }

  /**
   * SwitchActiveChain's way out: the target namespace becomes active on the target network, and
   * the Connect view lists that namespace's wallets.
   */
  connectNamespace({ network }: SwitchNetworkParameters): void {
    const { chains, modal, router } = this.parameters;
    chains.setActiveChainId({ namespace: network.chainNamespace, chainId: network.id });
    chains.setActiveNamespace(network.chainNamespace);
    modal.setNamespaceFilter(network.chainNamespace);
    router.push({ view: 'Connect', params: undefined });
  }

  /**
   * Whether the UnsupportedChain rule applies (SPEC §2): the connected wallet is on a network the
   * dapp did not request, switching is enabled and unsupported chains are not allowed.
   */
  shouldShowUnsupportedChain({
    enableNetworkSwitch = true,
    allowUnsupportedChain = false,
  }: {
    enableNetworkSwitch?: boolean;
    allowUnsupportedChain?: boolean;
  }): boolean {
    return enableNetworkSwitch && !allowUnsupportedChain && this.isActiveNetworkUnsupported();
  }

  private isActiveNetworkUnsupported(): boolean {
    const { chains } = this.parameters;
    const namespace = chains.activeNamespace;
    const chain = namespace ? chains.getChain(namespace) : undefined;
    return Boolean(
      chain &&
      chain.account.status === 'connected' &&
      chain.activeChainId !== undefined &&
      !chains.getActiveNetwork(namespace),
    );
  }

  /** Asks the connected wallet to move, then checks it did: a wallet that says yes but stays is a 'chain mismatch'. */
  private async askWalletToSwitch({
    network,
    connectorId,
  }: {
    network: Network;
    connectorId: string | undefined;
  }): Promise<void> {
    const connector = connectorId ? this.parameters.connectors.get(connectorId) : undefined;
    if (!connector) throw new InternalSdkError({ reason: 'NO_CONNECTION_CLIENT', details: connectorId });
    if (!connector.switchNetwork)
      throw new InternalSdkError({ reason: 'NETWORK_CLIENT_NOT_SET', details: connector.id });
    const rpcUrls = this.parameters.resolveRpcUrls(network);
    await connector.switchNetwork({
      network: { ...network, rpcUrls: { ...network.rpcUrls, default: { ...network.rpcUrls.default, http: rpcUrls } } },
    });
    const walletChainId = await connector.getChainId();
    if (String(walletChainId) !== String(network.id))
      throw new ChainMismatchError({ details: `wallet on ${walletChainId}, expected ${network.id}` });
  }

  private afterSwitch({ network, wasUnsupported }: { network: Network; wasUnsupported: boolean }): void {
    const { router, modal, events, isModalOpen, onNetworkSwitched } = this.parameters;
    onNetworkSwitched?.(network);
    events.track({ event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } });
    if (!isModalOpen()) return;
    if (wasUnsupported) {
      modal.close();
      return;
    }
    const view = router.current?.view;
    if (view === 'SwitchNetwork' || view === 'Networks') router.goBack();
    if (router.current?.view === 'Networks') router.goBack();
  }

  private showView(entry: Parameters<RouterController['push']>[0]): void {
    const { router, modal, isModalOpen } = this.parameters;
    if (isModalOpen()) router.push(entry);
    else modal.open({ view: entry });
  }
}
