import { join } from 'node:path';
import { rpcUrlFor } from '../src/core/protocol/rpc-url-for.js';
import { deployAccountAbstraction } from './chains/deploy-account-abstraction.js';
import { deployDevToken } from './chains/deploy-dev-token.js';
import { deployExchange } from './chains/deploy-exchange.js';
import { devExchangeSwap } from './convert/dev-exchange-swap.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from './chains/start-hardhat-node.js';
import { startSolanaShim } from './chains/solana/start-solana-shim.js';
import { SOLANA_DEV_KEYPAIR_LAMPORTS, solanaDevKeypairs } from './chains/solana/dev-keypairs.js';
import { DEV_SPL_TOKEN, DEV_SPL_TOKEN_AMOUNT, devSplTokenGenesis } from './chains/solana/dev-spl-token.js';
import { loadAuthSecrets } from './auth/load-auth-secrets.js';
import { openDatabase } from './db/open-database.js';
import { setProjectOrigins } from './db/set-project-origins.js';
import { startDemoServer } from './demo-server.js';
import { DEV_BUNDLER_ACCOUNT } from './dev-bundler-account.js';
import { DEFAULT_NAME_ZONE } from '../src/core/protocol/names-api.js';
import { buildDevConfig, DEV_PROJECT_ID, DEV_TOKEN, devChainSpecs, type DevConfig } from './dev-config.js';
import { findFreePort } from './find-free-port.js';
import { startSmtpSink } from './mail/start-smtp-sink.js';
import { startOidcStandIn } from './oidc/start-oidc-stand-in.js';
import { DATABASE_FILE_NAME, readDataDir } from './server-config.js';
import { loadSiwxSecret } from './siwx/load-siwx-secret.js';
import { startServer } from './start-server.js';
import { registerWcTestWallet } from './wc-wallet/register-wc-test-wallet.js';

/**
 * Name registration attempts per hour per IP on the dev stack (production keeps 20, names-rate-limit.ts):
 * every test on a shared stack registers from 127.0.0.1, refused attempts included.
 */
export const DEV_NAME_REGISTRATIONS_PER_HOUR_PER_IP = 200;

export interface StartDevStackParameters {
  /** Omitted or 0 picks a free port. */
  ports?: { demo?: number; server?: number; chainA?: number; chainB?: number; solana?: number; oidc?: number };
  /** Start the demo page server too. Defaults to true; chain tests skip it. */
  demo?: boolean;
  /** Repository root for the demo server. Defaults to process.cwd(). */
  root?: string;
  /** Folder of the server's SQLite file. Defaults to APPKIT_DATA_DIR, else `{root}/.dev`. */
  dataDir?: string;
  /** Exact origins the dev project allows besides the demo page's (the chain tests' page). */
  allowedOrigins?: readonly string[];
  log?: (message: string) => void;
  /** The name service's zone (server and dev config agree); defaults to reown.id. */
  nameZone?: string;
}

export interface StartDevStackReturnType {
  config: DevConfig;
  /** demo (when started), demoSecondSite (the same demo on another site), server, rpcProxy (an example call), chainA, chainB, solana (the shim's RPC URL), mailbox (dev SMTP sink's mails), oidc (the OIDC stand-in's issuer), relay (WalletConnect), wcWallet (the WalletConnect test wallet page). */
  urls: Record<string, string>;
  stop(): Promise<void>;
  /** Stops only the reference server; chains and demo page keep running (e2e: the modal with its server down). */
  stopServer(): Promise<void>;
}

/**
 * Starts the local dev stack: two hardhat chains with DevToken deployed and funded and ERC-4337
 * (EntryPoint 0.7/0.8 at their canonical addresses, LocalAccountFactory), the local
 * Solana endpoint (a LiteSVM JSON-RPC shim with funded dev keypairs), the SMTP sink, the OIDC
 * stand-in for the social providers, the reference server (RPC proxy and bundler for both chains) and the demo page server. If any part fails, the
 * parts already running are stopped before the error is thrown.
 *
 * @example
 * const stack = await startDevStack({ ports: { demo: 5173 } });
 * console.log(stack.urls.demo);
 * await stack.stop();
 */
export async function startDevStack({
  ports = {},
  demo = true,
  root = process.cwd(),
  dataDir = readDataDir({ root }),
  allowedOrigins = [],
  log = () => {},
  nameZone = DEFAULT_NAME_ZONE,
}: StartDevStackParameters = {}): Promise<StartDevStackReturnType> {
  const stops: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopAll({ stops }));

  try {
    const started = await Promise.allSettled(
      devChainSpecs.map((spec) => startHardhatNode({ port: ports[spec.key] ?? 0, chainId: spec.id })),
    );
    for (const result of started) if (result.status === 'fulfilled') stops.push(result.value.stop);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const nodes = started.map((result) => (result as PromiseFulfilledResult<StartHardhatNodeReturnType>).value);
    nodes.forEach((node) => log(`chain ${node.chainId} ready on ${node.rpcUrl} (pid ${node.pid})`));

    // Per chain one after the other (both send from dev account #0), the two chains in parallel.
    const deployed = await Promise.all(
      nodes.map(async ({ rpcUrl, chainId }) => {
        const tokenAddress = await deployDevToken({ rpcUrl, chainId });
        const accountAbstraction = await deployAccountAbstraction({ rpcUrl, chainId });
        // The exchange pairs DEV with the new tokens, so it comes after DEV (issue 19 part 1).
        const exchange = await deployExchange({ rpcUrl, chainId, devToken: tokenAddress });
        return { tokenAddress, accountAbstraction, exchange };
      }),
    );
    const tokenAddresses = deployed.map(({ tokenAddress }) => tokenAddress);
    nodes.forEach((node, index) => {
      const { tokenAddress, accountAbstraction, exchange } = deployed[index]!;
      log(`DEV token on chain ${node.chainId}: ${tokenAddress}`);
      log(
        `Uniswap V2 on chain ${node.chainId}: router ${exchange.router}, factory ${exchange.factory}, WETH ${exchange.weth}; ${exchange.tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')}`,
      );
      log(
        `ERC-4337 on chain ${node.chainId}: EntryPoint 0.7 ${accountAbstraction.entryPoint07}, 0.8 ${accountAbstraction.entryPoint08}, LocalAccountFactory ${accountAbstraction.accountFactory}`,
      );
    });

    // SHIM: LiteSVM behind JSON-RPC (port) + WebSocket (port + 1), dev keypairs funded with SOL
    // and, from genesis, with the dev SPL token (issue 20 part 6).
    const solana = await startSolanaShim({
      port: ports.solana ?? 0,
      genesisAccounts: [
        ...solanaDevKeypairs.map(({ publicKey }) => ({ publicKey, lamports: SOLANA_DEV_KEYPAIR_LAMPORTS })),
        ...devSplTokenGenesis(),
      ],
    });
    stops.push(solana.stop);
    log(`Solana shim (LiteSVM) ready on ${solana.rpcUrl}, subscriptions on ${solana.wsUrl}`);
    log(
      `SPL token on Solana: ${DEV_SPL_TOKEN.symbol} (${DEV_SPL_TOKEN.name}, ${DEV_SPL_TOKEN.decimals} decimals) mint ${DEV_SPL_TOKEN.mint}, ${DEV_SPL_TOKEN_AMOUNT / 10n ** BigInt(DEV_SPL_TOKEN.decimals)} per dev keypair`,
    );

    const databasePath = join(dataDir, DATABASE_FILE_NAME);
    const database = openDatabase({ path: databasePath });
    stops.push(async () => void database.close());
    log(`database ${databasePath}`);
    // Dev SMTP sink: the code mails of the auth API land here (shown at /dev/mailbox, codes printed).
    const sink = await startSmtpSink({ log });
    stops.push(sink.stop);
    log(`SMTP sink on 127.0.0.1:${sink.port}`);
    // STAND-IN: one local OIDC provider plays Google, GitHub, Apple, Facebook, X and Discord. It
    // registers the server's callback as redirect URI, so the server's port is fixed first.
    const serverPort = ports.server || (await findFreePort());
    // The wallet frame and the callback page are served on `localhost` (WebAuthn needs a host name);
    // the demo dapp on 127.0.0.1, another site.
    const redirectUri = `http://localhost:${serverPort}/auth/v1/oauth/callback`;
    const standIn = await startOidcStandIn({ port: ports.oidc ?? 0, redirectUri, log });
    stops.push(standIn.stop);
    log(`OIDC stand-in (Google, GitHub, Apple, Facebook, X, Discord) on ${standIn.issuer}`);
    const server = await startServer({
      port: serverPort,
      publicHostname: 'localhost',
      database,
      auth: {
        ...loadAuthSecrets({ dataDir, production: false }),
        smtp: sink.smtp,
        oauth: { redirectUri, providers: standIn.providers },
      },
      mailbox: sink.mailbox,
      siwx: { secret: loadSiwxSecret({ dataDir, production: false }) },
      names: { zone: nameZone, registrationsPerHourPerIp: DEV_NAME_REGISTRATIONS_PER_HOUR_PER_IP },
      chains: nodes.map((node, index) => ({
        chainId: node.chainId,
        rpcUrl: node.rpcUrl,
        name: devChainSpecs[index]!.name,
        tokens: [
          { address: tokenAddresses[index]!, name: 'Dev Token', ...DEV_TOKEN },
          ...deployed[index]!.exchange.tokens,
        ],
        accountAbstraction: {
          entryPoints: [
            deployed[index]!.accountAbstraction.entryPoint07,
            deployed[index]!.accountAbstraction.entryPoint08,
          ],
          accountFactory: deployed[index]!.accountAbstraction.accountFactory,
          bundlerPrivateKey: DEV_BUNDLER_ACCOUNT.privateKey,
        },
        swap: devExchangeSwap({ exchange: deployed[index]!.exchange }),
      })),
      // The embedded wallet's frame reaches the local Solana cluster through the proxy (its CSP allows only its own server).
      // Its tokens: the data API lists the dev SPL token's balances (and its image).
      rpcNetworks: [{ caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl, tokens: [DEV_SPL_TOKEN] }],
      // Activity for GET /v1/account/{address}/history: both chains, and the dev keypairs' SOL and SPL transfers.
      activity: {
        solana: {
          rpcUrl: solana.rpcUrl,
          chain: solana.caipNetworkId,
          addresses: solanaDevKeypairs.map((keypair) => keypair.publicKey),
          tokens: [DEV_SPL_TOKEN],
        },
      },
    });
    stops.push(server.stop);
    log(`server ready on ${server.url}`);

    // The demo URL goes into the config the demo page embeds, so its port is fixed first.
    const demoPort = demo ? ports.demo || (await findFreePort()) : undefined;
    const config = buildDevConfig({
      serverUrl: server.url,
      demoUrl: demoPort ? `http://127.0.0.1:${demoPort}` : '',
      chains: devChainSpecs.map((spec, index) => ({
        id: spec.id,
        name: spec.name,
        rpcUrl: nodes[index]!.rpcUrl,
        tokenAddress: tokenAddresses[index]!,
        accountAbstraction: deployed[index]!.accountAbstraction,
        exchange: deployed[index]!.exchange,
      })),
      solana: { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl },
      nameZone,
    });

    const urls: Record<string, string> = {
      server: server.url,
      rpcProxy: rpcUrlFor({ baseUrl: server.url, chainId: `eip155:${devChainSpecs[0].id}`, projectId: DEV_PROJECT_ID }),
      chainA: nodes[0]!.rpcUrl,
      chainB: nodes[1]!.rpcUrl,
      solana: solana.rpcUrl,
      mailbox: `${server.url}/dev/mailbox`,
      oidc: standIn.issuer,
      relay: config.walletConnect.relayUrl,
      wcWallet: config.walletConnect.testWalletUrl,
    };
    // The WalletConnect test wallet in the dev directory, its webapp_link on this server's port.
    registerWcTestWallet({ database, webappUrl: config.walletConnect.testWalletUrl });
    if (demoPort) {
      const demoServer = await startDemoServer({ port: demoPort, root, devConfig: config });
      stops.push(demoServer.stop);
      urls.demo = demoServer.url;
      urls.demoSecondSite = demoServer.secondSiteUrl;
      log(`demo page on ${demoServer.url}`);
    }
    // The dev project allows exactly these origins, not every local port (that would include this
    // server's own origin: security review F12).
    const devOrigins = [urls.demo, urls.demoSecondSite, ...allowedOrigins].filter((origin): origin is string =>
      Boolean(origin),
    );
    setProjectOrigins({ database, projectId: DEV_PROJECT_ID, allowedOrigins: devOrigins });
    return { config, urls, stop, stopServer: server.stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Stops in reverse start order; one part failing to stop does not keep the others running. */
async function stopAll({ stops }: { stops: Array<() => Promise<void>> }): Promise<void> {
  const errors: unknown[] = [];
  for (const stopPart of [...stops].reverse()) {
    await stopPart().catch((error: unknown) => errors.push(error));
  }
  if (errors.length) throw new AggregateError(errors, 'Some parts of the dev stack did not stop cleanly');
}
