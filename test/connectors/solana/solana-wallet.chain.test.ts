// Against the dev stack's local Solana endpoint, which is a SHIM (LiteSVM behind JSON-RPC: every
// commitment is "finalized", blockhashes never expire, preflight is a simulation in the same
// bank). The wallet is the real Solana test wallet signing with a real Keypair.
import { expect } from '@open-wc/testing';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import {
  createWalletStandardConnector,
  readSolanaBalance,
  toWalletStandardChain,
} from '../../../src/connectors/solana/index.js';
import { encodeBase58 } from '../../../src/core/utils/base58.js';
import { createAppKit, defineSolanaNetwork, type AppKit } from '../../../src/index.js';
import type { DevConfig } from '../../helpers/evm-test-wallet/index.js';
import {
  createSolanaTestWallet,
  ed25519Verify,
  type SolanaTestWallet,
} from '../../helpers/solana-test-wallet/index.js';
import { waitUntil, requestAppControllers } from '../../helpers/setup-app-kit.js';
import { rejection } from '../../helpers/rejection.js';

const FEE = 5000;

function devConfig(): DevConfig {
  const config = window.__APPKIT_DEV__;
  if (!config?.solana)
    throw new Error('window.__APPKIT_DEV__.solana is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

/** Solana dev keypairs #3..#5 belong to this file (the demo page uses #1 and #2). */
function createWallet({
  keypairIndex,
  mode = 'approve',
}: {
  keypairIndex: number;
  mode?: 'approve' | 'reject';
}): SolanaTestWallet {
  const { solana } = devConfig();
  const keypair = solana.devKeypairs[keypairIndex];
  if (!keypair) throw new Error(`no Solana dev keypair #${keypairIndex}`);
  return createSolanaTestWallet({
    secretKey: keypair.secretKey,
    rpcUrl: solana.rpcUrl,
    wsUrl: solana.wsUrl,
    name: `Solana Chain Wallet ${keypairIndex}`,
    storageKey: `solana-chain-${keypairIndex}`,
    mode,
  });
}

const reference = () => devConfig().solana.caipNetworkId.split(':')[1]!;
const connection = () =>
  new Connection(devConfig().solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: devConfig().solana.wsUrl });
const toSol = (lamports: number) => String(lamports / LAMPORTS_PER_SOL);

async function transferBytes({
  from,
  to,
  lamports,
}: {
  from: string;
  to: PublicKey;
  lamports: number;
}): Promise<Uint8Array> {
  const { blockhash } = await connection().getLatestBlockhash();
  const transaction = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }),
  );
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

describe('Solana test wallet + connector on the local Solana shim', () => {
  afterEach(() => localStorage.clear());

  it('connects and reads the real lamport balance as SOL through readSolanaBalance', async () => {
    const wallet = createWallet({ keypairIndex: 3 });
    const connector = createWalletStandardConnector({ wallet: wallet.wallet, getChainId: reference });
    const { address, chainId } = await connector.connect({});
    expect(address).to.equal(devConfig().solana.devKeypairs[3]!.publicKey);
    expect(chainId).to.equal(reference());
    const lamports = await connection().getBalance(new PublicKey(address));
    expect(lamports).to.be.greaterThan(0);
    expect(await readSolanaBalance({ rpcUrl: devConfig().solana.rpcUrl, address })).to.equal(toSol(lamports));
  });

  it('signs and sends a transfer through the shim: both balances change, the fee is paid', async () => {
    const wallet = createWallet({ keypairIndex: 4 });
    const { rpcUrl } = devConfig().solana;
    const connector = createWalletStandardConnector({ wallet: wallet.wallet, getChainId: reference });
    const { address } = await connector.connect({});
    const recipient = Keypair.generate().publicKey;
    const before = await connection().getBalance(new PublicKey(address));
    const lamports = 0.25 * LAMPORTS_PER_SOL;

    const feature = (wallet.wallet.features as SolanaSignAndSendTransactionFeature)['solana:signAndSendTransaction'];
    const [output] = await feature.signAndSendTransaction({
      account: wallet.account,
      transaction: await transferBytes({ from: address, to: recipient, lamports }),
      chain: toWalletStandardChain({ reference: reference() }),
    });
    const signature = encodeBase58(output!.signature);
    const status = await connection().confirmTransaction({ signature, ...(await connection().getLatestBlockhash()) });
    expect(status.value.err).to.equal(null);

    expect(await connection().getBalance(recipient)).to.equal(lamports);
    expect(await connection().getBalance(new PublicKey(address))).to.equal(before - lamports - FEE);
    expect(await readSolanaBalance({ rpcUrl, address: recipient.toBase58() })).to.equal('0.25');
    expect(await readSolanaBalance({ rpcUrl, address })).to.equal(toSol(before - lamports - FEE));
  });

  it('in reject mode answers connect and signAndSend with 4001, and nothing is sent', async () => {
    const wallet = createWallet({ keypairIndex: 5 });
    const connector = createWalletStandardConnector({ wallet: wallet.wallet, getChainId: reference });
    wallet.setMode('reject');
    const refused = await rejection(connector.connect({}));
    expect(refused.code).to.equal(4001);
    expect(refused.message).to.equal('User rejected the request.');

    wallet.setMode('approve');
    const { address } = await connector.connect({});
    wallet.setMode('reject');
    const before = await connection().getBalance(new PublicKey(address));
    const recipient = Keypair.generate().publicKey;
    const feature = (wallet.wallet.features as SolanaSignAndSendTransactionFeature)['solana:signAndSendTransaction'];
    const error = await rejection(
      feature.signAndSendTransaction({
        account: wallet.account,
        transaction: await transferBytes({ from: address, to: recipient, lamports: LAMPORTS_PER_SOL }),
        chain: 'solana:localnet',
      }),
    );
    expect(error.code).to.equal(4001);
    expect(await connection().getBalance(new PublicKey(address))).to.equal(before);
    expect(await connection().getBalance(recipient)).to.equal(0);
  });

  it('signs a transaction the shim accepts, and a message that verifies; an overdraft is refused by preflight', async () => {
    const wallet = createWallet({ keypairIndex: 5 });
    const connector = createWalletStandardConnector({ wallet: wallet.wallet, getChainId: reference });
    const { address } = await connector.connect({});
    const recipient = Keypair.generate().publicKey;

    const signFeature = (wallet.wallet.features as SolanaSignTransactionFeature)['solana:signTransaction'];
    const [signed] = await signFeature.signTransaction({
      account: wallet.account,
      transaction: await transferBytes({ from: address, to: recipient, lamports: 0.1 * LAMPORTS_PER_SOL }),
    });
    const signature = await connection().sendRawTransaction(signed!.signedTransaction);
    expect(signature).to.equal(
      encodeBase58(VersionedTransaction.deserialize(signed!.signedTransaction).signatures[0]!),
    );
    await connection().confirmTransaction({ signature, ...(await connection().getLatestBlockhash()) });
    expect(await connection().getBalance(recipient)).to.equal(0.1 * LAMPORTS_PER_SOL);

    const message = new TextEncoder().encode('Sign in to the AppKit demo');
    const messageFeature = (wallet.wallet.features as SolanaSignMessageFeature)['solana:signMessage'];
    const [signedMessage] = await messageFeature.signMessage({ account: wallet.account, message });
    expect(
      await ed25519Verify({
        publicKey: wallet.account.publicKey as Uint8Array,
        message,
        signature: signedMessage!.signature,
      }),
    ).to.equal(true);

    const sendFeature = (wallet.wallet.features as SolanaSignAndSendTransactionFeature)[
      'solana:signAndSendTransaction'
    ];
    const overdraft = await rejection(
      sendFeature.signAndSendTransaction({
        account: wallet.account,
        transaction: await transferBytes({ from: address, to: recipient, lamports: 10_000 * LAMPORTS_PER_SOL }),
        chain: 'solana:localnet',
      }),
    );
    expect(overdraft.message).to.match(/custom program error: 0x1/);
  });
});

describe('createAppKit with the local Solana network', () => {
  let appKit: AppKit | undefined;
  let unregister: (() => void) | undefined;
  afterEach(() => {
    appKit?.destroy();
    appKit = undefined;
    unregister?.();
    localStorage.clear();
  });

  it('connects the Solana test wallet and shows its real balance in SOL', async () => {
    const { solana, projectId } = devConfig();
    const wallet = createWallet({ keypairIndex: 3 });
    unregister = getWallets().register(wallet.wallet);
    const network = defineSolanaNetwork({
      genesisHash: solana.genesisHash,
      name: solana.name,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      testnet: true,
    });
    appKit = createAppKit({
      projectId,
      networks: [network],
      metadata: { name: 'Solana chain test', description: '', url: location.origin, icons: [] },
      enableReconnect: false,
    });
    const connectorId = `solana:${wallet.wallet.name}`;
    await waitUntil(() => expect(requestAppControllers().connectors.get(connectorId)).to.exist);
    await requestAppControllers().connection.connect({ connectorId });
    const lamports = await connection().getBalance(new PublicKey(wallet.address));
    await waitUntil(
      () => expect(requestAppControllers().chains.getAccount('solana').balance).to.equal(toSol(lamports)),
      { timeoutMs: 10_000 },
    );
    const account = requestAppControllers().chains.getAccount('solana');
    expect(account.address).to.equal(wallet.address);
    expect(account.caipAddress).to.equal(`${solana.caipNetworkId}:${wallet.address}`);
    expect(account.balanceSymbol).to.equal('SOL');
    expect(appKit.getCaipNetwork()?.caipNetworkId).to.equal(solana.caipNetworkId);
  });
});
