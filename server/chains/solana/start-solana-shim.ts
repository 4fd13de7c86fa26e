// SHIM — the local Solana endpoint of the dev stack: LiteSVM (an in-process Solana bank, no
// validator) behind a small JSON-RPC server on 127.0.0.1:{port} and a WebSocket server on
// {port + 1}, where @solana/web3.js looks for subscriptions. No solana-test-validator is on npm
// (DESIGN §10). Differences from a real cluster, by design:
//   - every commitment level is "finalized" the moment a transaction lands;
//   - blockhashes never expire (a new one per commit, all stay valid);
//   - preflight is a simulation in the same bank, and a transaction that fails without paying
//     its fee is refused instead of silently dropped;
//   - one block per slot, one slot per commit; no leader schedule, votes or rewards;
//   - the Associated Token Account program is run by the shim, not by LiteSVM (its Linux binding
//     corrupts memory executing it: emulate-associated-token-accounts.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { closeServer } from '../../close-server.js';
import { createSolanaBank, type SolanaBank } from './create-solana-bank.js';
import { createSolanaRpcMethods } from './create-solana-rpc-methods.js';
import { SOLANA_DEV_KEYPAIR_LAMPORTS, solanaDevKeypairs } from './dev-keypairs.js';
import { handleSolanaJsonRpc } from './handle-solana-json-rpc.js';
import { LOCAL_SOLANA_CAIP_NETWORK_ID, LOCAL_SOLANA_GENESIS_HASH } from './local-solana-cluster.js';
import { serveSolanaSubscriptions } from './serve-solana-subscriptions.js';

const HOST = '127.0.0.1';
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** How often a free port whose neighbour is taken is given up for another (port 0 only). */
const PORT_PAIR_ATTEMPTS = 20;

export interface StartSolanaShimParameters {
  /** HTTP JSON-RPC port; the WebSocket server takes port + 1. 0 (default) picks a free pair. */
  port?: number;
  /** Accounts funded at start; defaults to the dev keypairs with 100 SOL each. */
  genesisAccounts?: ReadonlyArray<{ publicKey: string; lamports: bigint }>;
}

export interface StartSolanaShimReturnType {
  rpcUrl: string;
  wsUrl: string;
  genesisHash: string;
  caipNetworkId: typeof LOCAL_SOLANA_CAIP_NETWORK_ID;
  /** The bank itself, for tests that want to look behind the RPC. */
  bank: SolanaBank;
  stop(): Promise<void>;
}

/**
 * Starts the local Solana endpoint (a SHIM over LiteSVM, see the file header).
 *
 * @example
 * const shim = await startSolanaShim({ port: 8899 });
 * const connection = new Connection(shim.rpcUrl, 'confirmed'); // subscriptions go to shim.wsUrl
 * await shim.stop();
 */
export async function startSolanaShim({
  port = 0,
  genesisAccounts = solanaDevKeypairs.map(({ publicKey }) => ({ publicKey, lamports: SOLANA_DEV_KEYPAIR_LAMPORTS })),
}: StartSolanaShimParameters = {}): Promise<StartSolanaShimReturnType> {
  const bank = createSolanaBank({ genesisAccounts });
  const methods = createSolanaRpcMethods({ bank, genesisHash: LOCAL_SOLANA_GENESIS_HASH });
  const http = createServer((request, response) => void serveHttp({ request, response, methods }));
  const wsHttp = createServer((_request, response) =>
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only'),
  );
  const rpcPort = await listenOnPortPair({ http, wsHttp, port });
  const wss = new WebSocketServer({ server: wsHttp });
  const detach = serveSolanaSubscriptions({ wss, bank });

  let stopping: Promise<void> | undefined;
  return {
    rpcUrl: `http://${HOST}:${rpcPort}`,
    wsUrl: `ws://${HOST}:${rpcPort + 1}`,
    genesisHash: LOCAL_SOLANA_GENESIS_HASH,
    caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    bank,
    stop: () =>
      (stopping ??= (async () => {
        detach();
        for (const client of wss.clients) client.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await Promise.all([closeServer({ server: http }), closeServer({ server: wsHttp })]);
      })()),
  };
}

async function serveHttp({
  request,
  response,
  methods,
}: {
  request: IncomingMessage;
  response: ServerResponse;
  methods: Parameters<typeof handleSolanaJsonRpc>[0]['methods'];
}): Promise<void> {
  // CORS open: the demo page and test pages call the endpoint from another origin.
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
  response.setHeader('access-control-allow-headers', '*');
  response.setHeader('access-control-max-age', '600');
  if (request.method === 'OPTIONS') return void response.writeHead(204).end();
  if (request.method === 'GET' && (request.url === '/health' || request.url === '/')) {
    return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  }
  if (request.method !== 'POST') return void response.writeHead(405, { allow: 'POST, GET, OPTIONS' }).end();

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      return void sendJson(response, 413, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Request too large' },
      });
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return void sendJson(response, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }
  sendJson(response, 200, handleSolanaJsonRpc({ body, methods }));
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** Binds `http` on a port and `wsHttp` on the next one; with port 0, retries until a free pair is found. */
async function listenOnPortPair({
  http,
  wsHttp,
  port,
}: {
  http: Server;
  wsHttp: Server;
  port: number;
}): Promise<number> {
  if (port !== 0) {
    await listen({ server: http, port, label: 'Solana shim RPC' });
    try {
      await listen({ server: wsHttp, port: port + 1, label: 'Solana shim WebSocket (RPC port + 1)' });
    } catch (error) {
      await closeServer({ server: http });
      throw error;
    }
    return port;
  }
  for (let attempt = 0; attempt < PORT_PAIR_ATTEMPTS; attempt++) {
    const rpcPort = await listen({ server: http, port: 0, label: 'Solana shim RPC' });
    if (rpcPort < 65535) {
      const bound = await listen({ server: wsHttp, port: rpcPort + 1, label: 'Solana shim WebSocket' }).then(
        () => true,
        () => false,
      );
      if (bound) return rpcPort;
    }
    await closeServer({ server: http });
  }
  throw new Error(`Solana shim: found no free pair of neighbouring ports on ${HOST} in ${PORT_PAIR_ATTEMPTS} attempts`);
}

function listen({ server, port, label }: { server: Server; port: number; label: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message;
      reject(new Error(`${label}: cannot listen on ${HOST}:${port}: ${reason}`, { cause: error }));
    };
    server.once('error', onError);
    server.listen({ port, host: HOST, exclusive: true }, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
