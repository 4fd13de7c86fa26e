import { expect } from '@open-wc/testing';
import { atom } from 'nanostores';
import { ChainController } from '../../../src/core/controllers/chain-controller.js';
import { SmartAccountController } from '../../../src/core/controllers/smart-account-controller.js';
import { createStorage } from '../../../src/core/storage/storage.js';
import { accountTypeSwitchStore } from '../../../src/core/stores/account-type-store.js';
import { chainsStore } from '../../../src/core/stores/chain-store.js';
import type { EmbeddedAccountType, EmbeddedWalletUser } from '../../../src/core/types/auth-client.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';
import type { EmbeddedSmartAccount } from '../../../src/core/types/embedded-smart-account.js';
import { defineEvmNetwork } from '../../../src/core/types/network.js';

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SMART = '0x1111111111111111111111111111111111111111';
const networkA = defineEvmNetwork({ id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' });

/** A FAKE smart account (tests only): records calls, answers like the frame. */
function fakeSmartAccount({
  enabled = [31337],
  failSwitch = false,
  onAddress = (_address: string) => undefined as void,
} = {}) {
  const calls: string[] = [];
  const listeners = new Set<(user: EmbeddedWalletUser) => void>();
  const approvals = new Set<() => void>();
  let deployed = false;
  const smartAccount: EmbeddedSmartAccount & {
    emitUser(user: Partial<EmbeddedWalletUser>): void;
    deploy(): void;
    approve(): void;
  } = {
    async getEnabledNetworks() {
      calls.push('GET_SMART_ACCOUNT_ENABLED_NETWORKS');
      return enabled;
    },
    async init() {
      calls.push('INIT_SMART_ACCOUNT');
      return { address: SMART, isDeployed: deployed };
    },
    async setPreferredAccount({ type }: { type: EmbeddedAccountType }) {
      calls.push(`SET_PREFERRED_ACCOUNT ${type}`);
      if (failSwitch) throw Object.assign(new Error('A smart account is not available'), { code: 4200 });
      const address = type === 'smartAccount' ? SMART : EOA;
      onAddress(address); // as the connector's accountsChanged does, before the answer
      return { type, address };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onApproved(listener) {
      approvals.add(listener);
      return () => approvals.delete(listener);
    },
    approve() {
      approvals.forEach((listener) => listener());
    },
    emitUser(user) {
      listeners.forEach((listener) => listener({ address: EOA, chainId: 'eip155:31337', ...user }));
    },
    deploy() {
      deployed = true;
    },
  };
  return { smartAccount, calls };
}

function setup(options: Parameters<typeof fakeSmartAccount>[0] = {}) {
  chainsStore.set({});
  const chains = new ChainController({
    // The global store: the controller listens to $chains for the balance.
    chainsStore,
    activeNamespaceStore: atom<ChainNamespace | undefined>(undefined),
    switchingNamespaceStore: atom(false),
    defaultAccountTypes: { eip155: 'smartAccount' },
  });
  chains.setNetworks({ networks: [networkA] });
  chains.patchAccount({ namespace: 'eip155', patch: { status: 'connected', address: EOA, connectorId: 'ID_AUTH' } });
  const storage = createStorage({ backend: null });
  const fake = fakeSmartAccount({
    ...options,
    onAddress: (address) => chains.patchAccount({ namespace: 'eip155', patch: { address } }),
  });
  const controller = new SmartAccountController({ chains, storage, load: async () => fake.smartAccount });
  const store = accountTypeSwitchStore;
  const stop = controller.watch(fake.smartAccount);
  return { chains, storage, store, controller, stop, ...fake };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SmartAccountController', () => {
  afterEach(() => chainsStore.set({}));

  it('takes the kind and deployment from each EVM user the frame answers (absent kind: the EOA) and loads the enabled networks once', async () => {
    const { chains, storage, smartAccount, calls, stop } = setup();
    smartAccount.emitUser({});
    await settle();
    expect(chains.getAccount('eip155').preferredAccountType, 'not the reset default smartAccount').to.equal('eoa');
    expect(chains.getChain('eip155')?.smartAccountEnabledNetworks).to.deep.equal([31337]);
    expect(storage.get('smartAccountEnabledNetworks')).to.deep.equal([31337]);
    smartAccount.emitUser({ address: SMART, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    await settle();
    expect(chains.getAccount('eip155')).to.include({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    });
    expect(storage.get('smartAccountDeployed')).to.equal(false);
    expect(calls.filter((call) => call === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).to.have.length(1);
    // Nothing was chosen: a connect does not store a preference (the frame's default stays in charge).
    expect(storage.get('preferredAccountTypes')).to.equal(undefined);
    stop();
  });

  it('switches to the smart account through the frame, remembers the choice and reads the deployment', async () => {
    const { chains, storage, store, controller, smartAccount, calls, stop } = setup();
    smartAccount.emitUser({});
    await settle();
    const switching = controller.switchAccountType({ type: 'smartAccount' });
    expect(store.get().switching).to.equal('smartAccount');
    await switching;
    expect(calls).to.include.members(['SET_PREFERRED_ACCOUNT smartAccount', 'INIT_SMART_ACCOUNT']);
    expect(storage.get('preferredAccountTypes')).to.deep.equal({ eip155: 'smartAccount' });
    expect(chains.getAccount('eip155')).to.include({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    });
    expect(store.get()).to.deep.equal({});

    await controller.switchAccountType({ type: 'eoa' });
    expect(storage.get('preferredAccountTypes')).to.deep.equal({ eip155: 'eoa' });
    expect(chains.getAccount('eip155').preferredAccountType).to.equal('eoa');
    stop();
  });

  it('refuses what SPEC §6 does not allow without asking the frame: a network without smart accounts, or a smart account already', async () => {
    const { store, controller, smartAccount, calls, stop } = setup({ enabled: [31338] });
    smartAccount.emitUser({});
    await settle();
    await controller.switchAccountType({ type: 'smartAccount' });
    expect(store.get()).to.deep.equal({ failed: 'smartAccount', reason: 'not-allowed' });
    await controller.switchAccountType({ type: 'eoa' });
    expect(store.get()).to.deep.equal({ failed: 'eoa', reason: 'not-allowed' });
    expect(calls.some((call) => call.startsWith('SET_PREFERRED_ACCOUNT'))).to.equal(false);
    stop();
  });

  it('keeps a refused switch in the store with the frame’s words, stores nothing, and retries it', async () => {
    const { chains, storage, store, controller, smartAccount, calls, stop } = setup({ failSwitch: true });
    smartAccount.emitUser({});
    await settle();
    await controller.switchAccountType({ type: 'smartAccount' });
    expect(store.get()).to.deep.equal({ failed: 'smartAccount', reason: 'A smart account is not available' });
    expect(storage.get('preferredAccountTypes')).to.equal(undefined);
    expect(chains.getAccount('eip155').preferredAccountType).to.equal('eoa');
    await controller.retry();
    expect(calls.filter((call) => call === 'SET_PREFERRED_ACCOUNT smartAccount')).to.have.length(2);
    stop();
  });

  it('checks the deployment again after an approved request', async () => {
    const { chains, smartAccount, calls, stop } = setup();
    smartAccount.approve();
    await settle();
    expect(calls, 'the EOA has nothing to deploy').to.not.include('INIT_SMART_ACCOUNT');
    smartAccount.emitUser({ address: SMART, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    chains.patchAccount({ namespace: 'eip155', patch: { address: SMART } });
    await settle();
    smartAccount.deploy();
    smartAccount.approve();
    await settle();
    await settle();
    expect(chains.getAccount('eip155').smartAccountDeployed).to.equal(true);
    stop();
  });

  it('checks the deployment again when the smart account’s balance moves', async () => {
    const { chains, smartAccount, stop } = setup();
    smartAccount.emitUser({ address: SMART, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    chains.patchAccount({ namespace: 'eip155', patch: { address: SMART } });
    await settle();
    smartAccount.deploy();
    chains.patchAccount({ namespace: 'eip155', patch: { balance: '0.5' } });
    await settle();
    await settle();
    expect(chains.getAccount('eip155').smartAccountDeployed).to.equal(true);
    stop();
  });
});
