import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerApp, type CreateServerAppParameters } from './app.js';
import { closeServer } from './close-server.js';
import type Database from 'better-sqlite3';
import type { ServerChain } from './server-chain.js';
import type { RpcProxyNetwork } from './routes/rpc-proxy.js';
import type { AuthOptions } from './auth/create-auth-context.js';
import type { DevMailbox } from './mail/dev-mailbox.js';
import {
  startActivityIndexer,
  type ActivityIndexer,
  type ActivitySolanaSource,
} from './indexer/start-activity-indexer.js';
import { attachRelay, type RelayOptions } from './relay/attach-relay.js';

export interface StartServerParameters {
  /** 0 picks a free port. */
  port: number;
  chains: ServerChain[];
  /** See {@link createServerApp}: other networks of the RPC proxy (Solana). */
  rpcNetworks?: readonly RpcProxyNetwork[];
  /** An open database; the caller closes it after stop(). See {@link createServerApp}. */
  database?: Database.Database;
  production?: boolean;
  /** See {@link createServerApp}: the auth API's pepper and SMTP settings. */
  auth?: AuthOptions;
  /** See {@link createServerApp}: the dev SMTP sink's mailbox. */
  mailbox?: DevMailbox;
  /** See {@link createServerApp}: reverse proxies trusted to append to X-Forwarded-For, and the RPC proxy's caps. */
  network?: Pick<CreateServerAppParameters, 'trustedProxyHops' | 'rpcLimits'>;
  /**
   * Index the activity of `chains` (and of the Solana endpoint when given) into `database` while
   * the server runs (server/indexer/); the history route serves what was indexed. Off by default.
   */
  activity?: { solana?: ActivitySolanaSource; intervalMs?: number };
  /**
   * The host name of the returned `url` (the server always binds 127.0.0.1). The dev stack names
   * it `localhost`: the wallet frame is served here, and WebAuthn refuses IP addresses as
   * relying-party ids (passkey recovery).
   */
  publicHostname?: '127.0.0.1' | 'localhost';
  /**
   * The WalletConnect relay at ws://{host}/relay (server/relay/), served whenever `database` is
   * given: its clock, ping and purge intervals and limits. Tests shorten them.
   */
  relay?: RelayOptions;
  /** See {@link createServerApp}: sign-in with the wallet's nonce-token key (needs `database`). */
  siwx?: CreateServerAppParameters['siwx'];
  /** See {@link createServerApp}: the name service's zone (default reown.id). */
  names?: CreateServerAppParameters['names'];
}

export interface StartServerReturnType {
  url: string;
  /** The running activity indexer, when `activity` was given. */
  activity?: ActivityIndexer;
  stop(): Promise<void>;
}

/**
 * Serves {@link createServerApp} on 127.0.0.1.
 *
 * @example
 * const server = await startServer({ port: 0, chains });
 * await fetch(`${server.url}/health`);
 */
export function startServer({
  port,
  chains,
  rpcNetworks,
  database,
  production,
  auth,
  mailbox,
  network,
  activity,
  publicHostname = '127.0.0.1',
  relay: relayOptions,
  siwx,
  names,
}: StartServerParameters): Promise<StartServerReturnType> {
  if (activity && !database) return Promise.reject(new Error('server: activity indexing needs a database'));
  const app = createServerApp({ chains, rpcNetworks, database, production, auth, mailbox, siwx, names, ...network });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) => {
      server.off('error', onError);
      const indexer = activity && database ? startActivityIndexer({ database, chains, ...activity }) : undefined;
      // The relay counts connections per client address the way the HTTP routes count requests.
      const relay = database
        ? attachRelay({ server, database, trustedProxyHops: network?.trustedProxyHops, ...relayOptions })
        : undefined;
      const stop = async () => {
        // The relay's sockets first: closeServer waits for open connections, and these stay open.
        await relay?.stop();
        await indexer?.stop();
        await closeServer({ server });
      };
      resolve({ url: `http://${publicHostname}:${info.port}`, activity: indexer, stop });
    }) as Server;
    const onError = (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message;
      reject(new Error(`server: cannot listen on 127.0.0.1:${port}: ${reason}`, { cause: error }));
    };
    server.once('error', onError);
  });
}
