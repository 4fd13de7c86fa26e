// The swap views in the real app against the dev stack (web-test-runner.chain.config.mjs): the
// Account view's Swap button, the form, the token list, the preview and a swap through the EVM
// test wallet, every number from the reference server over the local Uniswap V2 exchange.
import { expect } from '@open-wc/testing';
import { createPublicClient, erc20Abi, formatUnits, http, parseAbi, parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSwapServices } from '../../src/client/create-swap-services.js';
import { readNativeBalance } from '../../src/connectors/evm/read-native-balance.js';
import { BalanceController } from '../../src/core/controllers/balance-controller.js';
import { $lastEvent } from '../../src/core/stores/events-store.js';
import { $swap } from '../../src/core/stores/swap-store.js';
import { defineEvmNetwork } from '../../src/core/types/network.js';
import { DEV_PROJECT, devServerUrl } from '../helpers/dev-server.js';
import { installEvmTestWallet, type InstalledEvmTestWallet } from '../helpers/evm-test-wallet/index.js';
import {
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
]);

function devChain() {
  const chain = window.__APPKIT_DEV__?.chains[0];
  if (!chain?.exchange)
    throw new Error('window.__APPKIT_DEV__ with an exchange is missing: run with web-test-runner.chain.config.mjs');
  return chain;
}

interface SwapApp {
  fixture: AppKitFixture;
  wallet: InstalledEvmTestWallet;
  address: Address;
  root: ShadowRoot;
}

/** The app on dev chain A with the dev server, a fresh funded test wallet connected, Account open. */
async function openSwapApp({ swaps }: { swaps?: boolean } = {}): Promise<SwapApp> {
  const chain = devChain();
  const privateKey = generatePrivateKey();
  const address = privateKeyToAccount(privateKey).address;
  await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'hardhat_setBalance',
      params: [address, toHex(parseEther('50'))],
    }),
  });
  const wallet = installEvmTestWallet({
    privateKey,
    chains: [{ id: chain.id, rpcUrl: chain.rpcUrl }],
    storageKey: 'swap-app-test-wallet',
  });
  const fixture = await setupAppKit({
    wallet: false,
    options: {
      networks: [defineEvmNetwork({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl })],
      projectId: DEV_PROJECT,
      apiUrl: devServerUrl(),
      ...(swaps === undefined ? {} : { features: { swaps } }),
    },
  }).catch((error: unknown) => {
    wallet.uninstall();
    throw error;
  });
  const controllers = requestAppControllers();
  // What the composition root hands the swap (client/create-swap-services.ts), with the app's own chains.
  controllers.swapServices ??= async () =>
    createSwapServices({
      options: controllers.options,
      balances: new BalanceController({
        chains: controllers.chains,
        readNativeBalance: ({ network, address: owner }) =>
          readNativeBalance({ rpcUrl: network.rpcUrls.default.http[0]!, address: owner, decimals: 18 }),
      }),
    });
  await controllers.connection.connect({ connectorId: wallet.info.rdns });
  await fixture.appKit.open({ view: 'Account' });
  const root = fixture.modal.shadowRoot!;
  await waitUntil(() => expect(queryDeep('account-view', root)).to.exist);
  return { fixture, wallet, address, root };
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('swap views (dev stack)', () => {
  let app: SwapApp | undefined;
  afterEach(() => {
    app?.fixture.teardown();
    app?.wallet.uninstall();
    app = undefined;
  });

  it('swaps the native coin for DEV from the Account view, the preview showing what the router returns', async () => {
    app = await openSwapApp();
    const { root, address } = app;
    await waitUntil(() => expect(queryDeep('account-swap', root)).to.exist, { timeoutMs: 10_000 });
    const order = [...queryDeep('account-features', root)!.children].map((child) => child.getAttribute('data-testid'));
    expect(order).to.deep.equal(['account-swap', 'account-receive', 'account-send']);
    queryDeep('account-swap', root)!.click();
    await waitUntil(() => expect(queryDeep('swap-view', root)).to.exist, { timeoutMs: 5000 });
    await waitUntil(() => expect(queryDeep('swap-token-from', root)?.textContent).to.equal('ETH'), { timeoutMs: 5000 });

    queryDeep('swap-token-to', root)!.click();
    await waitUntil(() => expect(queryDeep('swap-select-token-view', root)).to.exist);
    type(queryDeep<HTMLInputElement>('swap-token-search', root)!, 'dev');
    await waitUntil(() => expect(queryDeep('swap-token-option', root)?.dataset.symbol).to.equal('DEV'));
    queryDeep('swap-token-option', root)!.click();
    await waitUntil(() => expect(queryDeep('swap-token-to', root)?.textContent).to.equal('DEV'));

    type(queryDeep<HTMLInputElement>('swap-amount-from', root)!, '0.1');
    await waitUntil(() => expect($swap.get().quoteStatus).to.equal('ready'), { timeoutMs: 10_000 });
    const quote = $swap.get().quotes[0]!;
    const chain = devChain();
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const path = (quote.path ?? [quote.fromAccount, quote.toAccount]).map((id) => {
      const hex = id.split(':').pop()!;
      return (
        hex.toLowerCase() === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' ? chain.exchange.weth : hex
      ) as Address;
    });
    const amounts = await client.readContract({
      address: chain.exchange.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('0.1'), path],
    });
    const expected = formatUnits(amounts.at(-1)!, 18);
    await waitUntil(() => expect(queryDeep<HTMLInputElement>('swap-amount-to', root)?.value).to.equal(expected));
    expect(queryDeep('swap-min-received', root)!.textContent).to.equal(
      `${formatUnits((amounts.at(-1)! * 99n) / 100n, 18)} DEV`,
    );
    expect(queryDeep('swap-price', root)!.textContent).to.match(/^1 ETH = [\d.]+ DEV$/);

    queryDeep('swap-review', root)!.click();
    await waitUntil(() => expect(queryDeep('swap-preview-view', root)).to.exist);
    expect(queryDeep('swap-preview-receive', root)!.textContent).to.contain(`${expected} DEV`);
    expect(queryDeep('swap-approve', root), 'the native coin needs no approval').to.equal(undefined);
    await waitUntil(() =>
      expect((queryDeep('swap-confirm', root) as HTMLElement & { disabled: boolean }).disabled).to.equal(false),
    );
    queryDeep('swap-confirm', root)!.click();
    await waitUntil(() => expect(queryDeep('account-view', root)).to.exist, { timeoutMs: 20_000 });
    expect($lastEvent.get()?.data.event).to.equal('SWAP_SUCCESS');
    const dev = await client.readContract({
      address: chain.token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
    expect(dev >= (amounts.at(-1)! * 99n) / 100n).to.equal(true);
  });

  it('shows no Swap button when features.swaps is off', async () => {
    app = await openSwapApp({ swaps: false });
    await waitUntil(() => expect(queryDeep('account-receive', app!.root)).to.exist);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(queryDeep('account-swap', app.root)).to.equal(undefined);
  });
});
