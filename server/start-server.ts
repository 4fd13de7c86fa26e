import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerApp } from './app.js';
import { closeServer } from './close-server.js';
import type Database from 'better-sqlite3';
import type { ServerChain } from './server-chain.js';

export interface StartServerParameters {
  /** 0 picks a free port. */
  port: number;
  chains: ServerChain[];
  /** An open database; the caller closes it after stop(). See {@link createServerApp}. */
  database?: Database.Database;
  production?: boolean;
}

export interface StartServerReturnType {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves {@link createServerApp} on 127.0.0.1.
 *
 * @example
 * const server = await startServer({ port: 0, chains });
 * await fetch(`${server.url}/health`);
 */
export function startServer({ port, chains, database, production }: StartServerParameters): Promise<StartServerReturnType> {
  const app = createServerApp({ chains, database, production });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) => {
      server.off('error', onError);
      resolve({ url: `http://127.0.0.1:${info.port}`, stop: () => closeServer({ server }) });
    }) as Server;
    const onError = (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message;
      reject(new Error(`server: cannot listen on 127.0.0.1:${port}: ${reason}`, { cause: error }));
    };
    server.once('error', onError);
  });
}
