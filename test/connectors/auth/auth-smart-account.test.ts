import { expect } from '@open-wc/testing';
import { createAuthConnectors } from '../../../src/connectors/auth/create-auth-connectors.js';
import type { AuthEip1193Provider } from '../../../src/connectors/auth/auth-eip1193-provider.js';
import type { EmbeddedAccountType, EmbeddedWalletUser } from '../../../src/core/types/auth-client.js';
import type { ConnectorEvent } from '../../../src/core/types/connector.js';
import { defineEvmNetwork } from '../../../src/core/types/network.js';
import { FAKE_ADDRESS } from '../../helpers/fake-frame-channel.js';
import { FAKE_SMART_ADDRESS, createFakeSmartAccountFrame } from '../../helpers/fake-smart-account-frame.js';

const disabledNetwork = defineEvmNetwork({ id: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:2' });
const enabledNetwork = defineEvmNetwork({ id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' });

/** The AUTH connectors over the fake frame, signed in, with a stored choice (or none). */
function setup({ stored, dappDefault }: { stored?: EmbeddedAccountType; dappDefault?: string } = {}) {
  const frame = createFakeSmartAccountFrame({ email: 'ada@example.test', signedIn: true, enabled: [31337] });
  let choice = stored;
  const connectors = createAuthConnectors({
    client: frame,
    initialChainIds: { eip155: 'eip155:31337' },
    getPreferredAccountType: () => choice,
    defaultAccountType: dappDefault,
  });
  const events: ConnectorEvent[] = [];
  const providerAccounts: unknown[] = [];
  const users: EmbeddedWalletUser[] = [];
  connectors.eip155.subscribe((event) => events.push(event));
  (connectors.eip155.provider as AuthEip1193Provider).on('accountsChanged', (accounts) =>
    providerAccounts.push(accounts),
  );
  connectors.smartAccount.subscribe((user) => users.push(user));
  return { frame, connectors, events, providerAccounts, users, choose: (type: EmbeddedAccountType) => (choice = type) };
}

const accountsOf = async (provider: unknown) =>
  (provider as AuthEip1193Provider).request({ method: 'eth_accounts' }) as Promise<string[]>;

describe('AUTH connector: smart account (issue 17 part 4)', () => {
  it('sends no account kind with GET_USER when the visitor never chose one, and the stored one when they did', async () => {
    const fresh = setup();
    await fresh.connectors.eip155.connect({});
    expect(fresh.frame.askedTypes).to.deep.equal([undefined]);
    expect(await accountsOf(fresh.connectors.eip155.provider)).to.deep.equal([FAKE_ADDRESS]);

    const returning = setup({ stored: 'smartAccount' });
    expect(await returning.connectors.eip155.getAccounts()).to.deep.equal([FAKE_SMART_ADDRESS]);
    expect(returning.frame.askedTypes).to.deep.equal(['smartAccount']);
    expect(returning.users.at(-1)).to.include({ preferredAccountType: 'smartAccount', address: FAKE_SMART_ADDRESS });
    // A fresh connection's address is no change: nobody hears accountsChanged for it.
    expect(returning.events).to.deep.equal([]);
  });

  it("passes the dapp's defaultAccountTypes.eip155 with the EVM GET_USER only, and only an embedded-wallet kind", async () => {
    const eoaDapp = setup({ dappDefault: 'eoa' });
    await eoaDapp.connectors.eip155.connect({});
    await eoaDapp.connectors.solana.connect({});
    expect(eoaDapp.frame.askedDefaults).to.deep.equal(['eoa', undefined]);

    const paymentDapp = setup({ dappDefault: 'payment' });
    await paymentDapp.connectors.eip155.connect({});
    expect(paymentDapp.frame.askedDefaults).to.deep.equal([undefined]);
  });

  it('SET_PREFERRED_ACCOUNT moves eth_accounts to the answered address and reports accountsChanged to the provider and the controller', async () => {
    const { connectors, frame, events, providerAccounts } = setup();
    await connectors.eip155.connect({});
    expect(await connectors.smartAccount.setPreferredAccount({ type: 'smartAccount' })).to.deep.equal({
      type: 'smartAccount',
      address: FAKE_SMART_ADDRESS,
    });
    expect(frame.requests).to.include('SET_PREFERRED_ACCOUNT');
    expect(await accountsOf(connectors.eip155.provider)).to.deep.equal([FAKE_SMART_ADDRESS]);
    expect(events).to.deep.equal([{ type: 'accountsChanged', accounts: [FAKE_SMART_ADDRESS] }]);
    expect(providerAccounts).to.deep.equal([[FAKE_SMART_ADDRESS]]);
    // The Solana connector hears nothing of it.
    const solanaEvents: ConnectorEvent[] = [];
    connectors.solana.subscribe((event) => solanaEvents.push(event));
    await connectors.smartAccount.setPreferredAccount({ type: 'eoa' });
    expect(events.at(-1)).to.deep.equal({ type: 'accountsChanged', accounts: [FAKE_ADDRESS] });
    expect(solanaEvents).to.deep.equal([]);
  });

  it('reads the user again after a network switch with the smart account active: the EOA where there is none, the smart account back', async () => {
    const { connectors, events, users, choose } = setup();
    await connectors.eip155.connect({});
    await connectors.smartAccount.setPreferredAccount({ type: 'smartAccount' });
    choose('smartAccount');
    await connectors.eip155.switchNetwork!({ network: disabledNetwork });
    expect(await accountsOf(connectors.eip155.provider)).to.deep.equal([FAKE_ADDRESS]);
    expect(events.at(-1)).to.deep.equal({ type: 'accountsChanged', accounts: [FAKE_ADDRESS] });
    expect(users.at(-1)).to.include({ chainId: 'eip155:31338', preferredAccountType: 'eoa' });
    await connectors.eip155.switchNetwork!({ network: enabledNetwork });
    expect(await accountsOf(connectors.eip155.provider)).to.deep.equal([FAKE_SMART_ADDRESS]);
  });

  it('a network switch with the EOA active asks nothing more', async () => {
    const { connectors, frame } = setup();
    await connectors.eip155.connect({});
    const before = frame.requests.filter((name) => name === 'GET_USER').length;
    await connectors.eip155.switchNetwork!({ network: disabledNetwork });
    expect(frame.requests.filter((name) => name === 'GET_USER').length).to.equal(before);
  });
});
