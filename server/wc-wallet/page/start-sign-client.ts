import { SignClient } from '@walletconnect/sign-client';
import type { ICore } from '@walletconnect/types';

/** The SDK's client instance (its package exports the class as a value only). */
export type WalletSignClient = Awaited<ReturnType<typeof SignClient.init>>;

export interface StartSignClientParameters {
  /** ws://<this server>/relay */
  relayUrl: string;
  projectId: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
}

/**
 * The wallet's `@walletconnect/sign-client` 2.21.8 on the local relay, with nothing that leaves
 * the machine: no telemetry (`telemetryEnabled: false` stops the events client's posts to pulse)
 * and no Verify ({@link disableVerify}). Its sessions persist in the SDK's own storage (IndexedDB),
 * so a reload keeps them.
 *
 * @example
 * const client = await startSignClient({ relayUrl: 'ws://localhost:8787/relay', projectId: 'dev-wc-wallet', metadata });
 */
export async function startSignClient({
  relayUrl,
  projectId,
  metadata,
}: StartSignClientParameters): Promise<WalletSignClient> {
  const client = await SignClient.init({ relayUrl, projectId, metadata, telemetryEnabled: false, logger: 'error' });
  // No earlier moment exists without building the Core ourselves (@walletconnect/core is not a
  // dependency of ours): the engine starts listening to the relay at the very end of init(), and
  // this line runs in the same chain of microtasks, before any relay message can be handled.
  disableVerify({ core: client.core });
  return client;
}

/**
 * Verify (domain attestation) needs the vendor's host, unreachable offline. 2.21.8 has no option
 * for it; its `core.verify` is a public field: `register` (a dapp's attestation iframe to
 * verify.walletconnect.org, waited up to 5 s) answers '' at once, and `resolve` (a wallet's fetch
 * of the dapp's attestation) answers nothing, so every request carries `validation: 'UNKNOWN'`,
 * which is the truth offline (walletconnect notes §1.4).
 *
 * @example
 * disableVerify({ core: client.core });
 */
export function disableVerify({ core }: { core: ICore }): void {
  core.verify.register = async () => '';
  // The SDK treats a missing answer as "not verified"; its type does not admit one.
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve'];
}
