import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deployDevToken } from '../../server/chains/deploy-dev-token.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { NATIVE_TOKEN_ADDRESS } from '../../server/data-api/find-fungible-prices.js';
import { devAccounts } from '../../server/dev-accounts.js';
import { findFreePort } from '../../server/find-free-port.js';
import { createServerApp } from '../../server/app.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// One real hardhat chain with DevToken deployed, behind the real server on a free port.
let chain: StartHardhatNodeReturnType;
let server: StartServerReturnType;
let temp: TempDatabase;
let token: `0x${string}`;

before(async () => {
  temp = openTempDatabase();
  chain = await startHardhatNode({ port: 0, chainId: 31337 });
  token = await deployDevToken({ rpcUrl: chain.rpcUrl, chainId: 31337 });
  const tokens = [{ address: token, name: 'Dev Token', symbol: 'DEV', decimals: 18 }];
  server = await startServer({
    port: 0,
    database: temp.database,
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, name: 'Localchain A', tokens }],
  });
});

after(async () => {
  await server?.stop();
  await chain?.stop();
  temp?.cleanup();
});

const SDK = 'projectId=demo-project&st=appkit&sv=0.1.0';
const funded = devAccounts[1]!.address;

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('GET /v1/account/{address}/balance', () => {
  it('reads native and DEV balances from the chain, priced from the table', async () => {
    const { status, json } = await get(
      `/v1/account/${funded}/balance?${SDK}&currency=usd&chainId=eip155:31337&forceUpdate=true`,
    );
    assert.equal(status, 200);
    const iconUrl = (symbol: string) => `${server.url}/public/getTokenImage/${symbol}?projectId=demo-project`;
    assert.deepEqual(json.balances, [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 30_000_000,
        price: 3000,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: iconUrl('ETH'),
      },
      {
        name: 'Dev Token',
        symbol: 'DEV',
        chainId: 'eip155:31337',
        address: `eip155:31337:${token}`,
        value: 500,
        price: 0.5,
        quantity: { decimals: '18', numeric: '1000' },
        iconUrl: iconUrl('DEV'),
      },
    ]);
    const icon = await fetch(iconUrl('DEV'));
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
  });

  it('reads every served chain without chainId, and lists nothing for an empty account', async () => {
    const all = await get(`/v1/account/${funded.toLowerCase()}/balance?${SDK}`);
    assert.equal((all.json.balances as unknown[]).length, 2);
    assert.deepEqual(await get(`/v1/account/0x000000000000000000000000000000000000dEaD/balance?${SDK}`), {
      status: 200,
      json: { balances: [] },
    });
  });

  it('answers a chain it does not serve with an empty list', async () => {
    for (const chainId of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'junk']) {
      assert.deepEqual(
        await get(`/v1/account/${funded}/balance?${SDK}&chainId=${chainId}`),
        { status: 200, json: { balances: [] } },
        chainId,
      );
    }
  });

  it('lists nothing for a Solana address when it serves no Solana cluster (the modal then shows the SOL it read)', async () => {
    assert.deepEqual(await get(`/v1/account/AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9/balance?${SDK}`), {
      status: 200,
      json: { balances: [] },
    });
  });

  it('refuses an address neither EVM nor Solana, or another currency, with 400, and checks the project id', async () => {
    assert.equal((await get(`/v1/account/0x123/balance?${SDK}`)).json.code, 'INVALID_PARAMETER');
    assert.equal((await get(`/v1/account/${funded}/balance?${SDK}&currency=eur`)).json.code, 'INVALID_PARAMETER');
    assert.deepEqual((await get(`/v1/account/${funded}/balance`)).status, 400);
    assert.deepEqual((await get(`/v1/account/${funded}/balance?projectId=nope`)).status, 401);
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the chain does not answer', async () => {
    const deadPort = await findFreePort();
    const app = createServerApp({
      chains: [{ chainId: 5, rpcUrl: `http://127.0.0.1:${deadPort}` }],
      database: temp.database,
    });
    const response = await app.request(`/v1/account/${funded}/balance?${SDK}`);
    assert.equal(response.status, 502);
    assert.deepEqual(await response.json(), { error: 'Chain unavailable', code: 'UPSTREAM_UNAVAILABLE' });
  });
});

describe('data API', () => {
  it('GET /v1/supported-chains lists the served chains as CAIP-2', async () => {
    assert.deepEqual(await get(`/v1/supported-chains?${SDK}`), {
      status: 200,
      json: { http: ['eip155:31337'], ws: [] },
    });
  });

  it('GET /v1/identity/{address} answers no name and no avatar', async () => {
    assert.deepEqual(await get(`/v1/identity/${funded}?${SDK}&sender=${funded}`), {
      status: 200,
      json: { name: null, avatar: null },
    });
    assert.equal((await get(`/v1/identity/bob?${SDK}`)).status, 400);
  });

  it('POST /v1/fungible/price prices known tokens and the native currency, skipping unknown ones', async () => {
    const asked = [
      `eip155:31337:${token.toLowerCase()}`,
      `eip155:31337:${NATIVE_TOKEN_ADDRESS}`,
      'eip155:1:0x0000000000000000000000000000000000000001',
    ];
    const response = await fetch(`${server.url}/v1/fungible/price?st=appkit&sv=0.1.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: asked, projectId: 'demo-project' }),
    });
    assert.equal(response.status, 200);
    const iconUrl = (symbol: string) => `${server.url}/public/getTokenImage/${symbol}?projectId=demo-project`;
    assert.deepEqual(await response.json(), {
      fungibles: [
        { address: asked[0], name: 'Dev Token', symbol: 'DEV', iconUrl: iconUrl('DEV'), price: 0.5 },
        { address: asked[1], name: 'Ether', symbol: 'ETH', iconUrl: iconUrl('ETH'), price: 3000 },
      ],
    });
  });

  it('POST /v1/fungible/price checks the project id and the body', async () => {
    const post = async (query: string, body: string) => {
      const response = await fetch(`${server.url}/v1/fungible/price?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    };
    assert.deepEqual(await post('', JSON.stringify({ currency: 'usd', addresses: [] })), {
      status: 400,
      code: 'PROJECT_ID_MISSING',
    });
    assert.deepEqual(await post('', JSON.stringify({ currency: 'usd', addresses: [], projectId: 'nope' })), {
      status: 401,
      code: 'INVALID_PROJECT_ID',
    });
    assert.deepEqual(await post(SDK, JSON.stringify({ currency: 'usd', addresses: [] })), {
      status: 200,
      code: undefined,
    });
    assert.deepEqual(await post(SDK, JSON.stringify({ currency: 'usd', addresses: 'x' })), {
      status: 400,
      code: 'INVALID_BODY',
    });
    assert.deepEqual(await post(SDK, JSON.stringify({ currency: 'jpy', addresses: [] })), {
      status: 400,
      code: 'INVALID_BODY',
    });
    assert.deepEqual(await post(SDK, '{'), { status: 400, code: 'INVALID_BODY' });
  });
});
