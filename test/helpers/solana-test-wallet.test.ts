import { expect } from '@open-wc/testing';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { StandardConnectFeature } from '@wallet-standard/features';
import { startDemoSolanaWallets } from './solana-test-wallet/start-demo-solana-wallets.js';
import { createSolanaTestWallet } from './solana-test-wallet/index.js';
import type { DevConfig } from './evm-test-wallet/index.js';
import { rejection } from './rejection.js';

// No request here reaches a cluster: the RPC is unreachable on purpose.
const keypair = (seed: number) => Keypair.fromSeed(new Uint8Array(32).fill(seed));
const OFFLINE = 'http://127.0.0.1:9';

function transferBytes({ from }: { from: PublicKey }): Uint8Array {
  return new Transaction({ feePayer: from, recentBlockhash: Keypair.generate().publicKey.toBase58() })
    .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1 }))
    .serialize({ requireAllSignatures: false, verifySignatures: false });
}

describe('solana test wallet', () => {
  afterEach(() => {
    document.querySelectorAll('[data-testid="solana-test-wallet-panel"]').forEach((panel) => panel.remove());
    localStorage.clear();
  });

  it('refuses to sign before connect (4100), for an unsupported chain (-32602), and in reject mode (4001)', async () => {
    const wallet = createSolanaTestWallet({
      secretKey: keypair(7).secretKey,
      rpcUrl: OFFLINE,
      storageKey: 'solana-helper-1',
    });
    const sign = (wallet.wallet.features as SolanaSignTransactionFeature)['solana:signTransaction'];
    const send = (wallet.wallet.features as SolanaSignAndSendTransactionFeature)['solana:signAndSendTransaction'];
    const transaction = transferBytes({ from: keypair(7).publicKey });
    expect((await rejection(sign.signTransaction({ account: wallet.account, transaction }))).code).to.equal(4100);
    await (wallet.wallet.features as StandardConnectFeature)['standard:connect'].connect();
    expect(
      (await rejection(send.signAndSendTransaction({ account: wallet.account, transaction, chain: 'solana:mainnet' })))
        .code,
    ).to.equal(-32602);
    wallet.setMode('reject');
    expect((await rejection(sign.signTransaction({ account: wallet.account, transaction }))).code).to.equal(4001);
    wallet.setMode('approve');
    const [signed] = await sign.signTransaction({ account: wallet.account, transaction });
    expect(Transaction.from(signed!.signedTransaction).verifySignatures()).to.equal(true);
    const foreign = transferBytes({ from: keypair(8).publicKey });
    expect((await rejection(sign.signTransaction({ account: wallet.account, transaction: foreign }))).code).to.equal(
      4100,
    );
  });

  it('demo: ?solanaWallet installs it through registerWallet with a panel whose controls drive it; multichain borrows the EVM name', async () => {
    const devKeypairs = [1, 2, 3].map((seed) => ({
      publicKey: keypair(seed).publicKey.toBase58(),
      secretKey: [...keypair(seed).secretKey],
    }));
    const config = {
      solana: {
        name: 'Solana Localnet',
        rpcUrl: OFFLINE,
        wsUrl: 'ws://127.0.0.1:10',
        caipNetworkId: 'solana:x',
        genesisHash: 'x',
        devKeypairs,
      },
    } as unknown as DevConfig;
    startDemoSolanaWallets({ config, query: new URLSearchParams('solanaWallet&testWallet=multichain&wallet=reject') });
    const wallet = window.__solanaTestWallet!;
    const side = window.__testWalletSolana!;
    expect(wallet.address).to.equal(devKeypairs[1]!.publicKey);
    expect(side.address).to.equal(devKeypairs[2]!.publicKey);
    expect(side.wallet.name).to.equal('Test Wallet');
    const registered = getWallets()
      .get()
      .map((candidate) => candidate.name);
    expect(registered).to.include.members(['Solana Test Wallet', 'Test Wallet']);
    expect(wallet.getMode()).to.equal('reject');

    const [panel] = [...document.querySelectorAll<HTMLElement>('[data-testid="solana-test-wallet-panel"]')];
    const root = panel!.shadowRoot!;
    const select = root.querySelector<HTMLSelectElement>('[data-testid="solana-test-wallet-mode"]')!;
    expect(select.value).to.equal('reject');
    select.value = 'approve';
    select.dispatchEvent(new Event('change'));
    expect(wallet.getMode()).to.equal('approve');
    wallet.setMode('reject');
    expect(select.value).to.equal('reject', 'the panel follows a mode set from code');
    wallet.setMode('approve');
    await (wallet.wallet.features as StandardConnectFeature)['standard:connect'].connect();
    const status = () => root.querySelector('[data-testid="solana-test-wallet-status"]')?.textContent;
    expect(status()).to.equal('connected');
    root.querySelector<HTMLButtonElement>('[data-testid="solana-test-wallet-revoke"]')!.click();
    expect(status()).to.equal('not connected');
    expect(wallet.isGranted()).to.equal(false);
  });
});
