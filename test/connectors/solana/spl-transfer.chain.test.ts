// SPL token sends (issue 20 part 6) through the real SendController against the dev stack's local
// Solana endpoint, a SHIM (LiteSVM behind JSON-RPC; the ATA program is emulated by the shim, see
// server/chains/solana/emulate-associated-token-accounts.ts). The wallet is the real Solana test
// wallet; every token balance is read back from the endpoint with web3.js.
import { expect } from '@open-wc/testing';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import { associatedTokenAddress } from '../../../src/connectors/solana/spl-token-instructions.js';
import type { AppControllers } from '../../../src/core/app-context.js';
import { $tokenBalances } from '../../../src/core/stores/token-balances-store.js';
import { createAppKit, defineSolanaNetwork, type AppKit } from '../../../src/index.js';
import { devServerUrl } from '../../helpers/dev-server.js';
import type { DevConfig } from '../../helpers/evm-test-wallet/index.js';
import { queryDeep, requestAppControllers, waitUntil } from '../../helpers/setup-app-kit.js';
import { createSolanaTestWallet, type SolanaTestWallet } from '../../helpers/solana-test-wallet/index.js';

// Solana dev keypairs #8 (sender) and #9 (a receiver that holds the token) belong to this file.
const SENDER = 8;
const HOLDER = 9;

function devConfig(): DevConfig {
  const config = window.__APPKIT_DEV__;
  if (!config?.solana?.tokens?.length)
    throw new Error('window.__APPKIT_DEV__.solana.tokens is missing: run with web-test-runner.chain.config.mjs');
  return config;
}

const app = (): AppControllers => requestAppControllers();

describe('SPL token sends on the local Solana endpoint (LiteSVM shim)', () => {
  let appKit: AppKit | undefined;
  let unregister: (() => void) | undefined;
  let wallet: SolanaTestWallet | undefined;

  afterEach(() => {
    appKit?.destroy();
    unregister?.();
    appKit = undefined;
    localStorage.clear();
  });

  it('lists the token, opens a fresh receiver its token account (fee shows the rent) and moves exactly the amount; to a holder only the fee', async () => {
    const { solana, projectId } = devConfig();
    const [token] = solana.tokens;
    const sender = solana.devKeypairs[SENDER]!;
    wallet = createSolanaTestWallet({
      secretKey: sender.secretKey,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      name: 'Solana SPL Wallet',
      storageKey: 'solana-spl-chain',
    });
    unregister = getWallets().register(wallet.wallet);
    appKit = createAppKit({
      projectId,
      apiUrl: devServerUrl(),
      networks: [
        defineSolanaNetwork({
          genesisHash: solana.genesisHash,
          name: solana.name,
          rpcUrl: solana.rpcUrl,
          wsUrl: solana.wsUrl,
          testnet: true,
        }),
      ],
      metadata: { name: 'SPL send test', description: '', url: location.origin, icons: [] },
      enableReconnect: false,
    });
    const connectorId = `solana:${wallet.wallet.name}`;
    await waitUntil(() => expect(app().connectors.get(connectorId)).to.exist);
    await app().connection.connect({ connectorId });
    await appKit.open({ view: 'Account' });
    const modal = document.querySelector('w3m-modal')!;
    await waitUntil(() => expect(queryDeep(`token-row-${token!.symbol}`, modal.shadowRoot!)).to.exist, {
      timeoutMs: 10_000,
    });
    const listed = $tokenBalances.get().balances.find((balance) => balance.symbol === token!.symbol)!;
    expect(listed.address).to.equal(`${solana.caipNetworkId}:${token!.mint}`);

    const connection = new Connection(solana.rpcUrl, { commitment: 'confirmed' });
    const mint = new PublicKey(token!.mint);
    const tokenBalance = async (owner: PublicKey) => {
      const account = associatedTokenAddress({ owner, mint });
      return (await connection.getAccountInfo(account))
        ? BigInt((await connection.getTokenAccountBalance(account)).value.amount)
        : 0n;
    };
    /** Sends `amount` of the token as the list now shows it; the fee and rent the preview had. */
    const send = async ({ receiver, amount }: { receiver: PublicKey; amount: string }) => {
      const shown = $tokenBalances.get().balances.find((balance) => balance.symbol === token!.symbol)!;
      app().send.update({
        token: { address: shown.address!, symbol: shown.symbol, quantity: shown.quantity },
        sendTokenAmount: amount,
        receiverAddress: receiver.toBase58(),
      });
      await app().send.estimateFee();
      const { networkFee, accountRent } = app().send.state;
      expect(await app().send.send()).to.equal(true);
      return { networkFee, accountRent };
    };
    const from = new PublicKey(sender.publicKey);

    const fresh = Keypair.generate().publicKey;
    const before = await tokenBalance(from);
    const lamportsBefore = await connection.getBalance(from);
    const rent = await connection.getMinimumBalanceForRentExemption(165);
    expect(await send({ receiver: fresh, amount: '1.5' })).to.deep.equal({
      networkFee: String((5000 + rent) / 1e9),
      accountRent: String(rent / 1e9),
    });
    expect(await tokenBalance(fresh)).to.equal(1_500_000n);
    expect(before - (await tokenBalance(from))).to.equal(1_500_000n);
    expect(lamportsBefore - (await connection.getBalance(from))).to.equal(5000 + rent);

    const holder = new PublicKey(solana.devKeypairs[HOLDER]!.publicKey);
    const [holderBefore, senderBefore] = await Promise.all([tokenBalance(holder), tokenBalance(from)]);
    // After a send the list is read again: it shows the new balance.
    await waitUntil(
      () =>
        expect(
          $tokenBalances.get().balances.find((balance) => balance.symbol === token!.symbol)?.quantity.numeric,
        ).to.equal(String(Number(listed.quantity.numeric) - 1.5)),
      { timeoutMs: 10_000 },
    );
    expect(await send({ receiver: holder, amount: '2' })).to.deep.equal({
      networkFee: '0.000005',
      accountRent: undefined,
    });
    expect((await tokenBalance(holder)) - holderBefore).to.equal(2_000_000n);
    expect(senderBefore - (await tokenBalance(from))).to.equal(2_000_000n);
    expect(wallet.requests.filter((request) => request.feature === 'solana:signAndSendTransaction')).to.have.length(2);
  });
});
