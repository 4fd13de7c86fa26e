// `@openmodal/appkit/wagmi` (issue 20 part 2): wagmi 3 / @wagmi/core 3 over the modal's own
// connectors. wagmi, @wagmi/core and viem are the dapp's (optional peer dependencies).
export { WagmiAdapter, type WagmiAdapterParameters } from './wagmi-adapter.js';
export {
  createModalConnector,
  type ModalConnectorIdentity,
  type ModalEip1193Provider,
} from './create-modal-connector.js';
export type { AdapterControllers, AdapterHost, AppKitAdapter } from '../src/core/types/adapter.js';
