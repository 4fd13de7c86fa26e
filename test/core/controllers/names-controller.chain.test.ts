// NamesController's lookups against the dev stack's reference server (server/names/): identity,
// profile, suggestions, reverse lookup and resolution of real names registered on it.
import { expect } from '@open-wc/testing';
import type { PrivateKeyAccount } from 'viem/accounts';
import { IDENTITY_CACHE_MS, NAME_RESOLUTION_CACHE_MS } from '../../../src/core/constants.js';
import type { ResolveEnsName } from '../../../src/core/controllers/names-controller.js';
import { NamesError } from '../../../src/core/errors/names-error.js';
import { namesEn } from '../../../src/core/messages/names-en.js';
import { STORAGE_KEYS, createStorage } from '../../../src/core/storage/storage.js';
import { devServerUrl } from '../../helpers/dev-server.js';
import { rejection } from '../../helpers/rejection.js';
import {
  chainA,
  chainB,
  evmHuge,
  freshAccount,
  freshLabel,
  localSolana,
  mainnetLike,
  registerOnServer,
  setupNames,
  zone,
} from './names-controller-setup.js';

async function namesError(promise: Promise<unknown>): Promise<NamesError> {
  const error = await rejection(promise);
  if (!(error instanceof NamesError)) throw new Error(`expected a NamesError, got ${String(error)}`);
  return error;
}

describe('NamesController (against the dev server)', () => {
  /** A name registered on chain A's coin type for this file, and its owner. */
  let owner: PrivateKeyAccount;
  let name: string;

  before(async () => {
    owner = freshAccount();
    const label = freshLabel();
    name = (await registerOnServer({ label, account: owner })).name;
    if (name !== `${label}.${zone()}`) throw new Error(`the server registered ${name}, not ${label}`);
  });

  afterEach(() => localStorage.removeItem(STORAGE_KEYS.identityCache));

  describe('getIdentity', () => {
    it('asks once within 5 minutes and again after', async () => {
      const { controller, network, clock } = setupNames();
      const first = await controller.getIdentity({ address: owner.address });
      expect(first.name).to.equal(name);
      clock.now += IDENTITY_CACHE_MS - 1;
      // The same address in another case is the same identity.
      expect(await controller.getIdentity({ address: owner.address.toLowerCase() })).to.deep.equal(first);
      expect(network.requestsTo('/v1/identity/')).to.have.length(1);
      clock.now += 1;
      expect(await controller.getIdentity({ address: owner.address })).to.deep.equal(first);
      expect(network.requestsTo('/v1/identity/')).to.have.length(2);
    });

    it('shares one request between concurrent calls', async () => {
      const { controller, network } = setupNames();
      const answers = await Promise.all([1, 2, 3].map(() => controller.getIdentity({ address: owner.address })));
      expect(answers.map((answer) => answer.name)).to.deep.equal([name, name, name]);
      expect(network.requestsTo('/v1/identity/')).to.have.length(1);
    });

    it('keeps answers in storage: a new controller (a reload) asks nothing until they expire', async () => {
      const before = setupNames({ storage: createStorage() });
      await before.controller.getIdentity({ address: owner.address });
      expect(localStorage.getItem('@appkit/identity_cache')).to.contain(name);

      const after = setupNames({ storage: createStorage() });
      after.clock.now = before.clock.now + IDENTITY_CACHE_MS - 1;
      expect((await after.controller.getIdentity({ address: owner.address })).name).to.equal(name);
      expect(after.network.requests).to.have.length(0);
      after.clock.now += 1;
      expect((await after.controller.getIdentity({ address: owner.address })).name).to.equal(name);
      expect(after.network.requestsTo('/v1/identity/')).to.have.length(1);
    });

    it('keeps no failure: the next call asks again', async () => {
      const { controller, network } = setupNames();
      network.offline = true;
      expect((await namesError(controller.getIdentity({ address: owner.address }))).message).to.equal(
        namesEn.serviceUnavailable,
      );
      network.offline = false;
      expect((await controller.getIdentity({ address: owner.address })).name).to.equal(name);
      expect(network.requestsTo('/v1/identity/')).to.have.length(2);
    });

    it('gives up after the timeout with the service text', async () => {
      // The server answers in milliseconds: the request is held back past the timeout (a slow network).
      const { controller, network } = setupNames({ timeoutMs: 50 });
      const release = network.hold();
      const error = await namesError(controller.getIdentity({ address: owner.address }));
      release();
      expect(error.message).to.equal(namesEn.serviceUnavailable);
      expect(error.kind).to.equal('failed');
    });
  });

  describe('refreshProfile', () => {
    it("writes the account's name and the server's avatar of it", async () => {
      const { controller, chains } = setupNames({ account: owner });
      await controller.refreshProfile({ namespace: 'eip155' });
      const account = chains.getAccount('eip155');
      expect(account.profileName).to.equal(name);
      expect(account.profileImage).to.equal(`${devServerUrl()}/v1/profile/avatar/${name}?projectId=demo-project`);
      // The URL is the server's real image of the name, as the account button loads it.
      const image = new Image();
      image.src = account.profileImage!;
      await image.decode();
      expect(image.naturalWidth).to.be.greaterThan(0);
    });

    it('writes nothing for an address without a name', async () => {
      const { controller, chains } = setupNames();
      await controller.refreshProfile({ namespace: 'eip155' });
      expect(chains.getAccount('eip155').profileName).to.equal(undefined);
      expect(chains.getAccount('eip155').profileImage).to.equal(undefined);
    });

    it('refuses an avatar from another origin (a stored answer another script wrote)', async () => {
      const storage = createStorage();
      const { controller, chains, network, clock } = setupNames({ account: owner, storage });
      storage.set('identityCache', {
        [owner.address.toLowerCase()]: { name, avatar: 'https://tracker.example/a.svg', expires: clock.now + 60_000 },
      });
      await controller.refreshProfile({ namespace: 'eip155' });
      expect(chains.getAccount('eip155').profileName).to.equal(name);
      expect(chains.getAccount('eip155').profileImage).to.equal(undefined);
      expect(network.requests).to.have.length(0);
    });

    it('drops an answer for an address the namespace no longer has', async () => {
      const { controller, chains, network } = setupNames({ account: owner });
      const refreshing = controller.refreshProfile({ namespace: 'eip155' });
      // The identity request is on its way to the server.
      chains.patchAccount({ namespace: 'eip155', patch: { address: freshAccount().address } });
      await refreshing;
      expect(network.requestsTo('/v1/identity/')).to.have.length(1);
      expect(chains.getAccount('eip155').profileName).to.equal(undefined);
    });
  });

  describe('getSuggestions and getNamesForAddress', () => {
    it('asks for suggestions in the zone: the label first, then free variants', async () => {
      const { controller, network } = setupNames();
      const label = name.slice(0, -`.${zone()}`.length);
      const suggestions = await controller.getSuggestions({ label });
      expect(suggestions[0]).to.deep.equal({ name, registered: true });
      expect(suggestions.length).to.be.greaterThan(1);
      for (const suggestion of suggestions.slice(1)) {
        expect(suggestion.registered, suggestion.name).to.equal(false);
        expect(suggestion.name.endsWith(`.${zone()}`), suggestion.name).to.equal(true);
      }
      expect(network.requestsTo(`/v1/profile/suggestions/${label}`)[0]?.url.searchParams.get('zone')).to.equal(zone());
      const free = freshLabel();
      expect((await controller.getSuggestions({ label: free }))[0]).to.deep.equal({
        name: `${free}.${zone()}`,
        registered: false,
      });
    });

    it("reports the server's refusals with their SPEC §8 texts", async () => {
      const { controller } = setupNames();
      // Too short for the label rule: the server answers 400 INVALID_NAME.
      expect((await namesError(controller.getSuggestions({ label: 'ab' }))).message).to.equal(
        'Error fetching name suggestions',
      );
      // Not an address: 400 INVALID_ADDRESS.
      expect((await namesError(controller.getNamesForAddress({ address: 'not-an-address' }))).message).to.equal(
        'Error fetching names for address',
      );
    });

    it("lists an address's names", async () => {
      const { controller } = setupNames();
      expect(await controller.getNamesForAddress({ address: freshAccount().address })).to.deep.equal([]);
      const [record, ...more] = await controller.getNamesForAddress({ address: owner.address.toLowerCase() });
      expect(record?.name).to.equal(name);
      expect(more).to.deep.equal([]);
    });
  });

  describe('resolveName', () => {
    it("picks the address of the network's coin type, else one of the same namespace", async () => {
      const { controller, network } = setupNames();
      const label = name.slice(0, -`.${zone()}`.length);
      expect(await controller.resolveName({ name: name.toUpperCase(), network: chainA() })).to.deep.equal({
        address: owner.address,
        avatar: `${devServerUrl()}/v1/profile/avatar/${name}?projectId=demo-project&st=appkit&sv=0.1.0`,
      });
      // Registered on chain A's coin type only: on chain B the EVM address still stands for the name.
      expect((await controller.resolveName({ name, network: chainB() })).address).to.equal(owner.address);
      // The legacy suffix names the same label.
      expect((await controller.resolveName({ name: `${label}.wcn.id`, network: chainA() })).address).to.equal(
        owner.address,
      );
      // One request per name within the cache time.
      expect(network.requestsTo('/v1/profile/account/')).to.have.length(2);
    });

    it("says 'Error resolving name' for an unknown name or one without an address of the namespace", async () => {
      const { controller } = setupNames();
      expect((await namesError(controller.resolveName({ name, network: localSolana() }))).message).to.equal(
        'Error resolving name',
      );
      for (const unknown of [`${freshLabel()}.${zone()}`, 'alice.example'])
        expect(
          (await namesError(controller.resolveName({ name: unknown, network: chainA() }))).message,
          unknown,
        ).to.equal('Error resolving name');
    });

    it("says 'Invalid chainId' for a chain id of 2^31 or more", async () => {
      const { controller } = setupNames();
      expect((await namesError(controller.resolveName({ name, network: evmHuge }))).message).to.equal(
        'Invalid chainId',
      );
    });

    it('resolves .eth only where the network names a universal resolver, without an avatar, caching 5 minutes', async () => {
      const asked: string[] = [];
      const resolveEns: ResolveEnsName = async ({ name: ensName, universalResolverAddress }) => {
        asked.push(`${ensName}@${universalResolverAddress}`);
        return { address: ensName === 'vitalik.eth' ? owner.address : null };
      };
      const { controller, clock, network } = setupNames({ resolveEns });
      expect((await namesError(controller.resolveName({ name: 'vitalik.eth', network: chainA() }))).message).to.equal(
        'Names are not available on this network',
      );
      expect(asked).to.deep.equal([]);
      expect(await controller.resolveName({ name: 'Vitalik.eth', network: mainnetLike })).to.deep.equal({
        address: owner.address,
      });
      await controller.resolveName({ name: 'vitalik.eth', network: mainnetLike });
      expect(asked).to.deep.equal(['vitalik.eth@0xeeeeeeee14d718c2b47d9923deab1335e144eeee']);
      clock.now += NAME_RESOLUTION_CACHE_MS;
      await controller.resolveName({ name: 'vitalik.eth', network: mainnetLike });
      expect(asked).to.have.length(2);
      expect((await namesError(controller.resolveName({ name: 'nobody.eth', network: mainnetLike }))).message).to.equal(
        'Error resolving name',
      );
      // ENS names never ask the name service.
      expect(network.requests).to.deep.equal([]);
    });

    it('bounds an ENS lookup that never answers', async () => {
      // ENS is a third party reached over a chain's RPC: this lookup stands in for one that hangs.
      const { controller } = setupNames({ resolveEns: () => new Promise(() => undefined), timeoutMs: 50 });
      expect((await namesError(controller.resolveName({ name: 'slow.eth', network: mainnetLike }))).message).to.equal(
        namesEn.serviceUnavailable,
      );
    });
  });
});
