// Our WalletConnect client (src/connectors/walletconnect) against the SDK's own wallet
// (@walletconnect/sign-client 2.21.8) through the reference server's relay: the whole Sign v2
// protocol as a real wallet speaks it, both directions.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { getSdkError } from '@walletconnect/utils';
import { toHex, verifyMessage } from 'viem';
import { getAlertForProviderError } from '../../../src/core/errors/alerts.js';
import { UserRejectedRequestError } from '../../../src/core/errors/provider-rpc-error.js';
import { decodeBase58, encodeBase58 } from '../../../src/core/utils/base58.js';
import {
  WalletConnectCancelledError,
  WalletConnectRejectedError,
  WalletConnectRelayRefusedError,
  WalletConnectRequestTimeoutError,
} from '../../../src/connectors/walletconnect/walletconnect-errors.js';
import type {
  WalletConnectClient,
  WalletConnectClientEvent,
  WalletConnectSession,
} from '../../../src/connectors/walletconnect/walletconnect-types.js';
import {
  EVM_CHAIN,
  EVM_CHAIN_2,
  SOLANA_CHAIN,
  memoryStorage,
  startTestStack,
  type TestStack,
} from './walletconnect-test-stack.js';
import { rejection } from '../../helpers/rejection.js';

/** Each test's own bound: a lost message fails the test instead of hanging it. */
const BOUNDED = { timeout: 10_000 };

let stack: TestStack;
before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack?.stop();
});

/** Pairs the SDK wallet with a fresh client of ours; resolves with the settled session. */
async function connect(dapp: WalletConnectClient): Promise<WalletConnectSession> {
  const offer = await dapp.propose({ optionalNamespaces: proposalNamespaces() });
  await stack.wallet.pair({ uri: offer.uri });
  return offer.approval;
}

function proposalNamespaces() {
  return {
    eip155: {
      chains: [EVM_CHAIN, EVM_CHAIN_2],
      methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    },
    solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: ['accountsChanged'] },
  };
}

/** Resolves once `condition()` holds; fails after `timeoutMs` with what was awaited. */
async function waitFor(condition: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The next client event that matches, or a failure after `timeoutMs`. */
function nextEvent(dapp: WalletConnectClient, type: WalletConnectClientEvent['type'], timeoutMs = 5000) {
  return new Promise<WalletConnectClientEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    const stop = dapp.subscribe((event) => {
      if (event.type !== type) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

describe('createWalletConnectClient with the sign-client 2.21.8 wallet', () => {
  it(
    'pairs through the URI: the wallet approves and the session has its eip155 and solana accounts',
    BOUNDED,
    async () => {
      const dapp = await stack.createDapp();
      const offer = await dapp.propose({ optionalNamespaces: proposalNamespaces() });
      assert.match(offer.uri, /^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d+$/);
      assert.ok(Math.abs(offer.expiresAt - (Date.now() + 240_000)) < 2000, 'the URI is offered for 4 minutes');
      const seen: unknown[] = [];
      let acknowledged: Promise<unknown> | undefined;
      stack.onProposal = async (proposal) => {
        seen.push(proposal.params);
        acknowledged = (await stack.wallet.approve({ id: proposal.id, namespaces: stack.namespaces() })).acknowledged();
      };
      await stack.wallet.pair({ uri: offer.uri });
      const session = await offer.approval;
      stack.onProposal = async ({ id }) => void (await stack.wallet.approve({ id, namespaces: stack.namespaces() }));

      const proposal = seen[0] as {
        proposer: { metadata: { name: string } };
        optionalNamespaces: object;
        relays: unknown;
      };
      assert.equal(proposal.proposer.metadata.name, 'WC client test');
      assert.deepEqual(proposal.optionalNamespaces, proposalNamespaces());
      assert.deepEqual(proposal.relays, [{ protocol: 'irn' }]);
      assert.deepEqual(session.namespaces.eip155?.accounts, [
        `${EVM_CHAIN}:${stack.evm.address}`,
        `${EVM_CHAIN_2}:${stack.evm.address}`,
      ]);
      assert.deepEqual(session.namespaces.solana?.accounts, [`${SOLANA_CHAIN}:${stack.solana.address}`]);
      assert.equal(session.peer.metadata.name, 'SDK test wallet');
      assert.deepEqual(dapp.getSession(), session);
      await acknowledged;
      await waitFor(
        () => stack.wallet.session.get(session.topic).acknowledged,
        'our answer to wc_sessionSettle reaches the wallet',
      );
      assert.ok(Math.abs(session.expiry - (Date.now() / 1000 + 7 * 86_400)) < 60, 'a session lasts seven days');
    },
  );

  it(
    'gets personal_sign from the wallet (verified with viem) and a Solana message signature (verified with ed25519)',
    BOUNDED,
    async () => {
      const dapp = await stack.createDapp();
      await connect(dapp);
      const message = 'Signed by the SDK wallet';
      const signature = await dapp.request<`0x${string}`>({
        chainId: EVM_CHAIN,
        method: 'personal_sign',
        params: [toHex(message), stack.evm.address],
      });
      assert.equal(await verifyMessage({ address: stack.evm.address, message, signature }), true);

      const bytes = new TextEncoder().encode('Solana through WalletConnect');
      const result = await dapp.request<{ signature: string }>({
        chainId: SOLANA_CHAIN,
        method: 'solana_signMessage',
        params: { message: encodeBase58(bytes), pubkey: stack.solana.address },
      });
      assert.equal(ed25519.verify(decodeBase58(result.signature), bytes, decodeBase58(stack.solana.address)), true);
      assert.deepEqual(stack.requests.at(-1), {
        method: 'solana_signMessage',
        params: { message: encodeBase58(bytes), pubkey: stack.solana.address },
        chainId: SOLANA_CHAIN,
      });
    },
  );

  it('passes a wallet error on with its code, and refuses what the session does not grant', BOUNDED, async () => {
    const dapp = await stack.createDapp();
    await connect(dapp);
    const error = await rejection(
      dapp.request({ chainId: EVM_CHAIN, method: 'eth_sendTransaction', params: [{ from: stack.evm.address }] }),
    );
    assert.ok(error instanceof UserRejectedRequestError, `got ${String(error)}`);
    assert.equal(error.code, 4001);
    assert.equal(error.details, 'User rejected the transaction');
    await assert.rejects(dapp.request({ chainId: 'eip155:5', method: 'personal_sign', params: [] }), { code: 4901 });
    await assert.rejects(dapp.request({ chainId: EVM_CHAIN, method: 'eth_signTransaction', params: [] }), {
      code: 4200,
    });
  });

  it('rejects the approval with WalletConnectRejectedError when the wallet declines', BOUNDED, async () => {
    const dapp = await stack.createDapp();
    stack.onProposal = async ({ id }) => void (await stack.wallet.reject({ id, reason: getSdkError('USER_REJECTED') }));
    try {
      const error = await connect(dapp).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      assert.ok(error instanceof WalletConnectRejectedError, `got ${String(error)}`);
      assert.equal(error.code, 5000);
      assert.equal(dapp.getSession(), undefined);
    } finally {
      stack.onProposal = async ({ id }) => void (await stack.wallet.approve({ id, namespaces: stack.namespaces() }));
    }
  });

  it('cancel() ends an offer with WalletConnectCancelledError', BOUNDED, async () => {
    const dapp = await stack.createDapp();
    const offer = await dapp.propose({ optionalNamespaces: proposalNamespaces() });
    offer.cancel();
    await assert.rejects(offer.approval, WalletConnectCancelledError);
  });

  it(
    'hears the wallet: chainChanged and accountsChanged events, a session update, an extension and a ping',
    BOUNDED,
    async () => {
      const dapp = await stack.createDapp();
      const { topic } = await connect(dapp);

      const chainChanged = nextEvent(dapp, 'session_event');
      await stack.wallet.emit({ topic, event: { name: 'chainChanged', data: 1 }, chainId: EVM_CHAIN_2 });
      assert.deepEqual(await chainChanged, {
        type: 'session_event',
        chainId: EVM_CHAIN_2,
        name: 'chainChanged',
        data: 1,
      });

      const accountsChanged = nextEvent(dapp, 'session_event');
      await stack.wallet.emit({
        topic,
        event: { name: 'accountsChanged', data: [stack.evm.address] },
        chainId: EVM_CHAIN,
      });
      assert.deepEqual(await accountsChanged, {
        type: 'session_event',
        chainId: EVM_CHAIN,
        name: 'accountsChanged',
        data: [stack.evm.address],
      });

      const updated = nextEvent(dapp, 'session_update');
      const namespaces = {
        eip155: { ...stack.namespaces().eip155!, accounts: [`${EVM_CHAIN}:${stack.evm.address}`], chains: [EVM_CHAIN] },
      };
      const { acknowledged } = await stack.wallet.update({ topic, namespaces });
      await acknowledged();
      assert.deepEqual(await updated, { type: 'session_update', namespaces });
      assert.deepEqual(dapp.getSession()?.namespaces, namespaces);

      const before = dapp.getSession()!.expiry;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const extension = await stack.wallet.extend({ topic });
      await extension.acknowledged();
      assert.ok(dapp.getSession()!.expiry > before, 'the extension moved the expiry');

      await stack.wallet.ping({ topic });
    },
  );

  it('ends the session when the wallet deletes it, and the wallet hears a dapp disconnect', BOUNDED, async () => {
    const dapp = await stack.createDapp();
    const first = await connect(dapp);
    const deleted = nextEvent(dapp, 'session_delete');
    await stack.wallet.disconnect({ topic: first.topic, reason: getSdkError('USER_DISCONNECTED') });
    assert.deepEqual(await deleted, { type: 'session_delete', reason: 'wallet' });
    assert.equal(dapp.getSession(), undefined);

    const second = await connect(dapp);
    const walletHeard = new Promise<string>((resolve) =>
      stack.wallet.once('session_delete', ({ topic }) => resolve(topic)),
    );
    const dappHeard = nextEvent(dapp, 'session_delete');
    await dapp.disconnect();
    assert.deepEqual(await dappHeard, { type: 'session_delete', reason: 'dapp' });
    assert.equal(await walletHeard, second.topic);
    await assert.rejects(dapp.request({ chainId: EVM_CHAIN, method: 'personal_sign', params: [] }), { code: 4900 });
  });

  it('keeps one session: a new approval ends the previous one, and its wallet hears it', BOUNDED, async () => {
    const dapp = await stack.createDapp();
    const first = await connect(dapp);
    const walletHeard = new Promise<string>((resolve) =>
      stack.wallet.once('session_delete', ({ topic }) => resolve(topic)),
    );
    const second = await connect(dapp);
    assert.notEqual(second.topic, first.topic);
    assert.equal(await walletHeard, first.topic);
    assert.equal(dapp.getSession()?.topic, second.topic);
  });

  it('times out a request the wallet never answers', BOUNDED, async () => {
    const dapp = await stack.createDapp();
    await connect(dapp);
    const started = Date.now();
    const error = await dapp
      .request({
        chainId: EVM_CHAIN,
        method: 'eth_signTypedData_v4',
        params: [stack.evm.address, '{}'],
        timeoutMs: 400,
      })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    assert.ok(error instanceof WalletConnectRequestTimeoutError, `got ${String(error)}`);
    assert.equal(error.alertCode, 'APKT004');
    assert.ok(Date.now() - started < 3000);
    assert.equal(stack.requests.at(-1)?.method, 'eth_signTypedData_v4', 'the wallet did receive it');

    // A late answer finds nobody waiting, and the client carries on.
    const late = stack.unanswered.splice(0);
    assert.equal(late.length, 1);
    for (const { id, topic } of late)
      await stack.wallet.respond({ topic, response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') } });
    const signature = await dapp.request<`0x${string}`>({
      chainId: EVM_CHAIN,
      method: 'personal_sign',
      params: [toHex('still here'), stack.evm.address],
    });
    assert.equal(await verifyMessage({ address: stack.evm.address, message: 'still here', signature }), true);
  });

  it(
    'restores the session in a new client on the same storage and requests without a new pairing',
    BOUNDED,
    async () => {
      const storage = memoryStorage();
      const first = await stack.createDapp({ storage });
      const session = await connect(first);
      first.close();
      assert.ok(storage.entries.has('@appkit/wc/session') && storage.entries.has('@appkit/wc/clientSeed'));
      assert.ok([...storage.entries.keys()].every((key) => key.startsWith('@appkit/wc/')));

      const second = await stack.createDapp({ storage });
      assert.deepEqual(second.getSession(), session);
      const signature = await second.request<`0x${string}`>({
        chainId: EVM_CHAIN,
        method: 'personal_sign',
        params: [toHex('after a reload'), stack.evm.address],
      });
      assert.equal(await verifyMessage({ address: stack.evm.address, message: 'after a reload', signature }), true);

      const deleted = nextEvent(second, 'session_delete');
      await stack.wallet.emit({ topic: session.topic, event: { name: 'chainChanged', data: 1 }, chainId: EVM_CHAIN_2 });
      await stack.wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
      assert.deepEqual(await deleted, { type: 'session_delete', reason: 'wallet' });
      assert.equal(storage.entries.has('@appkit/wc/session'), false);
    },
  );

  it('ends an expired session with session_delete "expired"', BOUNDED, async () => {
    let clock = Date.now();
    const dapp = await stack.createDapp({ now: () => clock });
    const session = await connect(dapp);
    const events: WalletConnectClientEvent[] = [];
    dapp.subscribe((event) => events.push(event));
    clock = session.expiry * 1000 + 1;
    assert.equal(dapp.getSession(), undefined);
    assert.deepEqual(events, [{ type: 'session_delete', reason: 'expired' }]);
  });

  it('fails with the relay refusal for an unknown project id (APKT007)', BOUNDED, async () => {
    const dapp = await stack.createDapp({ projectId: 'no-such-project' });
    const error = await dapp.propose({ optionalNamespaces: proposalNamespaces() }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    assert.ok(error instanceof WalletConnectRelayRefusedError, `got ${String(error)}`);
    assert.equal(error.message, 'Unauthorized: invalid key');
    assert.equal(getAlertForProviderError(error)?.code, 'APKT007');
    await assert.rejects(dapp.propose({}), WalletConnectRelayRefusedError);
  });
});
