import { expect } from '@open-wc/testing';
import { Keypair } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { ConnectorEvent } from '../../../src/core/types/connector.js';
import {
  createWalletStandardConnector,
  isSolanaWallet,
  toWalletStandardChain,
  watchSolanaWallets,
} from '../../../src/connectors/solana/index.js';
import {
  createSolanaTestWallet,
  installSolanaTestWallet,
  type SolanaTestWallet,
} from '../../helpers/solana-test-wallet/index.js';
import { rejection } from '../../helpers/rejection.js';

// Solana dev keypair #0 of the shim (seed: 32 bytes of 1). Nothing here reaches a cluster: the RPC is unreachable on purpose.
const SECRET_KEY = Keypair.fromSeed(new Uint8Array(32).fill(1)).secretKey;
const ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
const LOCALNET = 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG';
const OFFLINE_RPC = 'http://127.0.0.1:9';

let unregisters: Array<() => void> = [];
let counter = 0;

/** A fresh test wallet under a unique name and storage key, registered with the app's registry. */
function registerTestWallet({
  mode = 'approve',
  storageKey,
}: { mode?: 'approve' | 'reject'; storageKey?: string } = {}): SolanaTestWallet {
  counter++;
  const wallet = createSolanaTestWallet({
    secretKey: SECRET_KEY,
    rpcUrl: OFFLINE_RPC,
    name: `Solana Unit Wallet ${counter}`,
    storageKey: storageKey ?? `solana-unit-${counter}`,
    mode,
  });
  unregisters.push(getWallets().register(wallet.wallet));
  return wallet;
}

function connectorFor(wallet: SolanaTestWallet) {
  return createWalletStandardConnector({ wallet: wallet.wallet, getChainId: () => LOCALNET });
}

describe('Solana Wallet Standard connector (against the real Solana test wallet)', () => {
  afterEach(() => {
    unregisters.forEach((unregister) => unregister());
    unregisters = [];
    localStorage.clear();
  });

  it('keeps wallets that connect, sign Solana transactions and name a solana chain', () => {
    const { wallet } = registerTestWallet();
    expect(isSolanaWallet(wallet)).to.equal(true);
    const without = (changes: Partial<Wallet>) => ({ ...wallet, ...changes }) as Wallet;
    const features = wallet.features as Record<string, unknown>;
    const { 'standard:connect': _connect, ...noConnect } = features;
    const { 'solana:signTransaction': _sign, 'solana:signAndSendTransaction': _send, ...noSigning } = features;
    expect(isSolanaWallet(without({ features: noConnect as Wallet['features'] }))).to.equal(false);
    expect(isSolanaWallet(without({ features: noSigning as Wallet['features'] }))).to.equal(false);
    expect(isSolanaWallet(without({ chains: ['sui:mainnet'] }))).to.equal(false);
  });

  it('discovers wallets already registered and later ones (also through registerWallet), and hears unregistering', () => {
    const early = registerTestWallet();
    const seen: string[] = [];
    const gone: string[] = [];
    const stop = watchSolanaWallets({
      onWallet: (wallet) => seen.push(wallet.name),
      onWalletGone: (wallet) => gone.push(wallet.name),
    });
    try {
      expect(seen).to.include(early.wallet.name);
      const late = registerTestWallet();
      expect(seen).to.include(late.wallet.name);
      const announced = installSolanaTestWallet({
        secretKey: SECRET_KEY,
        rpcUrl: OFFLINE_RPC,
        name: 'Solana Unit Extension',
        storageKey: 'solana-unit-extension',
      });
      expect(seen).to.include(announced.wallet.name);
      const nonSolana = { ...late.wallet, name: 'Sui Only', chains: ['sui:mainnet'] } as Wallet;
      unregisters.push(getWallets().register(nonSolana));
      expect(seen).not.to.include('Sui Only');
      unregisters.pop()?.();
      unregisters.pop()?.();
      expect(gone).to.deep.equal([late.wallet.name]);
    } finally {
      stop();
    }
    registerTestWallet();
    expect(seen).to.have.length(3, 'no more wallets after stop()');
  });

  it('describes the wallet as an ANNOUNCED solana connector with its icon', () => {
    const wallet = registerTestWallet();
    const connector = connectorFor(wallet);
    expect(connector.id).to.equal(`solana:${wallet.wallet.name}`);
    expect(connector.name).to.equal(wallet.wallet.name);
    expect(connector.type).to.equal('ANNOUNCED');
    expect(connector.chain).to.equal('solana');
    expect(connector.provider).to.equal(wallet.wallet);
    expect(connector.imageUrl).to.equal(wallet.wallet.icon);
    const hostile = createWalletStandardConnector({
      wallet: { ...wallet.wallet, icon: 'javascript:alert(1)' } as unknown as Wallet,
      getChainId: () => LOCALNET,
    });
    expect(hostile.imageUrl).to.equal(undefined);
  });

  it('connects through standard:connect and reports the dapp network as the chain', async () => {
    const wallet = registerTestWallet();
    const connector = connectorFor(wallet);
    expect(await connector.connect({})).to.deep.equal({ address: ADDRESS, chainId: LOCALNET });
    expect(await connector.connect({ chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).to.deep.equal({
      address: ADDRESS,
      chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    expect(await connector.getChainId()).to.equal(LOCALNET);
    expect(wallet.wallet.accounts.map((account) => account.address)).to.deep.equal([ADDRESS]);
    expect(wallet.requests[0]).to.deep.equal({ feature: 'standard:connect', silent: false });
  });

  it('passes a rejected connect on with code 4001', async () => {
    const wallet = registerTestWallet({ mode: 'reject' });
    const error = await rejection(connectorFor(wallet).connect({}));
    expect(error.code).to.equal(4001);
    expect(error.message).to.equal('User rejected the request.');
    expect(wallet.isGranted()).to.equal(false);
  });

  it('fails with "Account not found for connector" when the wallet grants no Solana account, and names a missing standard:connect', async () => {
    const wallet = registerTestWallet();
    const features = wallet.wallet.features as Record<string, unknown>;
    const noAccounts = {
      ...wallet.wallet,
      features: {
        ...features,
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({ accounts: [{ ...wallet.account, chains: ['sui:mainnet'] }] }),
        },
      },
    } as unknown as Wallet;
    const empty = await rejection(
      createWalletStandardConnector({ wallet: noAccounts, getChainId: () => LOCALNET }).connect({}),
    );
    expect(empty.name).to.equal('AccountNotFoundError');
    expect(empty.message).to.equal('Account not found for connector');
    const { 'standard:connect': _connect, ...rest } = features;
    const noConnect = { ...wallet.wallet, features: rest } as unknown as Wallet;
    const unsupported = await rejection(
      createWalletStandardConnector({ wallet: noConnect, getChainId: () => LOCALNET }).connect({}),
    );
    expect(unsupported.code).to.equal(4200);
    expect(
      await createWalletStandardConnector({ wallet: noConnect, getChainId: () => LOCALNET }).getAccounts(),
    ).to.deep.equal([]);
  });

  it('getAccounts is silent: nothing for an untrusted site (no prompt, even in reject mode), the account after a reload of a trusted one', async () => {
    const untrusted = registerTestWallet({ mode: 'reject' });
    expect(await connectorFor(untrusted).getAccounts()).to.deep.equal([]);
    expect(untrusted.requests).to.deep.equal([{ feature: 'standard:connect', silent: true }]);

    const trusted = registerTestWallet({ storageKey: 'solana-unit-reload' });
    await connectorFor(trusted).connect({});
    // A "reload": a new wallet instance reading the same extension storage lists no accounts until asked.
    const reloaded = registerTestWallet({ storageKey: 'solana-unit-reload' });
    expect(reloaded.wallet.accounts).to.deep.equal([]);
    expect(await connectorFor(reloaded).getAccounts()).to.deep.equal([ADDRESS]);
    expect(reloaded.requests).to.deep.equal([{ feature: 'standard:connect', silent: true }]);
  });

  it('reports account changes from standard:events and stops after unsubscribe', async () => {
    const wallet = registerTestWallet();
    const connector = connectorFor(wallet);
    await connector.connect({});
    const events: ConnectorEvent[] = [];
    const unsubscribe = connector.subscribe((event) => events.push(event));
    wallet.revoke();
    await connector.connect({});
    unsubscribe();
    wallet.revoke();
    expect(events).to.deep.equal([
      { type: 'accountsChanged', accounts: [] },
      { type: 'accountsChanged', accounts: [ADDRESS] },
    ]);
  });

  it('disconnects through standard:disconnect', async () => {
    const wallet = registerTestWallet();
    const connector = connectorFor(wallet);
    await connector.connect({});
    await connector.disconnect();
    expect(wallet.wallet.accounts).to.deep.equal([]);
    expect(wallet.requests.at(-1)).to.deep.equal({ feature: 'standard:disconnect' });
    await connector.switchNetwork?.({ network: undefined as never });
  });

  it('maps the public clusters to Wallet Standard chains and any other cluster to solana:localnet', () => {
    expect(toWalletStandardChain({ reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).to.equal('solana:mainnet');
    expect(toWalletStandardChain({ reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).to.equal('solana:devnet');
    expect(toWalletStandardChain({ reference: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' })).to.equal('solana:testnet');
    expect(toWalletStandardChain({ reference: LOCALNET })).to.equal('solana:localnet');
  });
});
