import type { MapStore } from 'nanostores';
import { InternalSdkError } from '../errors/internal-errors.js';
import { $messages } from '../messages/messages-store.js';
import { SIWX_ACCOUNT_PLACEHOLDER } from '../protocol/siwx-account-placeholder.js';
import { $activeChain, $chains } from '../stores/chain-store.js';
import type { SiwxState } from '../stores/siwx-store.js';
import type { ChainNamespace } from '../types/caip.js';
import type { Network } from '../types/network.js';
import type { SiwxAccess, SiwxConfig, SiwxMessage, SiwxMessageData } from '../types/siwx.js';
import { sameSiwxAccount, siwxAccountOf, type SiwxAccount } from '../siwx/siwx-account.js';
import type { ChainController } from './chain-controller.js';
import type { ModalController } from './modal-controller.js';

/** The sign-in events of SPEC §8. */
export type SiwxEventName = 'SIWX_AUTH_SUCCESS' | 'SIWX_AUTH_ERROR' | 'CLICK_CANCEL_SIWX';

export interface SiwxControllerParameters {
  store: MapStore<SiwxState>;
  config: SiwxConfig;
  chains: ChainController;
  modal: ModalController;
  /** Signs `message` (the exact text) with the namespace's connected wallet; the signature as the server takes it. */
  signMessage(parameters: { namespace: ChainNamespace; address: string; message: string }): Promise<string>;
  /** Disconnects every connected wallet (cancel while sign-in is required). */
  disconnect(): Promise<void>;
  /** Asks the wallet back to a network where the account has a session (cancel). */
  switchNetwork(parameters: { network: Network }): Promise<void>;
  track(parameters: { event: SiwxEventName; properties?: Record<string, string | number | boolean> }): void;
}

/**
 * Sign in with X after a connection (SPEC §4 "Sign-in with wallet"): once an address exists on a
 * supported network the config is asked for sessions; with none, SIWXSignMessage opens with a
 * fresh message. Switching account or network asks again; a disconnect revokes the session when
 * the config says `signOutOnDisconnect`.
 *
 * @example
 * const siwx = new SiwxController({ store: siwxStore, config, chains, modal, signMessage, disconnect, switchNetwork, track });
 * const stop = siwx.start();
 */
export class SiwxController implements SiwxAccess {
  /** The account and network the state is about; undefined while none is connected. */
  private current: SiwxAccount | undefined;
  /** Whether `current` has a session. */
  private signedIn = false;
  /** The last account and network that had a session, where cancel switches back to. */
  private lastSignedIn: SiwxAccount | undefined;
  private stopped = false;
  /** The account whose view waits for another wallet to finish connecting (showWhenSettled). */
  private waiting: SiwxAccount | undefined;

  constructor(private readonly parameters: SiwxControllerParameters) {}

  /** Follows the active account and network; returns the stop. */
  start(): () => void {
    const close = this.parameters.modal.addCloseGuard(
      ({ view }) => view === 'SIWXSignMessage' && this.isCloseBlocked(),
    );
    const stop = $activeChain.subscribe(() => this.follow());
    const stopWaiting = $chains.listen(() => this.waiting && this.showWhenSettled(this.waiting));
    return () => {
      this.stopped = true;
      stop();
      stopWaiting();
      close();
    };
  }

  isCloseBlocked(): boolean {
    return this.isRequired() && Boolean(this.current) && !this.signedIn;
  }

  async sign(): Promise<void> {
    const { store, config, track } = this.parameters;
    const account = this.current;
    const { status, message } = store.get();
    if (status === 'signing') return;
    store.set({ status: 'signing', ...(message ? { message } : {}) });
    try {
      if (!account) throw new InternalSdkError({ reason: 'NO_ACTIVE_CAIP_ADDRESS' });
      // After a failure the nonce may be spent or expired: Sign again signs a fresh message.
      const signed =
        message && status !== 'error'
          ? message
          : await config.createMessage({ accountAddress: account.address, chainId: account.chainId });
      if (signed !== message) store.set({ status: 'signing', message: signed });
      const signature = await this.parameters.signMessage({
        namespace: account.namespace,
        address: signed.accountAddress,
        message: signed.serializedMessage,
      });
      await config.addSession({ data: toData(signed), message: signed.serializedMessage, signature });
      if (!sameSiwxAccount(this.current, account)) return; // the account moved on while it signed
      this.signedIn = true;
      this.lastSignedIn = account;
      store.set({ status: 'idle' });
      this.parameters.modal.close();
      track({ event: 'SIWX_AUTH_SUCCESS', properties: { network: account.chainId } });
    } catch {
      if (account && !sameSiwxAccount(this.current, account)) return;
      const shown = store.get().message;
      store.set({ status: 'error', error: $messages.get().siwxError, ...(shown ? { message: shown } : {}) });
      this.showView();
      track({ event: 'SIWX_AUTH_ERROR', ...(account ? { properties: { network: account.chainId } } : {}) });
    }
  }

  /**
   * A message for the embedded wallet's sign-in on `chainId`, the account left as the placeholder
   * the frame fills (issue 16 part 5); undefined on a network the dapp did not request.
   */
  async createEmbeddedMessage({ chainId }: { chainId: string }): Promise<SiwxMessage | undefined> {
    if (!this.parameters.chains.findNetwork(chainId)) return undefined;
    return this.parameters.config.createMessage({ accountAddress: SIWX_ACCOUNT_PLACEHOLDER, chainId });
  }

  /**
   * The frame signed the message in the sign-in's own approval: the session is added before the
   * connection completes, so the check after it finds one and SIWXSignMessage never opens. When
   * adding fails, that check asks as for any wallet.
   */
  async addSignedSession({ message, signature }: { message: SiwxMessage; signature: string }): Promise<void> {
    const { config, track } = this.parameters;
    try {
      await config.addSession({ data: toData(message), message: message.serializedMessage, signature });
      track({ event: 'SIWX_AUTH_SUCCESS', properties: { network: message.chainId } });
    } catch {
      track({ event: 'SIWX_AUTH_ERROR', properties: { network: message.chainId } });
    }
  }

  async cancel(): Promise<void> {
    const { store, chains, modal, track } = this.parameters;
    track({ event: 'CLICK_CANCEL_SIWX' });
    const account = this.current;
    const back = await this.sessionToSwitchBackTo(account);
    const network = back ? chains.findNetwork(back.chainId) : undefined;
    store.set({ status: 'idle' });
    modal.close();
    if (network) {
      const switched = await this.parameters.switchNetwork({ network }).then(
        () => true,
        () => false,
      );
      if (switched) return;
    }
    // Declining a required sign-in (or the switch back) leaves no anonymous visitor connected.
    if (this.isRequired() && !this.signedIn) await this.parameters.disconnect();
  }

  private isRequired(): boolean {
    return this.parameters.config.getRequired?.() ?? false;
  }

  /** The earlier network of the same address when its session still exists. */
  private async sessionToSwitchBackTo(account: SiwxAccount | undefined): Promise<SiwxAccount | undefined> {
    const last = this.lastSignedIn;
    if (!account || !last || last.chainId === account.chainId) return undefined;
    if (!sameSiwxAccount({ ...last, chainId: account.chainId }, account)) return undefined;
    const sessions = await this.parameters.config.getSessions(last.chainId, last.address).catch(() => []);
    return sessions.length > 0 ? last : undefined;
  }

  private follow(): void {
    const { chains, store } = this.parameters;
    const previous = this.current;
    const gone = Boolean(previous && chains.getAccount(previous.namespace).status === 'disconnected');
    if (previous && gone) void this.signOut(previous);
    const next = siwxAccountOf(chains);
    if (!next) {
      // Connecting another wallet, reconnecting, or a network the dapp did not request: the sign-in stays as it is.
      const namespace = chains.activeNamespace;
      if (!gone && namespace && chains.getAccount(namespace).status !== 'disconnected') return;
      this.current = undefined;
      this.signedIn = false;
      store.set({ status: 'idle' });
      return;
    }
    if (sameSiwxAccount(previous, next)) return;
    this.current = next;
    this.signedIn = false;
    void this.check(next);
  }

  /** Asks for sessions; with none, a message to sign on SIWXSignMessage. */
  private async check(account: SiwxAccount): Promise<void> {
    const { store, config } = this.parameters;
    store.set({ status: 'checking' });
    try {
      const sessions = await config.getSessions(account.chainId, account.address);
      if (!sameSiwxAccount(this.current, account)) return;
      if (sessions.length > 0) {
        this.signedIn = true;
        this.lastSignedIn = account;
        store.set({ status: 'idle' });
        return;
      }
      const message = await config.createMessage({ accountAddress: account.address, chainId: account.chainId });
      if (!sameSiwxAccount(this.current, account)) return;
      store.set({ status: 'ready', message });
    } catch {
      if (!sameSiwxAccount(this.current, account)) return;
      store.set({ status: 'error', error: $messages.get().siwxError });
    }
    // After the connect flow has closed the modal behind its connection (it closes once connect() settles).
    setTimeout(() => this.showWhenSettled(account), 0);
  }

  /**
   * Opens SIWXSignMessage for `account` once no wallet is still connecting: the embedded wallet
   * connects its namespaces in turn, and the last one's sign-in is approved in the frame (issue 16
   * part 5), whose screen this view must not cover.
   */
  private showWhenSettled(account: SiwxAccount): void {
    this.waiting = undefined;
    if (this.stopped || !sameSiwxAccount(this.current, account) || this.signedIn) return;
    const { chains } = this.parameters;
    if (chains.namespaces.some((namespace) => chains.getAccount(namespace).status === 'connecting')) {
      this.waiting = account;
      return;
    }
    this.showView();
  }

  private showView(): void {
    const { modal } = this.parameters;
    modal.open({ view: { view: 'SIWXSignMessage', params: undefined } });
  }

  private async signOut(account: SiwxAccount): Promise<void> {
    if (!this.parameters.config.signOutOnDisconnect) return;
    await this.parameters.config.revokeSession(account.chainId, account.address).catch(() => undefined);
  }
}

function toData({ serializedMessage: _text, ...data }: SiwxMessage): SiwxMessageData {
  return data;
}
