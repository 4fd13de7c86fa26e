import type { SessionNamespace, WalletConnectMetadata, WalletConnectSession } from './walletconnect-types.js';

/**
 * The session a wallet's `wc_sessionSettle` describes, or undefined when its params are not a
 * settlement (no controller key, no expiry, or namespaces without account lists).
 *
 * @example
 * const session = toSession({ topic, pairingTopic, params: payload.params });
 */
export function toSession({
  topic,
  pairingTopic,
  params,
}: {
  topic: string;
  pairingTopic: string;
  params: unknown;
}): WalletConnectSession | undefined {
  const { controller, expiry, namespaces } = (params ?? {}) as {
    controller?: { publicKey?: unknown; metadata?: Partial<WalletConnectMetadata> };
    expiry?: unknown;
    namespaces?: unknown;
  };
  if (typeof controller?.publicKey !== 'string' || typeof expiry !== 'number' || !isSessionNamespaces(namespaces))
    return undefined;
  // The wallet's self-description is shown in the modal: strings only, whatever it sent.
  const { name = '', description = '', url = '', icons } = controller.metadata ?? {};
  const metadata = { name: String(name), description: String(description), url: String(url) };
  return {
    topic,
    pairingTopic,
    expiry,
    peer: {
      publicKey: controller.publicKey,
      metadata: { ...metadata, icons: Array.isArray(icons) ? icons.map(String) : [] },
    },
    namespaces,
  };
}

/**
 * Whether a value is a map of session namespaces: each with string lists of accounts, methods and
 * events (chains optional).
 *
 * @example
 * if (!isSessionNamespaces(params.namespaces)) return answerInvalid();
 */
export function isSessionNamespaces(value: unknown): value is Record<string, SessionNamespace> {
  if (typeof value !== 'object' || value === null) return false;
  const isStrings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return Object.values(value).every((namespace: Partial<SessionNamespace> | null) => {
    if (typeof namespace !== 'object' || namespace === null) return false;
    return (
      isStrings(namespace.accounts) &&
      isStrings(namespace.methods ?? []) &&
      isStrings(namespace.events ?? []) &&
      (namespace.chains === undefined || isStrings(namespace.chains))
    );
  });
}
