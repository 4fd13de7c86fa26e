// `npm start`: starts the local dev stack (two hardhat chains with DevToken, the Solana shim, the OIDC
// stand-in, the reference server, the demo page) while rollup's watcher builds the browser bundle
// and the wallet frame (scripts/start/watch-build.mjs), and prints the URLs once both are done.
// One build, not a build then a watcher that builds again, and the two in parallel: issue 14
// part 9 (ready in ≤ 20 s). Ctrl-C / SIGTERM stops every child by its PID and exits 0.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const watchBuild = fileURLToPath(new URL('./start/watch-build.mjs', import.meta.url));
const startedAt = Date.now();

const ports = {
  demo: readPort('DEMO_PORT', 5173),
  server: readPort('SERVER_PORT', 8787),
  chainA: readPort('CHAIN_A_PORT', 8545),
  chainB: readPort('CHAIN_B_PORT', 8546),
  solana: readPort('SOLANA_PORT', 8899),
  oidc: readPort('OIDC_PORT', 9400),
};

/** Children we spawned ourselves (the build watcher); the stack stops its own. */
const children = new Set();
let stack;
let stackStarting;
let shuttingDown = false;

process.on('SIGINT', () => shutDown({ signal: 'SIGINT' }));
process.on('SIGTERM', () => shutDown({ signal: 'SIGTERM' }));

try {
  const firstBuild = startBuildWatcher();
  const { startDevStack } = await tsImport('../server/dev-stack.ts', import.meta.url);
  log('starting chains, server and demo page while the first build runs…');
  stackStarting = startDevStack({ ports, root, log: (message) => log(message) });
  // The demo page needs the build only when a browser asks, but its URL is printed once the page works.
  const [built] = await Promise.all([firstBuild, stackStarting.then((started) => (stack = started))]);
  if (shuttingDown) await new Promise(() => {}); // shutDown() exits; the watcher it stopped is no failed build
  // A broken build still starts the stack: the watcher rebuilds as soon as the source is fixed.
  if (built === false) console.warn('[start] warning: the first build failed (above); the watcher keeps trying');
  printUrls({ stack });
} catch (error) {
  if (shuttingDown) await new Promise(() => {}); // shutDown() exits
  console.error(`\n[start] ${error instanceof Error ? error.message : error}`);
  await stopEverything();
  process.exit(1);
}

function readPort(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`[start] ${name}=${raw} is not a port number`);
    process.exit(1);
  }
  return port;
}

function log(message) {
  console.log(`[start] ${message}`);
}

/**
 * Starts rollup's watcher over the browser and frame builds; resolves to whether its first build
 * succeeded (undefined when there is no rollup.config.mjs to build).
 */
function startBuildWatcher() {
  if (!existsSync(new URL('../rollup.config.mjs', import.meta.url))) {
    console.warn('[start] warning: rollup.config.mjs does not exist yet, so dist/ is not built and not watched');
    return Promise.resolve(undefined);
  }
  log('building the browser bundle and the wallet frame (rollup --watch, BUILD=browser)…');
  // The IPC channel also ends the watcher if we are killed. Not exit-with-parent.cjs: worker threads
  // inherit `--require`, and it would end terser's workers at once (their stdin is empty), hanging the build.
  const watcher = track(
    spawn(process.execPath, [watchBuild], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  return new Promise((resolve) => {
    watcher.on('message', (message) => {
      if (message?.type === 'built') resolve(message.ok);
    });
    watcher.once('exit', () => resolve(false));
    watcher.once('error', () => resolve(false));
  });
}

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function printUrls({ stack }) {
  const { config, urls } = stack;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const [first] = config.devAccounts;
  const lines = [
    '',
    `  AppKit dev stack is up (${seconds} s)`,
    '',
    `  Demo page    ${urls.demo}    (the same demo as another site: ${urls.demoSecondSite})`,
    `  Server       ${urls.server}    (health: ${urls.server}/health)`,
    `  RPC proxy    ${urls.rpcProxy}`,
    `  Project ID   ${config.projectId}`,
    `  Mailbox      ${urls.mailbox}    (email sign-in codes; also printed here as [mail] lines)`,
    `  Wallet frame ${urls.server}/frame/    (the embedded wallet, on the server's site)`,
    `  WC relay     ${urls.relay}    (WalletConnect relay of the reference server; wallets on this relay only)`,
    `  WC wallet    ${urls.wcWallet}    (dev-only WalletConnect test wallet, also in the wallet list)`,
    `  OIDC stand-in ${urls.oidc}    (STAND-IN for Google, GitHub, Apple, Facebook, X, Discord: any name signs in)`,
    '',
    ...config.chains.flatMap((chain) => [
      `  ${chain.name.padEnd(13)}chainId ${chain.id}   ${chain.rpcUrl}`,
      `               DEV token ${chain.token.address}`,
      `               Uniswap V2 router ${chain.exchange.router}  WETH ${chain.exchange.weth}`,
      `               ${chain.exchange.tokens.map((token) => `${token.symbol} ${token.address}`).join('  ')}`,
    ]),
    `  ${'Solana'.padEnd(13)}${config.solana.caipNetworkId}   ${config.solana.rpcUrl}   (ws ${config.solana.wsUrl})`,
    `               SHIM: LiteSVM behind JSON-RPC; ${config.solana.devKeypairs.length} dev keypairs with 100 SOL, #0 ${config.solana.devKeypairs[0]?.publicKey}`,
    ...config.solana.tokens.map(
      (token) =>
        `               SPL ${token.symbol} (${token.decimals} decimals, 1000 per dev keypair) mint ${token.mint}`,
    ),
    '',
    `  Dev accounts ${config.devAccounts.length} (10000 ETH each, #1..#9 hold 1000 DEV), #0 ${first?.address}`,
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function stopEverything() {
  const stopping = [stack?.stop().catch((error) => console.error('[start] stop:', error))];
  for (const child of children) stopping.push(stopChild(child));
  await Promise.all(stopping);
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function shutDown({ signal }) {
  if (shuttingDown) return;
  shuttingDown = true;
  log(`${signal}: stopping…`);
  // A stack still starting is awaited so its hardhat nodes are stopped, not orphaned.
  stack ??= await stackStarting?.catch(() => undefined);
  await stopEverything();
  log('stopped');
  process.exit(0);
}
