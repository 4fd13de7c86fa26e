import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Hono } from 'hono';
import { parseEther } from 'viem';
import { findFreePort } from '../../server/find-free-port.js';
import { devAccounts } from '../../server/dev-accounts.js';
import { projectServicesRoutes } from '../../server/routes/project-services.js';
import { NATIVE, PLAIN_CHAIN_ID, SDK, startConvertTestChain, type ConvertTestChain } from './convert-test-chain.js';

let chain: ConvertTestChain;

before(async () => {
  chain = await startConvertTestChain();
});

after(async () => {
  await chain?.stop();
});

async function pricesOf(ids: string[]): Promise<Record<string, number>> {
  const { status, json } = await chain.request(`/v1/fungible/price?${SDK}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'usd', addresses: ids }),
  });
  assert.equal(status, 200, JSON.stringify(json));
  const fungibles = json.fungibles as Array<{ symbol: string; price: number }>;
  return Object.fromEntries(fungibles.map(({ symbol, price }) => [symbol, price]));
}

async function balancePrices(
  address: `0x${string}`,
): Promise<Record<string, { price: number; value: number; numeric: string }>> {
  const { json } = await chain.request(`/v1/account/${address}/balance?${SDK}&chainId=eip155:31337`);
  const balances = json.balances as Array<{
    symbol: string;
    price: number;
    value: number;
    quantity: { numeric: string };
  }>;
  return Object.fromEntries(
    balances.map(({ symbol, price, value, quantity }) => [symbol, { price, value, numeric: quantity.numeric }]),
  );
}

describe('one price source: the pools against USDL', () => {
  const all = () => [chain.ids.ETH, chain.ids.DEV, chain.ids.USDL, chain.ids.GLDL, `eip155:31337:${chain.unpooled}`];

  it("prices a fresh chain's tokens exactly at the seeded ratios, which are the table's", async () => {
    assert.deepEqual(await pricesOf(all()), { ETH: 3000, DEV: 0.5, USDL: 1, GLDL: 2000, NPL: 0 });
    const balances = await balancePrices(devAccounts[1]!.address);
    assert.equal(balances.ETH!.price, 3000);
    assert.equal(balances.DEV!.price, 0.5);
  });

  it('follows the pools after a swap: the price API and the balances agree with the reserves', async () => {
    const trader = devAccounts[2]!;
    const query = new URLSearchParams({
      amount: parseEther('3').toString(),
      from: chain.ids.ETH,
      to: chain.ids.USDL,
      userAddress: trader.address,
    });
    const built = await chain.request(`/v1/convert/build-transaction?${SDK}`, {
      method: 'POST',
      body: JSON.stringify(Object.fromEntries(query)),
    });
    const tx = built.json.tx as { to: string; data: `0x${string}`; amount: string; eip155: { gas: string } };
    const wallet = chain.walletOf(trader.privateKey);
    const hash = await wallet.sendTransaction({
      chain: null,
      account: wallet.account!,
      to: tx.to.split(':')[2] as `0x${string}`,
      data: tx.data,
      value: BigInt(tx.amount),
      gas: BigInt(tx.eip155.gas),
    });
    assert.equal((await chain.publicClient.waitForTransactionReceipt({ hash })).status, 'success');

    // Whole-token prices from the reserves, computed here: USDL has 6 decimals, the others 18.
    const [weth, usdl] = await chain.reservesOf(chain.tokens.WETH, chain.tokens.USDL);
    const ethPrice = Number((usdl * 10n ** 12n * 10n ** 18n) / weth) / 1e18;
    const [wethForGold, gold] = await chain.reservesOf(chain.tokens.WETH, chain.tokens.GLDL);
    const goldPrice = (Number(wethForGold) / Number(gold)) * ethPrice;
    const prices = await pricesOf(all());
    assert.ok(ethPrice < 3000 * 0.95, `ETH fell to ${ethPrice}`);
    assert.equal(prices.ETH, ethPrice);
    assert.ok(Math.abs(prices.GLDL! - goldPrice) < 1e-9 * goldPrice, `${prices.GLDL} vs ${goldPrice}`);
    // DEV has its own USDL pool, which nobody traded.
    assert.equal(prices.DEV, 0.5);

    const balances = await balancePrices(trader.address);
    assert.equal(balances.ETH!.price, prices.ETH);
    assert.equal(balances.USDL!.price, 1);
    assert.equal(balances.ETH!.value, Number(balances.ETH!.numeric) * prices.ETH!);
  });

  it("keeps the table's prices on a chain without an exchange", async () => {
    const prices = await pricesOf([`eip155:${PLAIN_CHAIN_ID}:${NATIVE}`]);
    assert.deepEqual(prices, { ETH: 3000 });
  });
});

describe('a chain whose node is down', () => {
  it('answers 502 on every swap route, the price API and the balances, sending nothing', async () => {
    const dead = `http://127.0.0.1:${await findFreePort()}`;
    const chains = [{ ...chain.serverChain, rpcUrl: dead }];
    const app = new Hono().route('/', projectServicesRoutes({ database: chain.temp.database, chains }));
    const user = devAccounts[3]!.address;
    const node = { error: 'The chain did not answer; nothing was sent, try again', code: 'NODE_UNAVAILABLE' };
    const gets = [
      `/v1/convert/tokens?${SDK}&chainId=eip155:31337`,
      `/v1/convert/quotes?${SDK}&amount=1000&from=${chain.ids.ETH}&to=${chain.ids.DEV}&userAddress=${user}`,
      `/v1/convert/allowance?${SDK}&tokenAddress=${chain.ids.DEV}&userAddress=${user}`,
      `/v1/convert/gas-price?${SDK}&chainId=eip155:31337`,
      `/v1/convert/build-approve?${SDK}&from=${chain.ids.DEV}&to=${chain.ids.USDL}&userAddress=${user}`,
    ];
    for (const path of gets) {
      const response = await app.request(path);
      assert.deepEqual({ status: response.status, json: await response.json() }, { status: 502, json: node }, path);
    }
    const build = await app.request(`/v1/convert/build-transaction?${SDK}`, {
      method: 'POST',
      body: JSON.stringify({ amount: '1000', from: chain.ids.ETH, to: chain.ids.DEV, userAddress: user }),
    });
    assert.deepEqual({ status: build.status, json: await build.json() }, { status: 502, json: node });
    const price = await app.request(`/v1/fungible/price?${SDK}`, {
      method: 'POST',
      body: JSON.stringify({ currency: 'usd', addresses: [chain.ids.ETH] }),
    });
    assert.deepEqual(
      { status: price.status, json: await price.json() },
      { status: 502, json: { error: 'Chain unavailable', code: 'UPSTREAM_UNAVAILABLE' } },
    );
    const balance = await app.request(`/v1/account/${user}/balance?${SDK}`);
    assert.equal(balance.status, 502);
  });
});
