import type { AppControllers } from '../core/app-context.js';
import { $isUnsupportedNetwork } from '../core/stores/chain-store.js';
import { $modal } from '../core/stores/modal-store.js';

/**
 * Opens UnsupportedChain when the connected wallet sits on a network the dapp did not request, and
 * keeps the modal from being dismissed there (SPEC §2). Returns the function that stops watching.
 */
export function watchUnsupportedNetwork({ controllers }: { controllers: AppControllers }): () => void {
  const { options, modal, router, network } = controllers;
  const applies = () => !options.basic && network.shouldShowUnsupportedChain(options);
  const removeGuard = modal.addCloseGuard(
    ({ view, source }) => source !== 'api' && view === 'UnsupportedChain' && applies(),
  );
  const stop = $isUnsupportedNetwork.subscribe((unsupported) => {
    const onUnsupportedView = $modal.get().open && router.current?.view === 'UnsupportedChain';
    if (unsupported && applies()) {
      if (!onUnsupportedView) modal.open({ view: { view: 'UnsupportedChain', params: undefined } });
    } else if (onUnsupportedView) {
      modal.close(); // the wallet moved to a supported network by itself
    }
  });
  return () => {
    stop();
    removeGuard();
  };
}
