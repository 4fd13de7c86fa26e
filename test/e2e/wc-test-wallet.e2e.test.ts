// The WalletConnect test wallet page (issue 15 part 4) driven like a person, against the real dev
// stack and its relay. The dapp is an unmodified @walletconnect/sign-client 2.21.8 in this Node
// process (projectId demo-project, no Origin header, like a native app); the wallet is the page at
// /dev/wc-wallet/ in Chromium. Both are implementations of the protocol that are not ours, so this
// checks the page (and the relay) on their own. Nothing may leave the machine: every request and
// WebSocket of the page to a non-loopback host is refused and recorded, and so is every CSP
// violation (the page's CSP would block Verify's iframe and fetches if the SDK still tried them).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import type { BrowserContext, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { WC_WALLET_EVM_ACCOUNT, wcWalletSolanaKeypair } from '../../server/wc-wallet/wc-wallet-accounts.js';
import { startE2e, type E2eFixture } from './e2e-fixture.js';
import { keepOffTheNetwork } from './walletconnect-e2e-helpers.js';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const DAPP_NAME = 'E2E Node dapp';
const EVM_ADDRESS = WC_WALLET_EVM_ACCOUNT.address;

/** The dapp's storage in memory: it shares nothing with other clients and writes no file. */
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

/** The next event of the dapp's client that matches, within a bound. */
function nextDappEvent<E extends 'session_event' | 'session_delete'>(
  client: Client,
  event: E,
  matches: (args: SignClientTypes.EventArguments[E]) => boolean = () => true,
): Promise<SignClientTypes.EventArguments[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dapp got no ${event} within 15 s`)), 15_000);
    const listener = (args: SignClientTypes.EventArguments[E]) => {
      if (!matches(args)) return;
      clearTimeout(timer);
      client.off(event, listener);
      resolve(args);
    };
    client.on(event, listener);
  });
}

describe('WalletConnect test wallet page (/dev/wc-wallet/, full dev stack and relay)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;
  let dapp: Client;
  let context: BrowserContext;
  let page: Page;
  let session: SessionTypes.Struct;
  const outside: string[] = [];
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];

  const card = (name: string) => page.getByRole('article', { name });
  const sessionCard = () => card(`Session with ${DAPP_NAME}`);

  /** Sends a request from the dapp and clicks the page's Approve (or Reject) on its card. */
  async function requestThroughPage<T>({
    chainId,
    method,
    params,
    click = 'Approve',
  }: {
    chainId: string;
    method: string;
    params: unknown;
    click?: 'Approve' | 'Reject';
  }): Promise<{ answer: Promise<T>; summary: string }> {
    const answer = dapp.request<T>({ topic: session.topic, chainId, request: { method, params } });
    answer.catch(() => {}); // awaited by the caller; a rejection is what some tests expect
    const requestCard = card(`Request ${method}`);
    await requestCard.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
      const log = await page.locator('#log').innerText();
      throw new Error(`The wallet page shows no ${method} request. Its log:\n${log}`, { cause: error });
    });
    const summary = (await requestCard.locator('dt:text-is("Summary") + dd').textContent()) ?? '';
    await requestCard.getByRole('button', { name: click, exact: true }).click();
    return { answer, summary };
  }

  before(async () => {
    e2e = await startE2e();
    dapp = await SignClient.init({
      projectId: 'demo-project',
      relayUrl: e2e.stack.config.walletConnect.relayUrl,
      customStoragePrefix: 'wc-test-wallet-e2e',
      storage: memoryStorage(),
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: DAPP_NAME, description: 'the e2e test', url: 'http://127.0.0.1', icons: [] },
    });
    // Left as it is: a Node dapp attaches no attestation, so a wallet that still used Verify would
    // ask verify.walletconnect.org for one on every proposal and request (the last test catches it).
    context = await e2e.browser.newContext();
    await keepOffTheNetwork({ context, outside });
    await context.exposeBinding('__reportCspViolation', (_source, text: string) => void cspViolations.push(text));
    // A string, not a function: tsx would add its own helpers to a function's source.
    await context.addInitScript(`
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__reportCspViolation(event.violatedDirective + ' ' + event.blockedURI));
      // The SDK refuses to pair when the browser says it is offline; on a host with only loopback
      // Chromium may say so (walletconnect notes §1.4). The relay is local: online is the truth.
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true });
    `);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  after(async () => {
    await context?.close();
    if (dapp) {
      await dapp.core.relayer.transportClose().catch(() => {});
      dapp.core.heartbeat.stop();
    }
    await e2e?.stop();
  });

  it('pairs through ?uri= as AppKit opens it, and Approve gives the dapp a session with its dev accounts', async () => {
    const { solana, walletConnect } = e2e.stack.config;
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
        solana: {
          chains: [solana.caipNetworkId],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: [],
        },
      },
    });
    assert.ok(uri, 'the dapp made a pairing URI');
    await page.goto(`${walletConnect.testWalletUrl}wc?uri=${encodeURIComponent(uri)}`);
    const proposal = card(`Session proposal from ${DAPP_NAME}`);
    await proposal.waitFor({ timeout: 15_000 });
    assert.equal(await proposal.locator('dt:text-is("Verify") + dd').textContent(), 'UNKNOWN');
    assert.equal(await proposal.locator('dt:text-is("Not served here") + dd').textContent(), 'eip155:1');
    await proposal.getByRole('button', { name: 'Approve', exact: true }).click();

    session = await approval();
    assert.deepEqual(session.namespaces.eip155?.accounts, [
      `eip155:31337:${EVM_ADDRESS}`,
      `eip155:31338:${EVM_ADDRESS}`,
    ]);
    assert.deepEqual(session.namespaces.solana?.accounts, [
      `${solana.caipNetworkId}:${wcWalletSolanaKeypair.publicKey}`,
    ]);
    assert.equal(session.peer.metadata.name, 'AppKit Test Wallet (WalletConnect)');
    await sessionCard().waitFor();
    assert.equal(await proposal.count(), 0, 'the proposal card is gone');
    assert.equal(new URL(page.url()).search, '', 'a reload will not pair the same URI again');
  });

  it('personal_sign: Approve signs with the EVM dev account (viem verifies it), Reject answers 4001', async () => {
    const message = 'Sign in to the e2e dapp';
    const signed = await requestThroughPage<Hex>({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: [toHex(message), EVM_ADDRESS],
    });
    assert.equal(signed.summary, `Sign the message "${message}"`);
    assert.ok(await verifyMessage({ address: EVM_ADDRESS, message, signature: await signed.answer }));

    const refused = await requestThroughPage<Hex>({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: [toHex('no'), EVM_ADDRESS],
      click: 'Reject',
    });
    await assert.rejects(refused.answer, { code: 4001 });
  });

  it('eth_sendTransaction: Approve signs and sends through the RPC proxy, and it lands on the local chain', async () => {
    const { chains } = e2e.stack.config;
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const value = parseEther('0.001');
    const sent = await requestThroughPage<Hex>({
      chainId: 'eip155:31337',
      method: 'eth_sendTransaction',
      params: [{ from: EVM_ADDRESS, to: recipient, value: toHex(value) }],
    });
    assert.equal(sent.summary, `Send 0.001 ETH to ${recipient}`);
    const chain = createPublicClient({ transport: http(chains[0]!.rpcUrl) });
    const receipt = await chain.waitForTransactionReceipt({ hash: await sent.answer, timeout: 15_000 });
    assert.equal(receipt.status, 'success');
    assert.equal(receipt.from.toLowerCase(), EVM_ADDRESS.toLowerCase());
    assert.equal(await chain.getBalance({ address: recipient }), value);
  });

  it('"Switch to chain 31338" tells the dapp chainChanged and accountsChanged', async () => {
    const chainChanged = nextDappEvent(dapp, 'session_event', ({ params }) => params.event.name === 'chainChanged');
    const accountsChanged = nextDappEvent(
      dapp,
      'session_event',
      ({ params }) => params.event.name === 'accountsChanged',
    );
    await sessionCard().getByRole('button', { name: 'Switch to chain 31338' }).click();
    const { params } = await chainChanged;
    assert.deepEqual({ chainId: params.chainId, data: params.event.data }, { chainId: 'eip155:31338', data: 31338 });
    assert.deepEqual((await accountsChanged).params.event.data, [EVM_ADDRESS]);
    await sessionCard().getByRole('button', { name: 'Switch to chain 31337' }).waitFor();
    assert.equal(await sessionCard().getByRole('button', { name: 'Switch to chain 31338' }).count(), 0);
  });

  it('solana_signMessage and solana_signAndSendTransaction sign with the Solana dev keypair; 0.01 SOL lands', async () => {
    const { solana } = e2e.stack.config;
    const owner = new PublicKey(wcWalletSolanaKeypair.publicKey);
    const message = new TextEncoder().encode('gm from the e2e dapp');
    const signedMessage = await requestThroughPage<{ signature: string }>({
      chainId: solana.caipNetworkId,
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: owner.toBase58() },
    });
    const { signature } = await signedMessage.answer;
    assert.ok(ed25519.verify(base58.decode(signature), message, owner.toBytes()));

    const connection = new Connection(solana.rpcUrl, 'confirmed');
    const recipient = Keypair.generate().publicKey;
    const transfer = new TransactionMessage({
      payerKey: owner,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: recipient, lamports: 10_000_000 })],
    }).compileToV0Message();
    const sent = await requestThroughPage<{ signature: string }>({
      chainId: solana.caipNetworkId,
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64.encode(new VersionedTransaction(transfer).serialize()) },
    });
    const sentSignature = (await sent.answer).signature;
    const status = await connection.getSignatureStatus(sentSignature);
    assert.equal(status.value?.err, null);
    assert.equal(await connection.getBalance(recipient), 10_000_000);
  });

  it('keeps the session across a reload, and "Disconnect" ends it for the dapp (session_delete)', async () => {
    await page.reload();
    await sessionCard().waitFor({ timeout: 15_000 });
    assert.match((await page.locator('#status').textContent()) ?? '', /^Ready/);
    const deleted = nextDappEvent(dapp, 'session_delete', ({ topic }) => topic === session.topic);
    await sessionCard().getByRole('button', { name: 'Disconnect', exact: true }).click();
    await deleted;
    await page.getByText('No session.').waitFor();
  });

  it('contacted no host but loopback, broke no CSP rule, and threw no page error', async () => {
    assert.deepEqual(outside, []);
    assert.deepEqual(cspViolations, []);
    assert.deepEqual(pageErrors, []);
  });
});
