import type { ConnectorController } from '../core/controllers/connector-controller.js';
import type { AppKitOptions } from '../core/types/options.js';
import { isSafeImageUrl } from '../core/utils/is-safe-image-url.js';
import { createEip1193Connector } from '../connectors/evm/eip1193-connector.js';
import { isEip1193Provider } from '../connectors/evm/eip1193.js';
import { watchAnnouncedWallets } from '../connectors/evm/watch-announced-wallets.js';
import { findLegacyInjectedProvider } from '../connectors/evm/find-legacy-injected-provider.js';
import { nameInjectedProvider } from '../connectors/evm/name-injected-provider.js';

const LEGACY_INJECTED_ID = 'injected';

/**
 * Fills the connector list: EIP-6963 wallets as they announce, the legacy `window.ethereum`
 * wallet, and the dapp's own connectors. Returns the function that stops listening.
 */
export function discoverEvmConnectors({
  options,
  connectors,
}: {
  options: AppKitOptions;
  connectors: ConnectorController;
}): () => void {
  for (const custom of options.connectors ?? []) {
    if (!isEip1193Provider(custom.provider)) continue;
    connectors.add(
      createEip1193Connector({
        id: custom.id,
        name: custom.name,
        type: 'EXTERNAL',
        provider: custom.provider,
        ...(isSafeImageUrl(custom.imageUrl) ? { imageUrl: custom.imageUrl } : {}),
      }),
    );
  }
  const stop =
    options.enableEIP6963 === false
      ? () => undefined
      : watchAnnouncedWallets({
          onWallet: ({ info, provider }) =>
            connectors.add(
              createEip1193Connector({
                id: info.rdns,
                name: info.name,
                type: 'ANNOUNCED',
                provider,
                rdns: info.rdns,
                ...(isSafeImageUrl(info.icon) ? { imageUrl: info.icon } : {}),
              }),
            ),
        });
  const legacy = options.enableInjected === false ? undefined : findLegacyInjectedProvider();
  if (legacy && !connectors.all.some((connector) => connector.provider === legacy)) {
    connectors.add(
      createEip1193Connector({
        id: LEGACY_INJECTED_ID,
        name: nameInjectedProvider({ provider: legacy }),
        type: 'INJECTED',
        provider: legacy,
      }),
    );
  }
  return stop;
}
