// The connectors over our WalletConnect client (EIP-1193 provider, Solana Wallet Standard wallet)
// with the SDK's wallet (@walletconnect/sign-client 2.21.8) through the reference server's relay,
// and the provider's reads to an RPC URL of the dapp's.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { getSdkError } from '@walletconnect/utils';
import { createWalletClient, custom, verifyMessage } from 'viem';
import { AccountNotFoundError } from '../../../src/core/errors/connector-errors.js';
import { UnrecognizedChainError } from '../../../src/core/errors/provider-rpc-error.js';
import type { Connector, ConnectorEvent } from '../../../src/core/types/connector.js';
import { decodeBase58 } from '../../../src/core/utils/base58.js';
import { createWalletConnectConnectors } from '../../../src/connectors/walletconnect/create-walletconnect-connectors.js';
import type { WalletConnectEip1193Provider } from '../../../src/connectors/walletconnect/walletconnect-eip1193-provider.js';
import type { WalletConnectSolanaWallet } from '../../../src/connectors/walletconnect/walletconnect-solana-wallet.js';
import type { WalletConnectClient } from '../../../src/connectors/walletconnect/walletconnect-types.js';
import {
  EVM_CHAIN,
  EVM_CHAIN_2,
  memoryStorage,
  SOLANA_CHAIN,
  startTestStack,
  type TestStack,
} from './walletconnect-test-stack.js';

const BOUNDED = { timeout: 10_000 };
const SOLANA_REFERENCE = SOLANA_CHAIN.split(':')[1]!;

let stack: TestStack;
let rpc: Server;
let rpcUrl: string;
/** JSON-RPC calls the read endpoint received, with their Content-Type. */
const reads: Array<{ method: string; contentType: string | undefined }> = [];

before(async () => {
  stack = await startTestStack();
  rpc = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string };
      reads.push({ method: call.method, contentType: request.headers['content-type'] });
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify(
          call.method === 'eth_blockNumber'
            ? { jsonrpc: '2.0', id: call.id, result: '0x10' }
            : { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'the method does not exist' } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}/`;
});
after(async () => {
  await stack?.stop();
  await new Promise((resolve) => rpc?.close(resolve));
});

async function connected(namespaces = stack.namespaces()) {
  const client = await stack.createDapp();
  const connectors = createWalletConnectConnectors({ client, rpcUrl: (id) => (id === EVM_CHAIN ? rpcUrl : undefined) });
  stack.onProposal = async ({ id }) => void (await stack.wallet.approve({ id, namespaces }));
  const offer = await client.propose({
    optionalNamespaces: {
      eip155: {
        chains: [EVM_CHAIN, EVM_CHAIN_2],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
      solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] },
    },
  });
  await stack.wallet.pair({ uri: offer.uri });
  const session = await offer.approval;
  stack.onProposal = async ({ id }) => void (await stack.wallet.approve({ id, namespaces: stack.namespaces() }));
  return { client, session, ...connectors };
}

function record(connector: Connector) {
  const events: ConnectorEvent[] = [];
  connector.subscribe((event) => events.push(event));
  return events;
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('createWalletConnectConnectors with the sign-client 2.21.8 wallet', () => {
  it('connects both namespaces without a prompt, on the requested chain when the session has it', BOUNDED, async () => {
    const { eip155, solana } = await connected();
    assert.deepEqual(
      [eip155.id, eip155.name, eip155.type, eip155.chain],
      ['walletConnect', 'WalletConnect', 'WALLET_CONNECT', 'eip155'],
    );
    assert.deepEqual([solana.id, solana.type, solana.chain], ['walletConnect:solana', 'WALLET_CONNECT', 'solana']);
    assert.deepEqual(await eip155.connect({ chainId: 1 }), { address: stack.evm.address, chainId: 1 });
    assert.deepEqual(
      await eip155.connect({ chainId: 10 }),
      { address: stack.evm.address, chainId: 31337 },
      "not in the session: the session's first chain",
    );
    assert.deepEqual(await solana.connect({ chainId: SOLANA_REFERENCE }), {
      address: stack.solana.address,
      chainId: SOLANA_REFERENCE,
    });
    assert.deepEqual(await eip155.getAccounts(), [stack.evm.address]);
    assert.equal(stack.requests.length, 0, 'nothing was asked of the wallet');
  });

  it(
    "names the wallet behind the session (the peer's metadata) on both namespaces, until it ends",
    BOUNDED,
    async () => {
      const client = await stack.createDapp();
      const { eip155, solana } = createWalletConnectConnectors({ client, rpcUrl: () => undefined });
      assert.equal(eip155.getWalletInfo?.(), undefined, 'no session yet: Account falls back to the connector');
      const offer = await client.propose({
        optionalNamespaces: { eip155: { chains: [EVM_CHAIN], methods: ['personal_sign'], events: [] } },
      });
      await stack.wallet.pair({ uri: offer.uri });
      await offer.approval;
      // The SDK wallet's metadata (walletconnect-test-stack.ts); it has no icons.
      assert.deepEqual(eip155.getWalletInfo?.(), { name: 'SDK test wallet' });
      assert.deepEqual(solana.getWalletInfo?.(), { name: 'SDK test wallet' });
      await eip155.disconnect();
      assert.equal(eip155.getWalletInfo?.(), undefined);
    },
  );

  it(
    "after a reload, is on the chain the wallet moved to (kept with the session's topic); a disconnect forgets it",
    BOUNDED,
    async () => {
      const storage = memoryStorage();
      const chainKey = '@appkit/wc/chain/eip155';
      const before = await stack.createDapp({ storage });
      const { eip155 } = createWalletConnectConnectors({ client: before, rpcUrl: () => undefined, storage });
      const offer = await before.propose({
        optionalNamespaces: {
          eip155: { chains: [EVM_CHAIN, EVM_CHAIN_2], methods: ['personal_sign'], events: ['chainChanged'] },
        },
      });
      await stack.wallet.pair({ uri: offer.uri });
      const session = await offer.approval;
      await eip155.connect({ chainId: 31337 });
      const events = record(eip155);
      await stack.wallet.emit({ topic: session.topic, event: { name: 'chainChanged', data: 1 }, chainId: EVM_CHAIN_2 });
      await until(() => events.find((event) => event.type === 'chainChanged'), 'chainChanged');
      before.close();

      // The reload: a new client and new connectors over the same storage, and no event from the wallet.
      const reloaded = await stack.createDapp({ storage });
      const again = createWalletConnectConnectors({ client: reloaded, rpcUrl: () => undefined, storage });
      assert.equal(await again.eip155.getChainId(), 1);
      assert.equal(
        await (again.eip155.provider as WalletConnectEip1193Provider).request({ method: 'eth_chainId' }),
        '0x1',
      );
      assert.equal(await again.solana.getChainId(), SOLANA_REFERENCE, 'the other namespace keeps its own chain');

      await again.eip155.disconnect();
      assert.equal(storage.getItem(chainKey), null);
      // A choice left by another session (another topic) means nothing to a new one.
      storage.setItem(chainKey, JSON.stringify({ topic: 'f'.repeat(64), chainId: EVM_CHAIN_2 }));
      const next = await reloaded.propose({
        optionalNamespaces: { eip155: { chains: [EVM_CHAIN, EVM_CHAIN_2], methods: ['personal_sign'], events: [] } },
      });
      await stack.wallet.pair({ uri: next.uri });
      await next.approval;
      const fresh = createWalletConnectConnectors({ client: reloaded, rpcUrl: () => undefined, storage });
      assert.equal(await fresh.eip155.getChainId(), 31337);
    },
  );

  it('fails connect with AccountNotFoundError for a namespace the wallet did not grant', BOUNDED, async () => {
    const { eip155, solana } = await connected({ eip155: stack.namespaces().eip155! });
    await assert.rejects(solana.connect({}), AccountNotFoundError);
    assert.deepEqual(await solana.getAccounts(), []);
    assert.equal((await eip155.connect({})).address, stack.evm.address);
  });

  it(
    'signs through the EIP-1193 provider (viem, verified), switches chain through the wallet, reads from the RPC URL',
    BOUNDED,
    async () => {
      const { eip155 } = await connected();
      await eip155.connect({ chainId: 31337 });
      const provider = eip155.provider as WalletConnectEip1193Provider;
      const events = record(eip155);
      const chainChanged: unknown[] = [];
      provider.on('chainChanged', (chainId) => chainChanged.push(chainId));

      assert.equal(await provider.request({ method: 'eth_chainId' }), '0x7a69');
      assert.deepEqual(await provider.request({ method: 'eth_requestAccounts' }), [stack.evm.address]);
      const walletClient = createWalletClient({ account: stack.evm.address, transport: custom(provider) });
      const signature = await walletClient.signMessage({ message: 'viem through WalletConnect' });
      assert.equal(
        await verifyMessage({ address: stack.evm.address, message: 'viem through WalletConnect', signature }),
        true,
      );

      assert.equal(await provider.request({ method: 'eth_blockNumber' }), '0x10');
      await assert.rejects(provider.request({ method: 'eth_getBalance', params: [stack.evm.address, 'latest'] }), {
        code: -32601,
      });
      assert.deepEqual(reads, [
        { method: 'eth_blockNumber', contentType: 'text/plain' },
        { method: 'eth_getBalance', contentType: 'text/plain' },
      ]);

      await eip155.switchNetwork!({ network: { id: 1, caipNetworkId: EVM_CHAIN_2 } as never });
      assert.deepEqual(stack.requests.at(-1), {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
        chainId: EVM_CHAIN,
      });
      assert.deepEqual(chainChanged, ['0x1']);
      assert.deepEqual(events, [{ type: 'chainChanged', chainId: 1 }]);
      assert.equal(await eip155.getChainId(), 1);
      await assert.rejects(
        provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
        UnrecognizedChainError,
      );
    },
  );

  it(
    'follows the wallet: chainChanged and accountsChanged events reach the connector and the provider',
    BOUNDED,
    async () => {
      const { eip155, session } = await connected();
      await eip155.connect({ chainId: 31337 });
      const events = record(eip155);
      const accounts: unknown[] = [];
      (eip155.provider as WalletConnectEip1193Provider).on('accountsChanged', (value) => accounts.push(value));

      await stack.wallet.emit({ topic: session.topic, event: { name: 'chainChanged', data: 1 }, chainId: EVM_CHAIN_2 });
      await until(() => events.find((event) => event.type === 'chainChanged'), 'chainChanged');
      const other = '0x000000000000000000000000000000000000dEaD';
      await stack.wallet.emit({
        topic: session.topic,
        event: { name: 'accountsChanged', data: [`${EVM_CHAIN_2}:${other}`] },
        chainId: EVM_CHAIN_2,
      });
      await until(() => events.find((event) => event.type === 'accountsChanged'), 'accountsChanged');
      assert.deepEqual(events, [
        { type: 'chainChanged', chainId: 1 },
        { type: 'accountsChanged', accounts: [other] },
      ]);
      assert.deepEqual(accounts, [[other]]);
      assert.deepEqual(await eip155.getAccounts(), [other]);
    },
  );

  it('signs a Solana message through the Wallet Standard features (verified with ed25519)', BOUNDED, async () => {
    const { solana } = await connected();
    await solana.connect({});
    const wallet = solana.provider as WalletConnectSolanaWallet;
    const [account] = wallet.accounts;
    assert.equal(account?.address, stack.solana.address);
    assert.deepEqual(account?.chains, [SOLANA_CHAIN]);
    const message = new TextEncoder().encode('Solana Wallet Standard over WalletConnect');
    const [output] = await wallet.features['solana:signMessage'].signMessage({ message, account: account! });
    assert.deepEqual(output?.signedMessage, message);
    assert.equal(ed25519.verify(output!.signature, message, decodeBase58(stack.solana.address)), true);
  });

  it('signs a Solana transaction from a signature-only answer, and signs and sends one', BOUNDED, async () => {
    const { solana } = await connected();
    await solana.connect({});
    const wallet = solana.provider as WalletConnectSolanaWallet;
    const [account] = wallet.accounts;
    const payer = new PublicKey(stack.solana.address);
    const transaction = new Transaction({ feePayer: payer, recentBlockhash: PublicKey.default.toBase58() })
      .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: PublicKey.default, lamports: 1 }))
      .serialize({ requireAllSignatures: false, verifySignatures: false });

    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      transaction,
      account: account!,
    });
    const signed = Transaction.from(output!.signedTransaction);
    assert.equal(signed.verifySignatures(), true, 'the wallet signature sits in the fee payer slot');
    assert.deepEqual(stack.requests.at(-1), {
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from(transaction).toString('base64') },
      chainId: SOLANA_CHAIN,
    });

    const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      transaction,
      account: account!,
      options: { skipPreflight: true },
    });
    assert.deepEqual(Buffer.from(sent!.signature), signed.signature);
    assert.deepEqual(stack.requests.at(-1)?.params, {
      transaction: Buffer.from(transaction).toString('base64'),
      sendOptions: { skipPreflight: true },
    });
  });

  it('disconnects once: both namespaces hear it, and so does the wallet', BOUNDED, async () => {
    const { eip155, solana, session, client } = await connected();
    const evmEvents = record(eip155);
    const solanaEvents = record(solana);
    const walletHeard = new Promise<string>((resolve) =>
      stack.wallet.once('session_delete', ({ topic }) => resolve(topic)),
    );
    await eip155.disconnect();
    await solana.disconnect();
    assert.equal(await walletHeard, session.topic);
    assert.deepEqual(evmEvents, [{ type: 'disconnect' }]);
    assert.deepEqual(solanaEvents, [{ type: 'disconnect' }]);
    assert.equal((client as WalletConnectClient).getSession(), undefined);
    assert.deepEqual(await eip155.getAccounts(), []);
  });

  it('reports a wallet-side disconnect to both namespaces', BOUNDED, async () => {
    const { eip155, solana, session } = await connected();
    const evmEvents = record(eip155);
    const solanaEvents = record(solana);
    await stack.wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
    await until(() => (solanaEvents.length ? true : undefined), 'the disconnect');
    assert.deepEqual(evmEvents, [{ type: 'disconnect' }]);
    assert.deepEqual(solanaEvents, [{ type: 'disconnect' }]);
  });
});
