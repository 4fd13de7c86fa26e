import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainController } from '../../../src/core/controllers/chain-controller.js';
import type { ModalController } from '../../../src/core/controllers/modal-controller.js';
import { SiwxController, type SiwxEventName } from '../../../src/core/controllers/siwx-controller.js';
import { SIWX_ACCOUNT_PLACEHOLDER } from '../../../src/core/protocol/siwx-account-placeholder.js';
import { formatSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import { activeNamespaceStore, chainsStore } from '../../../src/core/stores/chain-store.js';
import { INITIAL_SIWX_EMAIL_STATE, type SiwxEmailState } from '../../../src/core/stores/siwx-email-store.js';
import { INITIAL_SIWX_STATE, type SiwxState } from '../../../src/core/stores/siwx-store.js';
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../../../src/core/types/siwx.js';

// The controller's embedded-wallet path (issue 16 part 5): the message is made before the address
// is known, and the frame's signature becomes a session through addSession, with no SIWXSignMessage.
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const account = privateKeyToAccount(KEY);

type Status = 'connected' | 'connecting' | 'disconnected';

/** The chain controller as the sign-in reads it: Solana connected and active, EVM in the given state. */
function fakeChains(accounts: Record<'eip155' | 'solana', { status: Status; address?: string }>) {
  const networks = { eip155: 'eip155:1', solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' };
  return {
    namespaces: ['eip155', 'solana'],
    activeNamespace: 'solana',
    getAccount: (namespace: 'eip155' | 'solana') => accounts[namespace],
    getActiveNetwork: (namespace: 'eip155' | 'solana') => ({ caipNetworkId: networks[namespace] }),
    findNetwork: (id: string) => (Object.values(networks).includes(id) ? { caipNetworkId: id } : undefined),
  } as never as ChainController;
}

function setup({ chains }: { chains?: ChainController } = {}) {
  const added: SiwxSession[] = [];
  const events: SiwxEventName[] = [];
  const opened: unknown[] = [];
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      const data = {
        accountAddress,
        chainId,
        domain: location.host,
        uri: location.origin,
        version: '1' as const,
        nonce: 'n0nce1234',
        issuedAt: new Date().toISOString(),
      };
      return { ...data, serializedMessage: formatSiwxMessage({ data }) };
    },
    async addSession(session) {
      const valid = await verifyMessage({
        address: session.data.accountAddress as `0x${string}`,
        message: session.message,
        signature: session.signature as `0x${string}`,
      });
      if (!valid) throw new Error('bad signature');
      added.push(session);
    },
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getSessions: async () => [],
  };
  const controller = new SiwxController({
    store: map<SiwxState>({ ...INITIAL_SIWX_STATE }),
    emailStore: map<SiwxEmailState>({ ...INITIAL_SIWX_EMAIL_STATE }),
    config,
    chains:
      chains ??
      ({
        findNetwork: (id: string) => (id === 'eip155:1' ? { caipNetworkId: id } : undefined),
      } as never as ChainController),
    modal: {
      open: (parameters: unknown) => void opened.push(parameters),
      addCloseGuard: () => () => undefined,
    } as never as ModalController,
    router: { push: () => undefined },
    signMessage: async () => {
      throw new Error('the embedded path never asks for a second signature');
    },
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    track: ({ event }) => void events.push(event),
  });
  return { controller, added, events, opened };
}

/** What the frame does: fills the placeholder and signs with the account's key. */
async function signInFrame(message: SiwxMessage, address = account.address) {
  const serializedMessage = message.serializedMessage.split(SIWX_ACCOUNT_PLACEHOLDER).join(address);
  const signature = await account.signMessage({ message: serializedMessage });
  return { message: { ...message, accountAddress: address, serializedMessage }, signature };
}

describe('SiwxController with the embedded wallet', () => {
  it('makes the message with the placeholder for a requested network, none for another', async () => {
    const { controller } = setup();
    const message = await controller.createEmbeddedMessage({ chainId: 'eip155:1' });
    expect(message?.accountAddress).to.equal(SIWX_ACCOUNT_PLACEHOLDER);
    expect(message?.serializedMessage).to.contain(`\n${SIWX_ACCOUNT_PLACEHOLDER}\n`);
    expect(await controller.createEmbeddedMessage({ chainId: 'eip155:999' })).to.equal(undefined);
  });

  it('adds the session the frame signed and tracks SIWX_AUTH_SUCCESS, without opening SIWXSignMessage', async () => {
    const { controller, added, events, opened } = setup();
    const signed = await signInFrame((await controller.createEmbeddedMessage({ chainId: 'eip155:1' }))!);
    await controller.addSignedSession(signed);
    expect(added).to.have.length(1);
    expect(added[0]!.data.accountAddress).to.equal(account.address);
    expect(added[0]!.message).to.equal(signed.message.serializedMessage);
    expect(added[0]!.data).not.to.have.property('serializedMessage');
    expect(events).to.deep.equal(['SIWX_AUTH_SUCCESS']);
    expect(opened).to.deep.equal([]);
  });

  it('tracks SIWX_AUTH_ERROR and does not throw when the config refuses the session', async () => {
    const { controller, added, events } = setup();
    const message = (await controller.createEmbeddedMessage({ chainId: 'eip155:1' }))!;
    // Signed for another address than the message names: the dapp's check refuses it.
    const signed = await signInFrame(message, '0x000000000000000000000000000000000000dEaD');
    await controller.addSignedSession(signed);
    expect(added).to.have.length(0);
    expect(events).to.deep.equal(['SIWX_AUTH_ERROR']);
  });

  it('opens SIWXSignMessage only once no other wallet is still connecting (the frame shows its own approval meanwhile)', async () => {
    const accounts = {
      solana: { status: 'connected' as Status, address: 'So1anaAddress1111111111111111111111111111111' },
      eip155: { status: 'connecting' as Status },
    };
    const { controller, opened } = setup({ chains: fakeChains(accounts) });
    const saved = { chains: chainsStore.get(), active: activeNamespaceStore.get() };
    const stop = controller.start();
    try {
      activeNamespaceStore.set('solana');
      chainsStore.setKey('solana', {} as never);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(opened).to.deep.equal([], 'no view while the EVM connection (and its approval in the frame) is under way');
      // The EVM connection ended without taking over: Solana's sign-in is asked for now.
      accounts.eip155 = { status: 'disconnected' };
      chainsStore.setKey('eip155', {} as never);
      expect(opened).to.have.length(1);
    } finally {
      stop();
      chainsStore.set(saved.chains);
      activeNamespaceStore.set(saved.active);
    }
  });
});
