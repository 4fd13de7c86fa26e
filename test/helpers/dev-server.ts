import { executeServerCommand } from '@web/test-runner-commands';
import { HttpClient } from '../../src/core/protocol/http-client.js';
import { SDK_TYPE, SDK_VERSION } from '../../src/core/constants.js';

/** Project ids seeded on the dev stack (server/data/dev-projects.json). */
export const DEV_PROJECT = 'demo-project';
export const RESTRICTED_PROJECT = 'demo-restricted';
/** Wallet ids of the registry (server/data/wallets.json), ranked 1, 2 and 3. */
export const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
export const TRUST_ID = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0';

/** The reference server of the chain suite's dev stack; throws when the page was not given one. */
export function devServerUrl(): string {
  const url = window.__APPKIT_DEV__?.serverUrl;
  if (!url)
    throw new Error('window.__APPKIT_DEV__.serverUrl is required: run this file with web-test-runner.chain.config.mjs');
  return url;
}

/** A real HTTP client for the dev server with the given project. */
export function devApi({
  projectId = DEV_PROJECT,
  baseUrl = devServerUrl(),
}: { projectId?: string; baseUrl?: string } = {}): HttpClient {
  return new HttpClient({ baseUrl, projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION });
}

export interface StoredEvent {
  projectId: string;
  sdkType: string | null;
  sdkVersion: string | null;
  origin: string | null;
  event: {
    eventId: string;
    url: string;
    domain: string;
    timestamp: number;
    props: {
      type: string;
      event: string;
      errorType?: string;
      errorMessage?: string;
      properties?: Record<string, unknown>;
    };
  };
}

/**
 * The analytics store of the dev server (GET /dev/events.json), newest first. Read by the test
 * runner (web-test-runner.chain.config.mjs `read-dev-events`): the dev pages send no CORS headers.
 */
export async function readStoredEvents({ projectId = DEV_PROJECT }: { projectId?: string } = {}): Promise<
  StoredEvent[]
> {
  return (
    await executeServerCommand<{ events: StoredEvent[] }, { projectId: string }>('read-dev-events', { projectId })
  ).events;
}
