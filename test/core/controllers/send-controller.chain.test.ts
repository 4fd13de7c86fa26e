// The send flow against the dev stack's real chains (web-test-runner.chain.config.mjs): real
// createAppKit, the real EVM test wallet (EIP-6963, signs with a dev key) and the real Solana test
// wallet (Wallet Standard, signs with a dev keypair). Every balance is read independently with
// viem / web3.js at the blocks around the transaction, and compared with the chain's own numbers.
import { expect } from '@open-wc/testing';
import { createPublicClient, erc20Abi, formatUnits, http, parseEther, parseUnits, type Hex } from 'viem';
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import type { AppControllers } from '../../../src/core/app-context.js';
import { $lastEvent } from '../../../src/core/stores/events-store.js';
import { en } from '../../../src/core/messages/en.js';
import { createAppKit, defineEvmNetwork, defineSolanaNetwork, type AppKit } from '../../../src/index.js';
import {
  installEvmTestWallet,
  type DevConfig,
  type InstalledEvmTestWallet,
} from '../../helpers/evm-test-wallet/index.js';
import { createSolanaTestWallet, type SolanaTestWallet } from '../../helpers/solana-test-wallet/index.js';
import { queryDeep, waitUntil, requestAppControllers } from '../../helpers/setup-app-kit.js';

// Dev accounts #6 and #7 and Solana dev keypairs #6 and #7 belong to this file.
const SENDER = 6;
const RECEIVER = 7;

function devConfig(): DevConfig {
  const config = window.__APPKIT_DEV__;
  if (!config?.solana || config.devAccounts.length <= RECEIVER)
    throw new Error('window.__APPKIT_DEV__ is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

const chainA = () => devConfig().chains[0]!;
const publicClient = () => createPublicClient({ transport: http(chainA().rpcUrl) });
const app = (): AppControllers => requestAppControllers();

/** The hash of the last successful send (the form resets after success, the event keeps it). */
function lastSentHash(): Hex {
  const event = $lastEvent.get();
  if (event?.data.event !== 'SEND_SUCCESS') throw new Error(`expected SEND_SUCCESS, got ${event?.data.event}`);
  return event.data.properties!.hash as Hex;
}

describe('SendController on the local EVM chain', () => {
  let appKit: AppKit | undefined;
  let wallet: InstalledEvmTestWallet | undefined;

  beforeEach(async () => {
    const config = devConfig();
    const { chains, devAccounts, projectId } = config;
    wallet = installEvmTestWallet({
      privateKey: devAccounts[SENDER]!.privateKey,
      chains: chains.map(({ id, rpcUrl, name }) => ({ id, rpcUrl, name })),
      storageKey: 'send-chain-test',
      name: 'Send Test Wallet',
      rdns: 'test.send.wallet',
    });
    const [first, ...rest] = chains.map(({ id, name, rpcUrl, nativeCurrency }) =>
      defineEvmNetwork({ id, name, rpcUrl, nativeCurrency }),
    );
    appKit = createAppKit({
      projectId,
      networks: [first!, ...rest],
      metadata: { name: 'Send chain test', description: '', url: location.origin, icons: [] },
      enableReconnect: false,
    });
    let connectorId = '';
    await waitUntil(() => {
      connectorId = app().connectors.all.find((connector) => connector.name === 'Send Test Wallet')!.id;
    });
    await app().connection.connect({ connectorId });
    await waitUntil(() => expect(app().chains.getAccount('eip155').balance).to.be.a('string'), { timeoutMs: 10_000 });
  });

  afterEach(() => {
    appKit?.destroy();
    wallet?.uninstall();
    appKit = undefined;
    localStorage.clear();
  });

  const nativeToken = () => ({
    symbol: 'ETH',
    quantity: { decimals: '18', numeric: app().chains.getAccount('eip155').balance! },
  });

  it("sends 0.5 ETH: receipt found, both balances change by the chain's own numbers, the form resets and Account shows", async () => {
    const { devAccounts } = devConfig();
    const from = devAccounts[SENDER]!.address;
    const to = devAccounts[RECEIVER]!.address;
    app().router.reset({ view: 'WalletSendPreview', params: undefined });
    app().send.update({ token: nativeToken(), sendTokenAmount: '0.5', receiverAddress: to });

    await app().send.estimateFee();
    expect(Number(app().send.state.networkFee), 'fee estimate').to.be.greaterThan(0);

    const sending = app().send.send();
    expect(app().send.state.loading, 'loading while sending').to.equal(true);
    expect(await sending).to.equal(true);

    const client = publicClient();
    const receipt = await client.getTransactionReceipt({ hash: lastSentHash() });
    expect(receipt.status).to.equal('success');
    const before = receipt.blockNumber - 1n;
    const [fromBefore, fromAfter, toBefore, toAfter] = await Promise.all([
      client.getBalance({ address: from, blockNumber: before }),
      client.getBalance({ address: from, blockNumber: receipt.blockNumber }),
      client.getBalance({ address: to, blockNumber: before }),
      client.getBalance({ address: to, blockNumber: receipt.blockNumber }),
    ]);
    expect(toAfter - toBefore).to.equal(parseEther('0.5'));
    expect(fromBefore - fromAfter).to.equal(parseEther('0.5') + receipt.gasUsed * receipt.effectiveGasPrice);

    expect(app().send.state).to.deep.equal({ loading: false });
    expect(app().router.current?.view).to.equal('Account');
    await waitUntil(() => expect(app().chains.getAccount('eip155').balance).to.equal(formatUnits(fromAfter, 18)), {
      timeoutMs: 10_000,
    });
  });

  it('sends 10 DEV with ERC-20 transfer: both token balances change by exactly 10', async () => {
    const { devAccounts } = devConfig();
    const token = chainA().token;
    const from = devAccounts[SENDER]!.address;
    const to = devAccounts[RECEIVER]!.address;
    const client = publicClient();
    const held = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [from],
    });
    expect(held > parseUnits('10', token.decimals), 'the sender holds DEV').to.equal(true);
    app().send.update({
      token: {
        address: `eip155:${chainA().id}:${token.address}`,
        symbol: token.symbol,
        quantity: { decimals: String(token.decimals), numeric: formatUnits(held, token.decimals) },
      },
      sendTokenAmount: '10',
      receiverAddress: to,
    });

    expect(await app().send.send()).to.equal(true);
    const receipt = await client.getTransactionReceipt({ hash: lastSentHash() });
    expect(receipt.status).to.equal('success');
    expect(receipt.to?.toLowerCase()).to.equal(token.address.toLowerCase());
    const balanceOf = (address: Hex, blockNumber: bigint) =>
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
        blockNumber,
      });
    const [fromBefore, fromAfter, toBefore, toAfter] = await Promise.all([
      balanceOf(from, receipt.blockNumber - 1n),
      balanceOf(from, receipt.blockNumber),
      balanceOf(to, receipt.blockNumber - 1n),
      balanceOf(to, receipt.blockNumber),
    ]);
    expect(fromBefore - fromAfter).to.equal(parseUnits('10', token.decimals));
    expect(toAfter - toBefore).to.equal(parseUnits('10', token.decimals));
    expect(app().router.current?.view).to.equal('Account');
  });

  it('refuses an invalid receiver and an amount above the balance with their errors, and sends nothing', async () => {
    const { devAccounts } = devConfig();
    const from = devAccounts[SENDER]!.address;
    const nonce = await publicClient().getTransactionCount({ address: from });
    const sent = () => wallet!.requests.filter((request) => request.method === 'eth_sendTransaction').length;

    app().send.update({ token: nativeToken(), sendTokenAmount: '0.5', receiverAddress: '0x1234' });
    expect(await app().send.send()).to.equal(false);
    expect(app().send.state.error).to.equal(en.sendInvalidReceiver);

    app().send.update({ sendTokenAmount: '1000000000', receiverAddress: devAccounts[RECEIVER]!.address });
    expect(await app().send.send()).to.equal(false);
    expect(app().send.state.error).to.equal(en.sendInsufficientBalance);

    app().send.update({ sendTokenAmount: '', receiverAddress: devAccounts[RECEIVER]!.address });
    expect(await app().send.send()).to.equal(false);
    expect(app().send.state.error).to.equal('An amount and receiver address are required');

    expect(sent()).to.equal(0);
    expect(await publicClient().getTransactionCount({ address: from })).to.equal(nonce);
  });

  it('returns to the preview with the error when the wallet rejects (4001), then a retry goes through', async () => {
    const { devAccounts } = devConfig();
    const from = devAccounts[SENDER]!.address;
    const nonce = await publicClient().getTransactionCount({ address: from });
    app().router.reset({ view: 'WalletSendPreview', params: undefined });
    app().send.update({
      token: nativeToken(),
      sendTokenAmount: '0.01',
      receiverAddress: devAccounts[RECEIVER]!.address,
    });
    wallet!.setMode('reject');

    expect(await app().send.send()).to.equal(false);
    expect(app().send.state).to.deep.include({ loading: false, error: en.sendRejected, sendTokenAmount: '0.01' });
    expect(app().router.current?.view).to.equal('WalletSendPreview');
    expect($lastEvent.get()?.data.event).to.equal('SEND_ERROR');
    expect(await publicClient().getTransactionCount({ address: from })).to.equal(nonce);

    wallet!.setMode('approve');
    expect(await app().send.send()).to.equal(true);
    expect(await publicClient().getTransactionCount({ address: from })).to.equal(nonce + 1);
  });
  it('through the views: the form shows each error inline and keeps Preview off, then preview, Send, Account', async () => {
    const { devAccounts } = devConfig();
    const to = devAccounts[RECEIVER]!.address;
    const client = publicClient();
    const toBefore = await client.getBalance({ address: to });
    await appKit!.open({ view: 'Account' });
    app().router.push({ view: 'WalletSend', params: undefined });
    const modalRoot = document.querySelector('w3m-modal')!.shadowRoot!;
    const find = async <T extends HTMLElement = HTMLElement>(testId: string) => {
      let found: T | undefined;
      await waitUntil(() => expect((found = queryDeep<T>(testId, modalRoot))).to.exist, { timeoutMs: 5000 });
      return found!;
    };
    const type = async (testId: string, value: string) => {
      const input = await find<HTMLInputElement>(testId);
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    };
    const errorText = () => queryDeep('send-error', modalRoot)?.textContent?.trim();
    const previewDisabled = async () => (await find<HTMLElement & { disabled: boolean }>('send-preview')).disabled;

    expect((await find('send-token')).textContent?.trim(), 'the native coin is preselected').to.equal('ETH');
    await type('send-amount', '0.25');
    await type('send-receiver', '0xnot-an-address');
    await waitUntil(() => expect(errorText()).to.equal(en.sendInvalidReceiver));
    expect(await previewDisabled()).to.equal(true);

    await type('send-receiver', to);
    await type('send-amount', '999999999');
    await waitUntil(() => expect(errorText()).to.equal(en.sendInsufficientBalance));
    expect(await previewDisabled()).to.equal(true);

    // Max keeps back the network fee (twice the estimate: the wallet reserves gas × max fee per gas).
    (await find('send-max')).click();
    await waitUntil(() =>
      expect(
        app().send.state.sendTokenAmount !== '999999999' && app().send.state.sendTokenAmount !== undefined,
      ).to.equal(true),
    );
    const balance = parseEther(app().chains.getAccount('eip155').balance!);
    const reserved = balance - parseEther(app().send.state.sendTokenAmount!);
    const transferFee = 21_000n * (await client.getGasPrice());
    expect(
      reserved > 0n && reserved <= 4n * transferFee,
      `reserved ${reserved} for a fee of about ${transferFee}`,
    ).to.equal(true);
    await type('send-amount', '0.25');
    await waitUntil(() => expect(errorText()).to.equal(undefined));
    expect(await previewDisabled()).to.equal(false);
    (await find('send-preview')).click();

    await waitUntil(() => expect(app().router.current?.view).to.equal('WalletSendPreview'));
    expect((await find('send-preview-amount')).textContent?.trim()).to.equal('0.25 ETH');
    await waitUntil(() => expect(queryDeep('send-fee', modalRoot)?.textContent?.trim()).to.match(/^0\.\d+ ETH$/), {
      timeoutMs: 5000,
    });
    (await find('send-confirm')).click();

    await waitUntil(() => expect(app().router.current?.view).to.equal('Account'), { timeoutMs: 10_000 });
    expect((await client.getBalance({ address: to })) - toBefore).to.equal(parseEther('0.25'));
    expect(wallet!.requests.filter((request) => request.method === 'eth_sendTransaction')).to.have.length(1);
  });
});

describe('SendController on the local Solana endpoint (LiteSVM shim)', () => {
  let appKit: AppKit | undefined;
  let unregister: (() => void) | undefined;
  let wallet: SolanaTestWallet | undefined;

  afterEach(() => {
    appKit?.destroy();
    unregister?.();
    appKit = undefined;
    localStorage.clear();
  });

  it("sends 0.1 SOL through the wallet's signAndSendTransaction: the receiver gains 0.1 SOL, the sender pays 0.1 SOL plus the fee", async () => {
    const { solana, projectId } = devConfig();
    const sender = solana.devKeypairs[SENDER]!;
    const receiver = solana.devKeypairs[RECEIVER]!.publicKey;
    wallet = createSolanaTestWallet({
      secretKey: sender.secretKey,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      name: 'Solana Send Wallet',
      storageKey: 'solana-send-chain',
    });
    unregister = getWallets().register(wallet.wallet);
    appKit = createAppKit({
      projectId,
      networks: [
        defineSolanaNetwork({
          genesisHash: solana.genesisHash,
          name: solana.name,
          rpcUrl: solana.rpcUrl,
          wsUrl: solana.wsUrl,
          testnet: true,
        }),
      ],
      metadata: { name: 'Solana send test', description: '', url: location.origin, icons: [] },
      enableReconnect: false,
    });
    const connectorId = `solana:${wallet.wallet.name}`;
    await waitUntil(() => expect(app().connectors.get(connectorId)).to.exist);
    await app().connection.connect({ connectorId });
    await waitUntil(() => expect(app().chains.getAccount('solana').balance).to.be.a('string'), { timeoutMs: 10_000 });

    const connection = new Connection(solana.rpcUrl, { commitment: 'confirmed' });
    const [fromBefore, toBefore] = await Promise.all([
      connection.getBalance(new PublicKey(sender.publicKey)),
      connection.getBalance(new PublicKey(receiver)),
    ]);
    app().send.update({
      token: { symbol: 'SOL', quantity: { decimals: '9', numeric: app().chains.getAccount('solana').balance! } },
      sendTokenAmount: '0.1',
      receiverAddress: receiver,
    });
    await app().send.estimateFee();
    expect(app().send.state.networkFee).to.equal('0.000005');

    expect(await app().send.send()).to.equal(true);
    const signature = lastSentHash();
    const transaction = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const fee = transaction?.meta?.fee;
    expect(fee, 'the chain reports the fee').to.be.a('number');
    const [fromAfter, toAfter] = await Promise.all([
      connection.getBalance(new PublicKey(sender.publicKey)),
      connection.getBalance(new PublicKey(receiver)),
    ]);
    expect(toAfter - toBefore).to.equal(0.1 * LAMPORTS_PER_SOL);
    expect(fromBefore - fromAfter).to.equal(0.1 * LAMPORTS_PER_SOL + fee!);
    expect(wallet.requests.filter((request) => request.feature === 'solana:signAndSendTransaction')).to.have.length(1);
    expect(app().router.current?.view).to.equal('Account');
    expect(app().send.state).to.deep.equal({ loading: false });
  });
});
