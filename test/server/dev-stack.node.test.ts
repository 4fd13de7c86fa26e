import assert from 'node:assert/strict';
import { webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { Connection, PublicKey } from '@solana/web3.js';
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type PublicClient } from 'viem';
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction';
import { readDevTokenArtifact } from '../../server/chains/dev-token-artifact.js';
import { uniswapV2FactoryAbi } from '../../server/chains/uniswap-v2-abi.js';
import { DEV_EXCHANGE_ACCOUNT } from '../../server/dev-exchange-account.js';
import { DEV_BUNDLER_ACCOUNT } from '../../server/dev-bundler-account.js';
import { startDevStack, type StartDevStackReturnType } from '../../server/dev-stack.js';
import { DEFAULT_REGISTRATIONS_PER_HOUR_PER_IP } from '../../server/names/names-rate-limit.js';
import { PROFILE_ACCOUNT_PATH } from '../../src/core/protocol/names-api.js';
import { chromiumArgs, chromiumPath } from '../../scripts/wtr/chromium-args.mjs';
import { externalAddress, isListening } from './dev-stack-sockets.js';

// The whole stack on free ports (real hardhat nodes, real server, demo server), once for the file.
let stack: StartDevStackReturnType;

// The server's SQLite file goes to a temp folder, so test runs leave the dev database alone.
const dataDir = mkdtempSync(join(tmpdir(), 'appkit-dev-stack-'));

before(async () => {
  stack = await startDevStack({ dataDir });
});

after(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function proxyClient({ chainId }: { chainId: number }): PublicClient {
  const url = `${stack.config.serverUrl}/v1/?chainId=eip155:${chainId}&projectId=${stack.config.projectId}`;
  return createPublicClient({ transport: http(url) });
}

describe('startDevStack', () => {
  it('returns the DevConfig of both chains, the server and the dev accounts', () => {
    const { config, urls } = stack;
    assert.equal(config.projectId, 'demo-project');
    assert.deepEqual(
      config.chains.map(({ id, name, nativeCurrency, token }) => ({
        id,
        name,
        nativeCurrency,
        symbol: token.symbol,
        decimals: token.decimals,
      })),
      [
        {
          id: 31337,
          name: 'Localchain A',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          symbol: 'DEV',
          decimals: 18,
        },
        {
          id: 31338,
          name: 'Localchain B',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          symbol: 'DEV',
          decimals: 18,
        },
      ],
    );
    assert.equal(config.devAccounts.length, 10);
    assert.equal(config.serverUrl, urls.server);
    assert.equal(config.demoUrl, urls.demo);
    // The dapp and the wallet frame on different sites; the frame's on a host name (WebAuthn).
    assert.match(urls.demo ?? '', /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(urls.demoSecondSite, urls.demo!.replace('127.0.0.1', '127.0.0.2'));
    assert.match(urls.server ?? '', /^http:\/\/localhost:\d+$/);
    assert.equal(urls.chainA, config.chains[0]?.rpcUrl);
    assert.equal(urls.chainB, config.chains[1]?.rpcUrl);
    for (const url of [urls.chainA, urls.chainB]) assert.match(url ?? '', /^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves health, and each chain through the proxy with its own id', async () => {
    assert.deepEqual(await (await fetch(`${stack.urls.server}/health`)).json(), { status: 'ok' });
    const answer = await fetch(stack.urls.rpcProxy!, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    });
    assert.deepEqual(await answer.json(), { jsonrpc: '2.0', id: 1, result: '0x7a69' });
    assert.equal(await proxyClient({ chainId: 31337 }).getChainId(), 31337);
    assert.equal(await proxyClient({ chainId: 31338 }).getChainId(), 31338);
  });

  it('deploys DevToken on both chains and funds accounts #1..#9 with 1000 DEV', async () => {
    const { abi } = readDevTokenArtifact();
    for (const chain of stack.config.chains) {
      const client = proxyClient({ chainId: chain.id });
      const token = { address: chain.token.address, abi: erc20Abi } as const;
      assert.equal(await client.readContract({ ...token, functionName: 'name' }), 'Dev Token');
      assert.equal(await client.readContract({ ...token, functionName: 'symbol' }), 'DEV');
      assert.equal(await client.readContract({ ...token, functionName: 'decimals' }), 18);
      const supply = await client.readContract({ address: chain.token.address, abi, functionName: 'totalSupply' });
      const [deployer, ...funded] = stack.config.devAccounts;
      for (const account of funded) {
        const balance = await client.readContract({ ...token, functionName: 'balanceOf', args: [account.address] });
        assert.equal(balance, parseUnits('1000', 18), `${account.address} on ${chain.id}`);
      }
      const deployerBalance = await client.readContract({
        ...token,
        functionName: 'balanceOf',
        args: [deployer!.address],
      });
      // The rest went to the exchange's deployer, which put it into the DEV pools (issue 19).
      const exchangeHolders = [DEV_EXCHANGE_ACCOUNT.address];
      for (const other of [chain.exchange.weth, ...chain.exchange.tokens.map((listed) => listed.address)]) {
        exchangeHolders.push(
          await client.readContract({
            address: chain.exchange.factory,
            abi: uniswapV2FactoryAbi,
            functionName: 'getPair',
            args: [chain.token.address, other],
          }),
        );
      }
      let inExchange = 0n;
      for (const holder of exchangeHolders)
        inExchange += await client.readContract({ ...token, functionName: 'balanceOf', args: [holder] });
      assert.ok(inExchange > 0n, 'the exchange holds DEV');
      assert.equal(deployerBalance + inExchange, (supply as bigint) - parseUnits('9000', 18));
      assert.equal(await client.getBalance({ address: funded[0]!.address }), parseEther('10000'));
    }
  });

  it('deploys ERC-4337 on both chains at the same addresses and names the bundler in the DevConfig', async () => {
    const [chainA, chainB] = stack.config.chains;
    assert.ok(chainA && chainB);
    assert.deepEqual(chainB.accountAbstraction, {
      ...chainA.accountAbstraction,
      bundlerUrl: chainA.accountAbstraction.bundlerUrl.replace('eip155:31337', 'eip155:31338'),
    });
    for (const chain of stack.config.chains) {
      const { entryPoint07, entryPoint08, accountFactory, bundlerUrl } = chain.accountAbstraction;
      assert.equal(entryPoint07, entryPoint07Address);
      assert.equal(entryPoint08, entryPoint08Address);
      assert.equal(
        bundlerUrl,
        `${stack.config.serverUrl}/v1/bundler?chainId=eip155:${chain.id}&projectId=${stack.config.projectId}`,
      );
      const client = proxyClient({ chainId: chain.id });
      for (const address of [entryPoint07, entryPoint08, accountFactory]) {
        assert.notEqual((await client.getCode({ address })) ?? '0x', '0x', `${address} on ${chain.id}`);
      }
      // The bundler's key pays for handleOps.
      assert.equal(await client.getBalance({ address: DEV_BUNDLER_ACCOUNT.address }), parseEther('10000'));
    }
  });

  it('runs the Solana SHIM (LiteSVM behind JSON-RPC) and puts it in the DevConfig with funded dev keypairs', async () => {
    const { solana } = stack.config;
    assert.equal(stack.urls.solana, solana.rpcUrl);
    assert.match(solana.rpcUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(new URL(solana.wsUrl).port, String(Number(new URL(solana.rpcUrl).port) + 1));
    assert.equal(solana.caipNetworkId, `solana:${solana.genesisHash.slice(0, 32)}`);
    assert.equal(solana.devKeypairs.length, 10);
    assert.equal(solana.devKeypairs[0]?.secretKey.length, 64);
    const connection = new Connection(solana.rpcUrl, 'confirmed');
    assert.equal(await connection.getGenesisHash(), solana.genesisHash);
    assert.equal(await connection.getBalance(new PublicKey(solana.devKeypairs[0]!.publicKey)), 100_000_000_000);
  });

  it('creates the dev SPL token at a fixed mint, gives every dev keypair 1000, and lists it in the DevConfig and the balances (issue 20 part 6)', async () => {
    const { solana, serverUrl, projectId } = stack.config;
    assert.deepEqual(solana.tokens, [
      { mint: 'DgmxzQX61DxkAMkAubrgHVJb637fYYTdh7ouVqZGnJrp', name: 'Local USD', symbol: 'USDL', decimals: 6 },
    ]);
    const connection = new Connection(solana.rpcUrl, 'confirmed');
    for (const keypair of solana.devKeypairs) {
      const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(keypair.publicKey), {
        mint: new PublicKey(solana.tokens[0]!.mint),
      });
      assert.equal(value[0]?.account.data.parsed.info.tokenAmount.uiAmountString, '1000', keypair.publicKey);
    }
    const address = solana.devKeypairs[0]!.publicKey;
    const url = `${serverUrl}/v1/account/${address}/balance?projectId=${projectId}&currency=usd&chainId=${solana.caipNetworkId}`;
    const { balances } = (await (await fetch(url)).json()) as { balances: Array<{ symbol: string; chainId: string }> };
    assert.deepEqual(
      balances.map(({ symbol, chainId }) => `${chainId} ${symbol}`),
      [`${solana.caipNetworkId} SOL`, `${solana.caipNetworkId} USDL`],
    );
  });

  it('serves the wallet directory and the data API (both chains, DEV included) from its database', async () => {
    const { serverUrl, projectId, devAccounts } = stack.config;
    const wallets = (await (await fetch(`${serverUrl}/getWallets?projectId=${projectId}&entries=4`)).json()) as {
      count: number;
      data: unknown[];
    };
    // The registry's 578 and the WalletConnect test wallet (below).
    assert.equal(wallets.count, 579);
    assert.equal(wallets.data.length, 4);
    const url = `${serverUrl}/v1/account/${devAccounts[1]!.address}/balance?projectId=${projectId}&currency=usd`;
    const { balances } = (await (await fetch(url)).json()) as { balances: Array<{ symbol: string; chainId: string }> };
    assert.deepEqual(
      balances.map(({ symbol, chainId }) => `${chainId} ${symbol}`),
      ['eip155:31337 ETH', 'eip155:31337 DEV', 'eip155:31338 ETH', 'eip155:31338 DEV'],
    );
  });

  it('serves the swap API and pool prices on both chains from the exchange it deployed (issue 19)', async () => {
    const { serverUrl, projectId } = stack.config;
    for (const chain of stack.config.chains) {
      const tokens = (await (
        await fetch(`${serverUrl}/v1/convert/tokens?projectId=${projectId}&chainId=eip155:${chain.id}`)
      ).json()) as {
        tokens: Array<{ symbol: string }>;
      };
      assert.deepEqual(
        tokens.tokens.map(({ symbol }) => symbol),
        ['ETH', 'DEV', 'USDL', 'GLDL'],
      );
      const response = await fetch(`${serverUrl}/v1/fungible/price?projectId=${projectId}`, {
        method: 'POST',
        body: JSON.stringify({
          currency: 'usd',
          addresses: chain.exchange.tokens.map((token) => `eip155:${chain.id}:${token.address}`),
        }),
      });
      const { fungibles } = (await response.json()) as { fungibles: Array<{ symbol: string; price: number }> };
      assert.deepEqual(
        fungibles.map(({ symbol, price }) => `${symbol} ${price}`),
        ['USDL 1', 'GLDL 2000'],
      );
    }
  });

  it("allows more name registrations an hour than production's 20 (every test on a shared stack registers)", async () => {
    const { serverUrl, projectId } = stack.config;
    // Refused attempts take a token too: one past production's limit, none is rate limited.
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_REGISTRATIONS_PER_HOUR_PER_IP; attempt += 1) {
      const response = await fetch(`${serverUrl}${PROFILE_ACCOUNT_PATH}?projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(response.status);
    }
    assert.deepEqual([...new Set(statuses)], [400]);
  });

  it('lists the WalletConnect test wallet in the directory with its page on this server, and serves the page', async () => {
    const { serverUrl, projectId, walletConnect } = stack.config;
    assert.deepEqual(walletConnect, {
      relayUrl: serverUrl.replace('http://', 'ws://') + '/relay',
      testWalletUrl: `${serverUrl}/dev/wc-wallet/`,
    });
    assert.equal(stack.urls.wcWallet, walletConnect.testWalletUrl);
    assert.equal(stack.urls.relay, walletConnect.relayUrl);
    const { data } = (await (
      await fetch(`${serverUrl}/getWallets?projectId=${projectId}&search=AppKit%20Test%20Wallet&chains=eip155:31337`)
    ).json()) as { data: Array<{ id: string; name: string; webapp_link: string | null }> };
    assert.deepEqual(
      data.map(({ id, name, webapp_link }) => ({ id, name, webapp_link })),
      [
        {
          id: 'appkit-wc-test-wallet',
          name: 'AppKit Test Wallet (WalletConnect)',
          webapp_link: walletConnect.testWalletUrl,
        },
      ],
    );
    // AppKit opens `{webapp_link}wc?uri=…`.
    const page = await fetch(`${walletConnect.testWalletUrl}wc?uri=${encodeURIComponent('wc:abc@2')}`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<h1>AppKit Test Wallet \(WalletConnect\)<\/h1>/);
  });

  // Security review F12: not every local port, which would include the server's (the frame's) own origin.
  it("lets the dev project allow exactly the demo page's two origins", async () => {
    const { serverUrl, projectId } = stack.config;
    const { allowedOrigins } = (await (
      await fetch(`${serverUrl}/projects/v1/origins?projectId=${projectId}`)
    ).json()) as { allowedOrigins: string[] };
    assert.deepEqual(allowedOrigins, [stack.urls.demo, stack.urls.demoSecondSite]);
    const proxied = (origin: string) =>
      fetch(stack.urls.rpcProxy!, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      });
    assert.equal((await proxied(stack.urls.demo!)).status, 200);
    assert.equal((await proxied(stack.urls.demo!.replace('127.0.0.1', 'localhost'))).status, 403);
  });

  it('serves the demo page with the DevConfig inlined', async () => {
    const response = await fetch(`${stack.urls.demo}/`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.ok(html.includes(`window.__APPKIT_DEV__ = ${JSON.stringify(stack.config)};`));
  });

  it('is reached by Chromium on 127.0.0.1, and the page calls the server on localhost', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`${stack.urls.demo}/`);
      const answers = await page.evaluate(async () => {
        const dev = (window as unknown as { __APPKIT_DEV__: { serverUrl: string; projectId: string } }).__APPKIT_DEV__;
        const url = `${dev.serverUrl}/v1/?chainId=eip155:31338&projectId=${dev.projectId}`;
        const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
        // text/plain is a simple request; application/json needs the CORS preflight.
        const plain = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
        const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        return { origin: location.origin, plain: await plain.json(), json: await json.json() };
      });
      assert.equal(answers.origin, stack.urls.demo);
      assert.deepEqual(answers.plain, { jsonrpc: '2.0', id: 1, result: '0x7a6a' });
      assert.deepEqual(answers.json, { jsonrpc: '2.0', id: 1, result: '0x7a6a' });
    } finally {
      await browser.close();
    }
  });

  it("runs the OIDC stand-in and points the server's social login at it, every provider", async () => {
    assert.match(stack.urls.oidc ?? '', /^http:\/\/127\.0\.0\.1:\d+$/);
    const discovery = (await (await fetch(`${stack.urls.oidc}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
    };
    assert.equal(discovery.issuer, stack.urls.oidc);
    const { publicKey } = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    const body = {
      projectId: stack.config.projectId,
      deviceId: webcrypto.randomUUID(),
      devicePublicKey: await webcrypto.subtle.exportKey('jwk', publicKey),
      attemptSecretHash: Buffer.from(
        await webcrypto.subtle.digest('SHA-256', webcrypto.getRandomValues(new Uint8Array(32))),
      ).toString('base64url'),
    };
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      const response = await fetch(`${stack.urls.server}/auth/v1/oauth/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, provider }),
      });
      assert.equal(response.status, 200, provider);
      const authorizationUrl = new URL(((await response.json()) as { authorizationUrl: string }).authorizationUrl);
      assert.equal(authorizationUrl.origin, stack.urls.oidc);
      assert.equal(authorizationUrl.searchParams.get('client_id'), provider);
      assert.equal(authorizationUrl.searchParams.get('redirect_uri'), `${stack.urls.server}/auth/v1/oauth/callback`);
    }
  });

  it('binds everything to 127.0.0.1 only', async () => {
    for (const url of [
      stack.urls.server!,
      stack.urls.chainA!,
      stack.urls.chainB!,
      stack.urls.demo!,
      stack.urls.solana!,
      stack.config.solana.wsUrl,
      stack.urls.oidc!,
    ]) {
      const port = new URL(url).port;
      assert.equal(await isListening({ url: `http://127.0.0.1:${port}` }), true, url);
      const external = await externalAddress();
      if (external)
        assert.equal(await isListening({ url: `http://${external}:${port}` }), false, `${url} on ${external}`);
    }
  });
});

describe('startDevStack stop()', () => {
  // Runs last in this file: it stops the shared stack; after() then calls stop() a second time.
  it('frees every port', async () => {
    const urls = [
      stack.urls.server!,
      stack.urls.chainA!,
      stack.urls.chainB!,
      stack.urls.demo!,
      stack.urls.solana!,
      stack.config.solana.wsUrl,
      stack.urls.oidc!,
    ];
    await stack.stop();
    for (const url of urls) assert.equal(await isListening({ url }), false, url);
  });
});
