// The independent check of the relay (issue 15 part 2): two unmodified @walletconnect/sign-client
// 2.21.8 clients, a dapp and a wallet, meet on our relay only: pair, approve an eip155 session,
// personal_sign (verified with viem), disconnect. Well under 5 s proves the implicit subscribes of
// wc_proposeSession / wc_approveSession (without them the approval came after a ~35 s reconnect).
// Nothing may leave the machine: telemetry is off, and Verify, which would fetch an attestation
// from verify.walletconnect.org for every proposal and request, is answered locally with "no
// attestation" (offline the truth is validation UNKNOWN). Every outbound connection is recorded.
import assert from 'node:assert/strict';
import { Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { SignClient } from '@walletconnect/sign-client';
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage';
import { getSdkError } from '@walletconnect/utils';
import { toHex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';
import { relayUrlOf } from './relay-test-client.js';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

/** Storage in memory per client, so two clients in one process share nothing and touch no file. */
function memoryStorage(): IKeyValueStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()].map(([key, value]) => [key, structuredClone(value)] as [string, T]),
    getItem: async <T>(key: string) => structuredClone(items.get(key)) as T | undefined,
    setItem: async (key, value) => void items.set(key, structuredClone(value)),
    removeItem: async (key) => void items.delete(key),
  };
}

/** Hosts the test process tried to open TCP connections to; any but loopback are refused. */
const contacted = new Set<string>();
const LOOPBACK = ['127.0.0.1', 'localhost', '::1'];
const originalConnect = Socket.prototype.connect;

let temp: TempDatabase;
let server: StartServerReturnType;
const clients: Client[] = [];
let completed = false;

before(async () => {
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    // net.connect passes its normalized [options, callback] pair as the first argument.
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    const options = typeof first === 'object' && first !== null ? (first as { host?: string; path?: string }) : {};
    const host = options.path === undefined ? (options.host ?? 'localhost') : undefined;
    if (host !== undefined) contacted.add(host);
    if (host !== undefined && !LOOPBACK.includes(host)) {
      process.nextTick(() => this.destroy(new Error(`relay test: connection to ${host} refused`)));
      return this;
    }
    return (originalConnect as (...a: unknown[]) => Socket).apply(this, args);
  } as typeof Socket.prototype.connect;
  temp = openTempDatabase();
  server = await startServer({ port: 0, chains: [], database: temp.database });
});

after(async () => {
  for (const client of clients) {
    await client.core.relayer.transportClose();
    client.core.heartbeat.stop();
  }
  await server?.stop();
  temp?.cleanup();
  Socket.prototype.connect = originalConnect;
  // A run that failed half-way leaves the SDK's own timers behind (a pending approval waits out
  // the proposal's 5 minutes) and nothing can cancel them: end the process instead of hanging.
  if (!completed) setTimeout(() => process.exit(1), 1000).unref();
});

async function initClient(name: 'dapp' | 'wallet'): Promise<Client> {
  const client = await SignClient.init({
    projectId: 'demo-project',
    relayUrl: relayUrlOf(server.url),
    customStoragePrefix: name,
    storage: memoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: `Relay test ${name}`, description: 'relay test', url: 'http://127.0.0.1', icons: [] },
  });
  // Verify is WalletConnect's hosted attestation service; offline there is none to ask.
  // Its own resolve() answers undefined for "no attestation" too; the type omits that case.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve;
  clients.push(client);
  return client;
}

// The timeout turns a relay that loses a message into a failure instead of a hang.
test(
  'two sign-client 2.21.8 clients pair, settle a session, sign and disconnect through the relay',
  { timeout: 15_000 },
  async (context) => {
    const started = Date.now();
    const account = privateKeyToAccount(generatePrivateKey());
    const [dapp, wallet] = [await initClient('dapp'), await initClient('wallet')];

    const validations: string[] = [];
    wallet.on('session_proposal', async ({ id, verifyContext }) => {
      validations.push(verifyContext.verified.validation);
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:31337'],
            accounts: [`eip155:31337:${account.address}`],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      });
    });
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [`0x${string}`, string];
      const signature = await account.signMessage({ message: { raw: message } });
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } });
    });

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
      },
    });
    assert.ok(uri, 'the dapp makes a pairing URI');
    await wallet.pair({ uri });
    const session = await approval();
    assert.deepEqual(session.namespaces.eip155?.accounts, [`eip155:31337:${account.address}`]);
    assert.deepEqual(validations, ['UNKNOWN'], 'offline, the wallet sees the proposal as unverified');

    const message = 'Signed through the local relay';
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex(message), account.address] },
    })) as `0x${string}`;
    assert.equal(await verifyMessage({ address: account.address, message, signature }), true);

    const deleted = new Promise<string>((resolve) => wallet.on('session_delete', ({ topic }) => resolve(topic)));
    await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
    assert.equal(await deleted, session.topic, 'the wallet hears the disconnect');

    const elapsed = Date.now() - started;
    context.diagnostic(`pair, approve, sign and disconnect took ${elapsed} ms`);
    assert.ok(elapsed < 5000, `the whole run took ${elapsed} ms`);
    assert.deepEqual(
      [...contacted].filter((host) => !LOOPBACK.includes(host)),
      [],
      'no connection leaves the machine',
    );
    assert.ok(contacted.has('127.0.0.1'), 'the connection guard saw the relay connections');
    completed = true;
  },
);
