import {
  clearDeepLinkChoice,
  readDeepLinkChoice,
  type DeepLinkChoiceParameters,
} from '../core/storage/walletconnect-deeplink-choice.js';
import { isMobile as isMobileDevice } from '../core/utils/is-mobile.js';
import type { WalletConnectClient } from '../connectors/walletconnect/walletconnect-types.js';

export interface ReopenWalletOnRequestParameters extends DeepLinkChoiceParameters {
  client: WalletConnectClient;
  isMobile?: () => boolean;
  /** Defaults to `window.open` without opener or referrer. */
  openUrl?: (href: string, target: '_self' | '_blank') => void;
  /** Whether the page has the focus (a background tab must not pull the wallet up). */
  hasFocus?: () => boolean;
}

/**
 * The client as the connectors use it: on mobile, each request to the wallet (signing, sending,
 * switching) first brings back the wallet the visitor opened through a link, remembered as
 * `WALLETCONNECT_DEEPLINK_CHOICE` (the wallet app is in the background while the dapp's page is
 * shown). The choice is forgotten when the session ends.
 *
 * @example
 * const { client: reopening } = reopenWalletOnRequest({ client });
 * createWalletConnectConnectors({ client: reopening, rpcUrl });
 */
export function reopenWalletOnRequest({
  client,
  isMobile = isMobileDevice,
  openUrl = (href, target) => void window.open(href, target, 'noopener,noreferrer'),
  hasFocus = () => document.hasFocus(),
  backend,
}: ReopenWalletOnRequestParameters): { client: WalletConnectClient; stop(): void } {
  const stop = client.subscribe((event) => {
    if (event.type === 'session_delete') clearDeepLinkChoice({ backend });
  });
  const reopen = () => {
    if (!isMobile() || !hasFocus()) return;
    const choice = readDeepLinkChoice({ backend });
    if (choice) openUrl(choice.href, /^https?:/i.test(choice.href) ? '_blank' : '_self');
  };
  return {
    client: {
      getSession: () => client.getSession(),
      propose: (parameters) => client.propose(parameters),
      request: (parameters) => {
        reopen();
        return client.request(parameters);
      },
      disconnect: () => client.disconnect(),
      subscribe: (listener) => client.subscribe(listener),
      close: () => client.close(),
    },
    stop,
  };
}
