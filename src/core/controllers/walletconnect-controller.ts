import type { MapStore, ReadableAtom } from 'nanostores';
import { WALLETCONNECT_CONNECTOR_IDS, WALLETCONNECT_PROPOSE_TIMEOUT_MS } from '../walletconnect-constants.js';
import { getAlertForProviderError } from '../errors/alerts.js';
import { ConnectorAlreadyConnectedError } from '../errors/connector-errors.js';
import { toProviderRpcError, UserRejectedRequestError } from '../errors/provider-rpc-error.js';
import { clearDeepLinkChoice, writeDeepLinkChoice } from '../storage/walletconnect-deeplink-choice.js';
import type { ModalState } from '../stores/modal-store.js';
import type { WalletConnectState } from '../stores/walletconnect-store.js';
import type { RouteEntry } from '../types/views.js';
import type { WalletListEntry } from '../types/wallet.js';
import type { WalletConnectOffer, WalletConnectPairing } from '../types/walletconnect.js';
import { chooseWalletLink } from '../utils/choose-wallet-link.js';
import type { WalletLink } from '../utils/format-wallet-link.js';
import { isMobile } from '../utils/is-mobile.js';
import { msUntilPairingExpired } from '../utils/pairing-expiry.js';
import type { AlertController } from './alert-controller.js';
import type { ChainController } from './chain-controller.js';
import type { ConnectionController } from './connection-controller.js';
import type { ModalController } from './modal-controller.js';
import type { RouterController } from './router-controller.js';

type WalletConnectRoute = Extract<RouteEntry, { view: 'ConnectingWalletConnect' }>;

export interface WalletConnectControllerParameters {
  store: MapStore<WalletConnectState>;
  /** Loads the client (a lazy chunk) set up with the dapp's networks. */
  loadPairing: () => Promise<WalletConnectPairing>;
  /** The route on screen and the modal's state: a pairing is offered while ConnectingWalletConnect shows. */
  route: ReadableAtom<RouteEntry | undefined>;
  modalState: ReadableAtom<ModalState>;
  chains: ChainController;
  connection: ConnectionController;
  modal: ModalController;
  router: RouterController;
  alert: AlertController;
  /** Defaults to `isMobile()`: phones get the wallet's app link, desktops its desktop or web app. */
  isMobile?: () => boolean;
  /** Defaults to `window.open` without opener or referrer. */
  openUrl?: (href: string, target: WalletLink['target']) => void;
  /** Where the wallet opened through a link is remembered (defaults to localStorage). */
  deepLinkBackend?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  proposeTimeoutMs?: number;
}

/** One offer of pairing URIs for the route on screen; a retry or leaving the view ends it. */
interface Attempt {
  route: WalletConnectRoute;
  offer?: WalletConnectOffer;
  refreshTimer?: ReturnType<typeof setTimeout>;
}

/** A wallet's no: EIP-1193 user rejection, WalletConnect's USER_REJECTED (5000). */
const DECLINED_CODES: readonly number[] = [UserRejectedRequestError.code, 5000];

class ProposeTimeoutError extends Error {
  override name = 'ProposeTimeoutError';
}

/**
 * The ConnectingWalletConnect view's logic (SPEC §2, §4): while the view is on screen it offers a
 * pairing URI, replaces it when under 10 s of its 4 minutes remain, and once the wallet approves
 * connects every namespace the session has and closes the modal, as other connects do. A declined
 * proposal, a relay refusal (its APKT alert) and a relay that does not answer in time each end
 * the wait with a retry. On mobile, a wallet with an app scheme is opened at once. A wallet opened
 * through its link is remembered for later requests, and forgotten when a session comes another way.
 */
export class WalletConnectController {
  private attempt: Attempt | undefined;
  /** The view (route entry) whose wallet was opened through its link: a retry there keeps it. */
  private openedRoute: WalletConnectRoute | undefined;

  constructor(private readonly parameters: WalletConnectControllerParameters) {}

  /**
   * Follows the route and the modal: offers a pairing while ConnectingWalletConnect shows in an
   * open modal, and stops when it leaves. Returns the unsubscribe.
   */
  watch(): () => void {
    const { route, modalState } = this.parameters;
    const sync = () => this.sync();
    const stopRoute = route.listen(sync);
    const stopModal = modalState.listen(sync);
    sync();
    return () => {
      stopRoute();
      stopModal();
      this.stop();
    };
  }

  /** A new pairing for the view on screen, after a decline or a failure. */
  retry(): void {
    const route = this.shownRoute();
    if (route) this.start(route);
  }

  /** Opens the chosen wallet with the URI on screen and remembers it, so later requests can bring it back. */
  openWallet(): void {
    const route = this.attempt?.route;
    const wallet = route?.params.wallet;
    const { link } = this.parameters.store.get();
    if (route && wallet && link) this.open({ route, wallet, link });
  }

  private sync(): void {
    const route = this.shownRoute();
    if (!route) {
      if (this.attempt) this.stop();
      return;
    }
    // The same entry (e.g. back from Downloads to it) gets a fresh attempt only if the last one ended.
    if (this.attempt?.route !== route) this.start(route);
  }

  private shownRoute(): WalletConnectRoute | undefined {
    const route = this.parameters.route.get();
    if (!this.parameters.modalState.get().open || route?.view !== 'ConnectingWalletConnect') return undefined;
    return route;
  }

  private stop(): void {
    const attempt = this.attempt;
    this.attempt = undefined;
    if (attempt) this.endOffer(attempt);
    this.parameters.store.set({ status: 'idle' });
  }

  private endOffer(attempt: Attempt): void {
    clearTimeout(attempt.refreshTimer);
    attempt.offer?.cancel();
    attempt.offer = undefined;
  }

  private start(route: WalletConnectRoute): void {
    if (this.attempt) this.endOffer(this.attempt);
    const attempt: Attempt = { route };
    this.attempt = attempt;
    void this.offer({ attempt, openApp: true });
  }

  /** Asks the client for a URI and shows it; `openApp`: the first URI of an attempt opens a mobile wallet's app. */
  private async offer({ attempt, openApp }: { attempt: Attempt; openApp: boolean }): Promise<void> {
    const { store, now = Date.now } = this.parameters;
    store.set({ status: 'loading' });
    let offer: WalletConnectOffer;
    try {
      offer = await this.propose();
    } catch (error) {
      if (this.attempt === attempt) this.fail({ attempt, error });
      return;
    }
    if (this.attempt !== attempt) {
      offer.cancel(); // the view left, or a retry started, while the URI was on its way
      return;
    }
    attempt.offer = offer;
    const wallet = attempt.route.params.wallet;
    const mobile = (this.parameters.isMobile ?? isMobile)();
    const link = wallet ? chooseWalletLink({ wallet, wcUri: offer.uri, mobile }) : undefined;
    store.set({ status: 'offered', uri: offer.uri, expiresAt: offer.expiresAt, ...(link ? { link } : {}) });
    attempt.refreshTimer = setTimeout(
      () => this.refresh({ attempt, offer }),
      msUntilPairingExpired({ expiresAt: offer.expiresAt, now: now() }),
    );
    offer.approval.then(
      (session) => this.approved({ attempt, offer, namespaces: Object.keys(session.namespaces) }),
      (error: unknown) => this.approvalFailed({ attempt, offer, error }),
    );
    // An app scheme replaces the page, so it may open without a click; a web link would be a blocked popup.
    if (openApp && mobile && wallet && link?.target === '_self') this.open({ route: attempt.route, wallet, link });
  }

  /** The client's URI, or a timeout: every wait for the relay ends (a late URI is withdrawn). */
  private propose(): Promise<WalletConnectOffer> {
    const { loadPairing, proposeTimeoutMs = WALLETCONNECT_PROPOSE_TIMEOUT_MS } = this.parameters;
    const proposal = loadPairing().then((pairing) => pairing.propose());
    return new Promise((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        reject(new ProposeTimeoutError(`No pairing URI within ${proposeTimeoutMs} ms`));
      }, proposeTimeoutMs);
      proposal.then(
        (offer) => {
          clearTimeout(timer);
          if (timedOut) offer.cancel();
          else resolve(offer);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  /** The URI is about to expire (SPEC §4): a new one replaces it, without opening the wallet again. */
  private refresh({ attempt, offer }: { attempt: Attempt; offer: WalletConnectOffer }): void {
    if (this.attempt !== attempt || attempt.offer !== offer) return;
    this.endOffer(attempt);
    void this.offer({ attempt, openApp: false });
  }

  private async approved({
    attempt,
    offer,
    namespaces,
  }: {
    attempt: Attempt;
    offer: WalletConnectOffer;
    namespaces: readonly string[];
  }): Promise<void> {
    if (this.attempt !== attempt || attempt.offer !== offer) return;
    clearTimeout(attempt.refreshTimer);
    attempt.offer = undefined; // settled: nothing to cancel when the view closes
    const { store, chains, connection, modal, router, deepLinkBackend } = this.parameters;
    store.set({ status: 'connecting' });
    // Paired another way (QR code, copied link): a wallet opened in an earlier attempt is not the
    // one connected, and later requests must not bring it up.
    if (this.openedRoute !== attempt.route) clearDeepLinkChoice({ backend: deepLinkBackend });
    // The session's namespaces the dapp configured; the active one last, so it stays the active one.
    const connectorIds = Object.entries(WALLETCONNECT_CONNECTOR_IDS)
      .filter(([namespace]) => namespaces.includes(namespace) && chains.getChain(namespace as 'eip155' | 'solana'))
      .sort(([a], [b]) => Number(a === chains.activeNamespace) - Number(b === chains.activeNamespace))
      .map(([, connectorId]) => connectorId);
    if (connectorIds.length === 0) {
      store.set({ status: 'failed', failure: 'unsupported' });
      return;
    }
    for (const connectorId of connectorIds) {
      try {
        await connection.connect({ connectorId });
      } catch (error) {
        if (error instanceof ConnectorAlreadyConnectedError) continue;
        if (this.attempt === attempt) this.fail({ attempt, error, failure: 'connect' });
        return;
      }
    }
    if (this.attempt !== attempt) return;
    // A wallet on a network the dapp does not support has just been sent to UnsupportedChain.
    if (router.current?.view !== 'UnsupportedChain') modal.close();
  }

  private approvalFailed({ attempt, offer, error }: { attempt: Attempt; offer: WalletConnectOffer; error: unknown }) {
    if (this.attempt !== attempt || attempt.offer !== offer) return;
    const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
    if (name === 'WalletConnectCancelledError') return;
    // The proposal's own 5 minutes ran out (a throttled background tab missed the refresh): a new URI.
    if (name === 'WalletConnectProposalExpiredError') return this.refresh({ attempt, offer });
    this.endOffer(attempt);
    if (name === 'WalletConnectRejectedError' || (typeof code === 'number' && DECLINED_CODES.includes(code))) {
      this.parameters.store.set({ status: 'declined' });
      return;
    }
    this.fail({ attempt, error });
  }

  /** Ends the attempt with its reason; a relay refusal also shows its APKT alert (SPEC §8). */
  private fail({ attempt, error, failure }: { attempt: Attempt; error: unknown; failure?: 'connect' }): void {
    this.endOffer(attempt);
    const { store, alert } = this.parameters;
    const message = error instanceof Error ? error.message : String(error);
    const refusal = failure ? undefined : getAlertForProviderError({ message });
    if (refusal) {
      alert.open({ code: refusal.code, variant: 'error' });
      store.set({ status: 'failed', failure: 'refused', errorMessage: refusal.shortMessage });
      return;
    }
    if (failure === 'connect') {
      store.set({ status: 'failed', failure, errorMessage: toProviderRpcError(error).shortMessage });
      return;
    }
    store.set({ status: 'failed', failure: 'unreachable' });
  }

  private open({
    route,
    wallet,
    link,
  }: {
    route: WalletConnectRoute;
    wallet: WalletListEntry;
    link: WalletLink;
  }): void {
    const { openUrl = openInWindow, deepLinkBackend } = this.parameters;
    this.openedRoute = route;
    writeDeepLinkChoice({ choice: { href: link.base, name: wallet.name }, backend: deepLinkBackend });
    openUrl(link.href, link.target);
  }
}

function openInWindow(href: string, target: WalletLink['target']): void {
  window.open(href, target, 'noopener,noreferrer');
}
