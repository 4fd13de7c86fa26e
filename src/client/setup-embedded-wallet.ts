import { computed } from 'nanostores';
import type { AppControllers, SmartAccountAccess } from '../core/app-context.js';
import type { EmbeddedWalletController } from '../core/controllers/embedded-wallet-controller.js';
import type { SmartAccountController } from '../core/controllers/smart-account-controller.js';
import type { EmbeddedWalletAccess } from '../core/types/embedded-wallet-access.js';
import { createEmbeddedWalletAccess } from './create-embedded-wallet-access.js';
import { ALERT_CODES } from '../core/errors/alerts.js';
import { clearStoredLogin } from '../core/storage/clear-stored-login.js';
import type { AppStorage } from '../core/storage/storage.js';
import { chainsStore } from '../core/stores/chain-store.js';
import { embeddedWalletStore } from '../core/stores/embedded-wallet-store.js';
import { modalStore } from '../core/stores/modal-store.js';
import { themeStore } from '../core/stores/theme-store.js';
import { $locale } from '../core/messages/locale-store.js';
import type { AuthClient } from '../core/types/auth-client.js';
import type { ChainNamespace } from '../core/types/caip.js';
import { resolveRpcUrl } from '../core/utils/resolve-rpc-url.js';
import { AUTH_CONNECTOR_IDS, AUTH_CONNECTOR_NAMESPACES } from '../core/constants.js';
import { createLazyAuthConnector } from './create-lazy-auth-connector.js';
import { embeddedWalletChunks } from './embedded-wallet-chunks.js';
import { EmailLoginDependencyError } from '../core/errors/email-login-dependency-error.js';
import { $messages } from '../core/messages/messages-store.js';
import type { AuthRuntime } from '../connectors/auth/index.js';

type Controllers = Omit<AppControllers, 'embeddedWallet'>;

/**
 * The frame app's URL: `frameUrl`, else the reference server's `/frame/` next to `apiUrl`.
 * Undefined: no embedded wallet (no email or social sign-in).
 *
 * @example
 * resolveFrameUrl({ apiUrl: 'http://127.0.0.1:8787' }); // 'http://127.0.0.1:8787/frame/'
 */
export function resolveFrameUrl({
  frameUrl,
  apiUrl,
}: {
  frameUrl?: string | undefined;
  apiUrl?: string | undefined;
}): string | undefined {
  if (frameUrl) return frameUrl;
  return apiUrl ? `${apiUrl.replace(/\/+$/, '')}/frame/` : undefined;
}

/**
 * Wires the embedded wallet (issue 5) into the app when a frame URL is known: the two AUTH
 * connectors (stand-ins until their chunk loads), the sign-in controller, the smart-account
 * controller (issue 17: the stored account kind goes with GET_USER), and the reactions:
 * approvals open ApproveTransaction, closing the modal rejects them, a lost connection clears
 * the stored login, the theme follows the modal's. The frame is appended at start only when
 * this visitor signed in before (SPEC §4 restore); otherwise on first use.
 *
 * @example
 * const embedded = setupEmbeddedWallet({ controllers, storage });
 */
export function setupEmbeddedWallet({
  controllers,
  storage,
}: {
  controllers: Controllers;
  storage: AppStorage;
}): { access: EmbeddedWalletAccess; smartAccount: SmartAccountAccess; stop(): void } | undefined {
  const { options, chains, connectors, router, modal, connection, events, alert, toast } = controllers;
  const frameUrl = resolveFrameUrl(options);
  const namespaces = AUTH_CONNECTOR_NAMESPACES.filter((namespace) => chains.getChain(namespace));
  if (!frameUrl || namespaces.length === 0) return undefined;

  const cleanups: Array<() => void> = [];
  let runtime: Promise<AuthRuntime> | undefined;
  // A chunk that failed to arrive is forgotten, so the next try loads it again (SPEC §8 "Unable to load email login dependency").
  const loadRuntime = () =>
    (runtime ??= embeddedWalletChunks
      .runtime()
      .catch((error: unknown) => {
        runtime = undefined;
        throw new EmailLoginDependencyError({ dependency: 'runtime', cause: error });
      })
      .then(async (module) => {
        const first = chains.getChain(namespaces[0]!)!;
        const network =
          first.networks.find((candidate) => candidate.caipNetworkId === activeCaipNetworkId(first.namespace)) ??
          first.networks[0]!;
        const loaded = module.createAuthRuntime({
          frameUrl,
          projectId: options.projectId,
          chainId: network.caipNetworkId,
          rpcUrl: resolveRpcUrl({
            network,
            projectId: options.projectId,
            rpcProxyUrl: options.rpcProxyUrl,
            customRpcUrls: options.customRpcUrls,
          }),
          metadata: options.metadata,
          onTimeout: (reason) =>
            alert.open({
              code: ALERT_CODES[reason === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT'],
              variant: 'error',
            }),
          onRefused: () => alert.open({ code: ALERT_CODES.UNVERIFIED_DOMAIN, variant: 'error' }),
          frameTitle: computed($messages, (messages) => messages.embeddedWalletName),
          initialChainIds: Object.fromEntries(
            namespaces.map((namespace) => [namespace, activeCaipNetworkId(namespace)]),
          ),
          getPreferredAccountType: () => {
            const chosen = storage.get('preferredAccountTypes')?.eip155;
            return chosen === 'eoa' || chosen === 'smartAccount' ? chosen : undefined;
          },
          defaultAccountType: options.defaultAccountTypes?.eip155,
        });
        watchClient({ client: loaded.client });
        // Its chunk before the runtime resolves: the first GET_USER (a reconnect's) already finds it listening.
        // A chunk that fails to load costs the account-kind state only, never the sign-in.
        const controller = await loadSmartAccountController().catch(() => undefined);
        if (controller) cleanups.push(controller.watch(loaded.smartAccount));
        return loaded;
      }));
  const loadClient = async (): Promise<AuthClient> => (await loadRuntime()).client;
  // The smart-account controller (issue 17) is a chunk of its own, loaded with the runtime.
  let smartAccountController: Promise<SmartAccountController> | undefined;
  const loadSmartAccountController = () =>
    (smartAccountController ??= import('../core/controllers/smart-account-controller.js').then(
      ({ SmartAccountController }) =>
        new SmartAccountController({
          chains,
          storage,
          load: async () => (await loadRuntime()).smartAccount,
        }),
    ));
  const smartAccount: SmartAccountAccess = {
    switchAccountType: async (parameters) => (await loadSmartAccountController()).switchAccountType(parameters),
    retry: async () => (await loadSmartAccountController()).retry(),
  };

  function activeCaipNetworkId(namespace: ChainNamespace): string | undefined {
    const chain = chains.getChain(namespace);
    const network =
      chain?.networks.find((candidate) => String(candidate.id) === String(chain.activeChainId)) ?? chain?.networks[0];
    return network?.caipNetworkId;
  }

  for (const namespace of namespaces) {
    connectors.add(
      createLazyAuthConnector({ namespace, load: async () => (await loadRuntime()).connectors[namespace] }),
    );
  }

  // The sign-in controller is a chunk of its own; the views get a stand-in that loads it on first use.
  let controller: Promise<EmbeddedWalletController> | undefined;
  const loadController = () =>
    (controller ??= embeddedWalletChunks.controller().then(
      ({ EmbeddedWalletController }) =>
        new EmbeddedWalletController({
          store: embeddedWalletStore,
          loadClient,
          router,
          modal,
          connection,
          events,
          storage,
          toast,
          // The active namespace last: its sign-in (with SIWX, approved in the frame) ends the
          // sign-in; the others connect before it in the background (connectInTurn keeps it active).
          connectorIds: () =>
            [...namespaces]
              .sort((a, b) => Number(a === chains.activeNamespace) - Number(b === chains.activeNamespace))
              .map((namespace) => ({ namespace, connectorId: AUTH_CONNECTOR_IDS[namespace] })),
        }),
      (error: unknown) => {
        // Shown where the sign-in was started (under the email field); the next submit or click loads it again.
        controller = undefined;
        embeddedWalletStore.set({
          ...embeddedWalletStore.get(),
          loading: false,
          error: $messages.get().emailLoginDependencyFailed,
        });
        throw new EmailLoginDependencyError({ dependency: 'controller', cause: error });
      },
    ));
  const access = createEmbeddedWalletAccess({ loadController });
  // The Account view shows the stored email before the controller has loaded.
  embeddedWalletStore.setKey('email', storage.get('email'));

  /** Reactions that need the loaded client: approvals, refusals, theme. */
  function watchClient({ client }: { client: AuthClient }) {
    let openedForApproval = false;
    cleanups.push(
      client.onApproval((event) => {
        if (event.type === 'start') {
          embeddedWalletStore.setKey('approvalMethod', event.request.method);
          openedForApproval = !modalStore.get().open;
          if (openedForApproval) modal.open({ view: { view: 'ApproveTransaction', params: undefined } });
          else router.push({ view: 'ApproveTransaction', params: undefined });
          return;
        }
        embeddedWalletStore.setKey('approvalMethod', undefined);
        client.showFrame(undefined);
        if (router.current?.view !== 'ApproveTransaction') return;
        if (openedForApproval) modal.close();
        else router.goBack();
      }),
    );
    cleanups.push(
      client.onNotAllowed(() => {
        modal.open();
        toast.show({ message: $messages.get().actionNotAllowed, variant: 'error' });
      }),
    );
    const syncTheme = () =>
      void client
        .syncTheme({
          themeMode: themeStore.get().themeMode,
          themeVariables: themeStore.get().themeVariables as Record<string, string | number>,
        })
        .catch(() => undefined);
    cleanups.push(themeStore.subscribe(syncTheme));
    // The frame's approval and recovery screens follow the modal's language; it receives the code only.
    cleanups.push($locale.subscribe((locale) => void client.setLocale({ locale }).catch(() => undefined)));
  }

  // Closing the modal while a request waits for approval rejects it (4001), as AppKit's RPC_ABORT.
  cleanups.push(
    modalStore.listen((state) => {
      if (state.open || !embeddedWalletStore.get().approvalMethod) return;
      void loadClient().then((client) => {
        client.showFrame(undefined);
        return client.abortRpcRequests();
      });
    }),
  );

  // SPEC §4: a failed connection check or a disconnect clears the stored login.
  let wasConnected = false;
  cleanups.push(
    chainsStore.subscribe((state) => {
      const usesAuth = namespaces.some(
        (namespace) =>
          state[namespace]?.account.connectorId === AUTH_CONNECTOR_IDS[namespace] &&
          state[namespace]?.account.status !== 'disconnected',
      );
      // At once, not through the controller's chunk: a reload right after sign-out reads the flag.
      if (wasConnected && !usesAuth) clearStoredLogin({ storage, store: embeddedWalletStore });
      wasConnected = usesAuth;
    }),
  );

  if (storage.get('emailLoginUsed')) void loadRuntime().then(({ client }) => client.preload());

  return {
    access,
    smartAccount,
    stop() {
      for (const cleanup of cleanups) cleanup();
    },
  };
}
