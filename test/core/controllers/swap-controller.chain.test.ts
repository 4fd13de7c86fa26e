// The SwapController against the dev stack's reference server and local Uniswap V2 exchange: what
// the server answers is real; only the timeout case hands the client a fetch that never answers.
import { expect } from '@open-wc/testing';
import { createWalletClient, erc20Abi, http, parseAbi, parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { SwapApi } from '../../../src/core/controllers/swap-api.js';
import { swapEn } from '../../../src/core/messages/swap-en.js';
import { HttpClient } from '../../../src/core/protocol/http-client.js';
import { NATIVE_TOKEN_ADDRESS } from '../../../src/core/protocol/convert-api.js';
import { minimumReceived } from '../../../src/core/utils/swap-math.js';
import { chainA, devChain, mainnet, publicClient, setupSwap, waitForSwap } from './swap-controller-setup.js';

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
]);
const swapAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hexOf = (caip10: string) => caip10.split(':').pop() as Address;

/** What the router returns for the quote's route, read independently with viem. */
async function routerAmountOut({ amount, path }: { amount: bigint; path: readonly string[] }): Promise<bigint> {
  const amounts = await publicClient().readContract({
    address: devChain(0).exchange.router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    // The server names the native coin in the route; the router trades its wrapped coin.
    args: [
      amount,
      path.map((id) => (hexOf(id).toLowerCase() === NATIVE_TOKEN_ADDRESS ? devChain(0).exchange.weth : hexOf(id))),
    ],
  });
  return amounts[amounts.length - 1]!;
}

/** Another trader swaps `eth` ETH into `token` through the router (a real move of the pool's price). */
async function movePool({ eth, token }: { eth: bigint; token: Address }): Promise<void> {
  const mover = privateKeyToAccount(generatePrivateKey());
  const { exchange, rpcUrl, id } = devChain(0);
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'hardhat_setBalance',
      params: [mover.address, toHex(eth + parseEther('1'))],
    }),
  });
  const moverWallet = createWalletClient({
    account: mover,
    chain: {
      id,
      name: 'A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    },
    transport: http(rpcUrl),
  });
  const hash = await moverWallet.writeContract({
    address: exchange.router,
    abi: swapAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [exchange.weth, token], mover.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
    value: eth,
  });
  await publicClient().waitForTransactionReceipt({ hash });
}

describe('SwapController (dev stack)', () => {
  it('knows the dev chain swaps and mainnet does not (SPEC §8 text), asking once per chain', async () => {
    const { controller, calls, store } = await setupSwap({ network: mainnet });
    expect(await controller.checkAvailability({ network: chainA() })).to.equal(true);
    expect(await controller.checkAvailability({ network: chainA() })).to.equal(true);
    expect(await controller.checkAvailability({ network: mainnet })).to.equal(false);
    expect(await controller.checkAvailability({ network: mainnet })).to.equal(false);
    expect(calls.filter((call) => call === 'tokens')).to.have.length(2);
    await controller.open(); // the active network is mainnet
    expect(store.get().tokensStatus).to.equal('unsupported');
  });

  it('opens with the native coin to pay and lists the exchange tokens with prices', async () => {
    const { controller, store } = await setupSwap();
    await controller.open();
    const state = store.get();
    expect(state.tokensStatus).to.equal('ready');
    expect(state.sourceToken?.address.toLowerCase()).to.equal(`eip155:${devChain(0).id}:${NATIVE_TOKEN_ADDRESS}`);
    const symbols = state.tokens.map((token) => token.symbol);
    expect(symbols).to.include.members(['DEV', 'USDL']);
    await waitForSwap(store, (next) => Object.keys(next.tokenPrices).length > 0 && next.gasPrice !== undefined);
  });

  it('asks once after typing stops and shows what the router returns, minimum received at 1 %', async () => {
    const { controller, store, calls } = await setupSwap({ debounceMs: 150 });
    await controller.open();
    const dev = store.get().tokens.find((token) => token.symbol === 'DEV')!;
    controller.setToken({ side: 'target', token: dev });
    await waitForSwap(store, (state) => state.quoteStatus === 'idle');
    const before = calls.filter((call) => call === 'quotes').length;
    controller.setAmount({ value: '0' });
    controller.setAmount({ value: '0.' });
    controller.setAmount({ value: '0.1' });
    expect(store.get().quoteStatus).to.equal('loading');
    await sleep(100);
    expect(calls.filter((call) => call === 'quotes').length, 'no request before the debounce').to.equal(before);
    const state = await waitForSwap(store, (next) => next.quoteStatus === 'ready');
    expect(calls.filter((call) => call === 'quotes').length - before).to.equal(1);
    const quote = state.quotes[0]!;
    expect(quote.fromAmount).to.equal(String(parseEther('0.1')));
    const path = quote.path ?? [quote.fromAccount, quote.toAccount];
    expect(BigInt(quote.toAmount)).to.equal(await routerAmountOut({ amount: parseEther('0.1'), path }));
    expect(BigInt(quote.toAmountMin!)).to.equal(minimumReceived({ toAmount: BigInt(quote.toAmount) }));
  });

  it('drops an answer that arrives after the form changed', async () => {
    const real = new SwapApi({
      api: new HttpClient({ baseUrl: window.__APPKIT_DEV__!.serverUrl, projectId: 'demo-project' }),
    });
    let first = true;
    const slowFirst = Object.assign(Object.create(real) as SwapApi, {
      quotes: async (request: Parameters<SwapApi['quotes']>[0]) => {
        const answer = await real.quotes(request);
        if (first) {
          first = false;
          await sleep(400); // the real answer, late
        }
        return answer;
      },
    });
    const { controller, store } = await setupSwap({ api: slowFirst, debounceMs: 0 });
    await controller.open();
    controller.setToken({ side: 'target', token: store.get().tokens.find((token) => token.symbol === 'DEV')! });
    controller.setAmount({ value: '0.2' });
    await sleep(50);
    controller.setAmount({ value: '0.3' });
    await waitForSwap(store, (state) => state.quoteStatus === 'ready');
    await sleep(500); // the late answer for 0.2 has come and gone
    expect(store.get().quotes[0]!.fromAmount).to.equal(String(parseEther('0.3')));
  });

  it('marks a quote past its time stale until the refresh answers', async () => {
    const clock = { now: Date.now() };
    const { controller, store } = await setupSwap({ debounceMs: 0, refreshMs: 300, now: () => clock.now });
    await controller.open();
    controller.setToken({ side: 'target', token: store.get().tokens.find((token) => token.symbol === 'DEV')! });
    controller.setAmount({ value: '0.05' });
    const stop = controller.watch();
    try {
      const first = await waitForSwap(store, (state) => state.quoteStatus === 'ready');
      // Heard from the store itself: the stale mark lasts only while the refresh is in flight,
      // which a poll can miss when the local server answers within its interval.
      let markedStale = false;
      const unlisten = store.listen((state) => {
        if (state.quoteStale) markedStale = true;
      });
      clock.now += 1000;
      const refreshed = await waitForSwap(
        store,
        (state) =>
          markedStale &&
          !state.quoteStale &&
          state.quoteStatus === 'ready' &&
          state.quoteUpdatedAt! > first.quoteUpdatedAt!,
      ).finally(unlisten);
      expect(refreshed.quoteUpdatedAt).to.be.greaterThan(first.quoteUpdatedAt!);
    } finally {
      stop();
    }
  });

  it('shows the no-liquidity state for an amount beyond the pools', async () => {
    const { controller, store } = await setupSwap({ debounceMs: 0 });
    await controller.open();
    controller.setToken({ side: 'target', token: store.get().tokens.find((token) => token.symbol === 'USDL')! });
    controller.setAmount({ value: '100000000' });
    const state = await waitForSwap(store, (next) => next.quoteStatus === 'no-liquidity');
    expect(state.quotes).to.deep.equal([]);
    expect(state.noQuoteReason).to.be.a('string');
  });

  it('ends a request that hangs with a clear error (a fetch that never answers)', async () => {
    const hung = new SwapApi({
      api: new HttpClient({
        baseUrl: 'http://127.0.0.1:9',
        projectId: 'demo-project',
        fetch: () => new Promise<Response>(() => undefined),
      }),
      timeoutMs: 100,
    });
    const { controller, store } = await setupSwap({ api: hung });
    await controller.open();
    expect(store.get().tokensStatus).to.equal('error');
    expect(store.get().error).to.equal(swapEn.requestTimeout);
  });

  it('swaps the native coin for DEV, then DEV for USDL after an exact approval', async () => {
    const { controller, store, address, events, router, toasts } = await setupSwap({ debounceMs: 0 });
    await controller.open();
    const tokens = store.get().tokens;
    const dev = tokens.find((token) => token.symbol === 'DEV')!;
    const usdl = tokens.find((token) => token.symbol === 'USDL')!;
    const devBalance = () =>
      publicClient().readContract({
        address: hexOf(dev.address),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });

    controller.setToken({ side: 'target', token: dev });
    controller.setAmount({ value: '1' });
    const quoted = await waitForSwap(store, (state) => state.quoteStatus === 'ready');
    expect(controller.needsApproval({ amount: parseEther('1') })).to.equal(false);
    expect(await controller.swap(), JSON.stringify(events.at(-1))).to.equal(true);
    const received = await devBalance();
    expect(received >= BigInt(quoted.quotes[0]!.toAmountMin!)).to.equal(true);
    expect(events.map((event) => event.data.event)).to.include('SWAP_SUCCESS');
    expect(router.current?.view).to.equal('Account');
    expect(toasts.at(-1)?.message).to.contain('DEV');

    await controller.open();
    controller.setToken({ side: 'source', token: dev });
    controller.setToken({ side: 'target', token: usdl });
    controller.setAmount({ value: '10' });
    await waitForSwap(store, (state) => state.quoteStatus === 'ready');
    await controller.loadAllowance();
    expect(controller.needsApproval({ amount: parseEther('10') })).to.equal(true);
    router.push({ view: 'SwapPreview', params: undefined });
    expect(await controller.approve(), store.get().previewError).to.equal(true);
    expect(store.get().allowance).to.equal(String(parseEther('10')));
    expect(controller.needsApproval({ amount: parseEther('10') })).to.equal(false);
    expect(await controller.swap(), store.get().previewError).to.equal(true);
    expect(await devBalance()).to.equal(received - parseEther('10'));
  });

  it('sends nothing when the pool moved since the shown quote, and shows the new numbers', async () => {
    const { controller, store, events, router, address, wallet } = await setupSwap({ debounceMs: 0 });
    await controller.open();
    const dev = store.get().tokens.find((token) => token.symbol === 'DEV')!;
    controller.setToken({ side: 'target', token: dev });
    controller.setAmount({ value: '1' });
    const shown = (await waitForSwap(store, (state) => state.quoteStatus === 'ready')).quotes[0]!;
    router.push({ view: 'SwapPreview', params: undefined });
    // Another trader moves the ETH/DEV price by about 10 % (a real swap on the router).
    await movePool({ eth: parseEther('5'), token: hexOf(dev.address) });
    const nonce = await publicClient().getTransactionCount({ address });

    expect(await controller.swap()).to.equal(false);
    expect(store.get().previewError).to.equal(swapEn.priceMoved);
    expect(events.at(-1)?.data.event).to.equal('SWAP_ERROR');
    expect(wallet.requests.filter((entry) => entry.method === 'eth_sendTransaction')).to.have.length(0);
    expect(await publicClient().getTransactionCount({ address })).to.equal(nonce);
    // The preview now holds the router's quote for the moved pool, lower than the one shown.
    const fresh = store.get().quotes[0]!;
    expect(BigInt(fresh.toAmountMin!) < BigInt(shown.toAmountMin!)).to.equal(true);
    expect(BigInt(fresh.toAmount)).to.equal(await routerAmountOut({ amount: parseEther('1'), path: fresh.path! }));
    expect(store.get().quoteStale).to.equal(false);
    // Confirmed again at the new numbers, it goes through.
    expect(await controller.swap(), store.get().previewError).to.equal(true);
  });

  it('goes through a move within the 1 % tolerance, the chain holding the minimum shown', async () => {
    const { controller, store, address, wallet } = await setupSwap({ debounceMs: 0 });
    await controller.open();
    const dev = store.get().tokens.find((token) => token.symbol === 'DEV')!;
    controller.setToken({ side: 'target', token: dev });
    controller.setAmount({ value: '1' });
    const shown = (await waitForSwap(store, (state) => state.quoteStatus === 'ready')).quotes[0]!;
    await movePool({ eth: parseEther('0.2'), token: hexOf(dev.address) });
    const now = await routerAmountOut({ amount: parseEther('1'), path: shown.path! });
    expect(now < BigInt(shown.toAmount), 'the pool did not move').to.equal(true);
    expect(now >= BigInt(shown.toAmountMin!)).to.equal(true);
    const readDev = () =>
      publicClient().readContract({
        address: hexOf(dev.address),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    const before = await readDev();

    expect(await controller.swap(), store.get().previewError).to.equal(true);
    expect(wallet.requests.filter((entry) => entry.method === 'eth_sendTransaction')).to.have.length(1);
    const received = (await readDev()) - before;
    expect(received).to.equal(now);
    expect(received >= BigInt(shown.toAmountMin!)).to.equal(true);
  });

  it("shows the server's reason when the balance does not cover the amount, asking nothing of the wallet", async () => {
    const { controller, store, events, router, wallet } = await setupSwap({ debounceMs: 0, funds: parseEther('0.5') });
    await controller.open();
    controller.setToken({ side: 'target', token: store.get().tokens.find((token) => token.symbol === 'DEV')! });
    controller.setAmount({ value: '1' });
    await waitForSwap(store, (state) => state.quoteStatus === 'ready');
    router.push({ view: 'SwapPreview', params: undefined });

    expect(await controller.swap()).to.equal(false);
    expect(store.get().previewError).to.equal('Not enough ETH for this swap; nothing was sent');
    expect(events.at(-1)?.data.event).to.equal('SWAP_ERROR');
    expect(wallet.requests.filter((entry) => entry.method === 'eth_sendTransaction')).to.have.length(0);
  });

  it('keeps the form and shows the error when the wallet rejects (SWAP_ERROR, nothing sent)', async () => {
    const { controller, store, events, router, wallet, address } = await setupSwap({ debounceMs: 0 });
    await controller.open();
    controller.setToken({ side: 'target', token: store.get().tokens.find((token) => token.symbol === 'DEV')! });
    controller.setAmount({ value: '0.5' });
    await waitForSwap(store, (state) => state.quoteStatus === 'ready');
    router.reset({ view: 'Account', params: undefined });
    router.push({ view: 'ApproveTransaction', params: undefined }); // as the embedded wallet's approval screen would
    wallet.setMode('reject');
    const nonce = await publicClient().getTransactionCount({ address });
    expect(await controller.swap()).to.equal(false);
    expect(store.get().previewError).to.equal(swapEn.swapRejected);
    expect(store.get().sourceAmount).to.equal('0.5');
    expect(store.get().step).to.equal(undefined);
    expect(events.at(-1)?.data.event).to.equal('SWAP_ERROR');
    expect(router.current?.view).to.equal('SwapPreview');
    expect(await publicClient().getTransactionCount({ address })).to.equal(nonce);
  });
});
