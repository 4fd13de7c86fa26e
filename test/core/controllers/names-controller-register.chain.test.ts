// NamesController.register against the dev stack's reference server (server/names/): real
// registrations signed by fresh keys, and the server's real refusals. The server allows 20
// registration attempts an hour per IP, shared by every file on the stack: this file makes 6.
import { expect } from '@open-wc/testing';
import { NamesError } from '../../../src/core/errors/names-error.js';
import { ProviderRpcError, UserRejectedRequestError } from '../../../src/core/errors/provider-rpc-error.js';
import { coinTypeForChainId } from '../../../src/core/protocol/names-api.js';
import { devServerUrl } from '../../helpers/dev-server.js';
import { rejection } from '../../helpers/rejection.js';
import { chainA, freshAccount, freshLabel, registerOnServer, setupNames, zone } from './names-controller-setup.js';

async function namesError(promise: Promise<unknown>): Promise<NamesError> {
  const error = await rejection(promise);
  if (!(error instanceof NamesError)) throw new Error(`expected a NamesError, got ${String(error)}`);
  return error;
}

const posts = (network: ReturnType<typeof setupNames>['network']) =>
  network.requestsTo('/v1/profile/account').filter((request) => request.method === 'POST');

describe('NamesController.register (against the dev server)', () => {
  it('signs the exact message and sends it with the coin type of the active chain', async () => {
    const { controller, network, signed, clock, account } = setupNames();
    const label = freshLabel();
    const name = `${label}.${zone()}`;
    const record = await controller.register({ label });
    expect(signed).to.deep.equal([JSON.stringify({ name, attributes: {}, timestamp: Math.floor(clock.now / 1000) })]);
    const coinType = coinTypeForChainId(chainA().id as number);
    expect(posts(network)[0]?.body).to.deep.equal({
      coin_type: coinType,
      address: account.address,
      message: signed[0],
      signature: await account.signMessage({ message: signed[0]! }),
    });
    expect(record.name).to.equal(name);
    expect(record.addresses[String(coinType)]?.address.toLowerCase()).to.equal(account.address.toLowerCase());
    // The server holds it: another controller finds the name.
    expect((await setupNames().controller.resolveName({ name, network: chainA() })).address.toLowerCase()).to.equal(
      account.address.toLowerCase(),
    );
  });

  it('shows the name on the account at once and needs no identity request for it', async () => {
    const { controller, network, chains, account } = setupNames();
    expect((await controller.getIdentity({ address: account.address })).name).to.equal(null); // cached: no name yet
    const label = freshLabel();
    await controller.register({ label });
    const name = `${label}.${zone()}`;
    expect(chains.getAccount('eip155').profileName).to.equal(name);
    expect(chains.getAccount('eip155').profileImage).to.equal(
      `${devServerUrl()}/v1/profile/avatar/${name}?projectId=demo-project&st=appkit&sv=0.1.0`,
    );
    expect((await controller.getIdentity({ address: account.address })).name).to.equal(name);
    expect(network.requestsTo('/v1/identity/')).to.have.length(1);
  });

  it("refuses another connector than the embedded wallet's unless nameRegistration is 'any'", async () => {
    const embeddedOnly = setupNames({ connectorId: 'io.metamask' });
    const error = await namesError(embeddedOnly.controller.register({ label: freshLabel() }));
    expect(error.message).to.equal('Address or auth connector not found');
    expect(embeddedOnly.signed).to.deep.equal([]);
    expect(embeddedOnly.network.requests).to.deep.equal([]);

    const off = setupNames({ nameRegistration: false });
    expect((await namesError(off.controller.register({ label: freshLabel() }))).message).to.equal(
      'Address or auth connector not found',
    );
    expect(off.network.requests).to.deep.equal([]);

    const any = setupNames({ connectorId: 'io.metamask', nameRegistration: 'any' });
    const label = freshLabel();
    expect((await any.controller.register({ label })).name).to.equal(`${label}.${zone()}`);
  });

  it('refuses without a connected account', async () => {
    const { controller, chains, signed, network } = setupNames();
    chains.resetAccount('eip155');
    expect((await namesError(controller.register({ label: freshLabel() }))).message).to.equal(
      'Address or auth connector not found',
    );
    expect(signed).to.deep.equal([]);
    expect(network.requests).to.deep.equal([]);
  });

  it("shows the server's reason for a taken name", async () => {
    const label = freshLabel();
    await registerOnServer({ label, account: freshAccount() });
    const { controller, chains } = setupNames();
    const error = await namesError(controller.register({ label }));
    expect(error.message).to.equal('This name is already registered');
    expect(error.kind).to.equal('failed');
    expect(chains.getAccount('eip155').profileName).to.equal(undefined);
  });

  it("shows the server's reason for a signature that does not match the message", async () => {
    const other = freshAccount();
    // A wallet that signs something else than it was shown.
    const { controller, network } = setupNames({
      signMessage: ({ message }) => other.signMessage({ message: `${message} ` }),
    });
    const label = freshLabel();
    expect((await namesError(controller.register({ label }))).message).to.equal(
      'The signature does not match the address',
    );
    expect(posts(network)).to.have.length(1);
    // Nothing was registered.
    expect((await controller.getSuggestions({ label }))[0]?.registered).to.equal(false);
  });

  it("says 'Error registering name {name}' for a refusal without a reason", async () => {
    // The server refuses an unknown project before reading the body (no reasons, no attempt counted).
    const { controller, network } = setupNames({ projectId: 'no-such-project' });
    const label = freshLabel();
    expect((await namesError(controller.register({ label }))).message).to.equal(
      `Error registering name ${label}.${zone()}`,
    );
    expect(posts(network)).to.have.length(1);
  });

  it('a declined signature is a cancel; another wallet error a failure; neither is sent', async () => {
    const declined = setupNames({ signMessage: () => Promise.reject(new UserRejectedRequestError()) });
    const cancel = await namesError(declined.controller.register({ label: freshLabel() }));
    expect(cancel.kind).to.equal('cancelled');
    expect(declined.network.requests).to.deep.equal([]);

    const broken = setupNames({
      signMessage: () => Promise.reject(new ProviderRpcError({ code: -32603, shortMessage: 'Internal error' })),
    });
    const label = freshLabel();
    const failure = await namesError(broken.controller.register({ label }));
    expect(failure.kind).to.equal('failed');
    expect(failure.message).to.equal(`Error registering name ${label}.${zone()}`);
    expect(broken.network.requests).to.deep.equal([]);
  });

  it("says 'Invalid chainId' on a chain id of 2^31 or more, before anything is signed", async () => {
    const { controller, signed, network } = setupNames({ activeChainId: 2 ** 31 });
    expect((await namesError(controller.register({ label: freshLabel() }))).message).to.equal('Invalid chainId');
    expect(signed).to.deep.equal([]);
    expect(network.requests).to.deep.equal([]);
  });
});
