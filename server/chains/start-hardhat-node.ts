import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertPortFree } from '../assert-port-free.js';
import { findFreePort } from '../find-free-port.js';

export interface StartHardhatNodeParameters {
  /** 0 picks a free port. */
  port: number;
  chainId: number;
  /** Defaults to 30 s. */
  readyTimeoutMs?: number;
}

export interface StartHardhatNodeReturnType {
  rpcUrl: string;
  chainId: number;
  pid: number;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const hardhatCli = 'node_modules/hardhat/internal/cli/cli.js';
const hardhatConfig = 'server/chains/hardhat.config.cjs';
const exitWithParent = fileURLToPath(new URL('../exit-with-parent.cjs', import.meta.url));
const POLL_INTERVAL_MS = 100;
const OUTPUT_TAIL_CHARS = 4000;
/** Printed once our child has bound the port; see the readiness check below. */
const LISTENING_BANNER = 'Started HTTP and WebSocket JSON-RPC server at';

/**
 * Spawns `hardhat node` on 127.0.0.1 and resolves once it answers eth_chainId with the expected id.
 * The child is started and stopped by its own PID (a shell wrapper would orphan it on the port).
 *
 * @example
 * const chain = await startHardhatNode({ port: 0, chainId: 31337 });
 * await chain.stop();
 */
export async function startHardhatNode({
  port,
  chainId,
  readyTimeoutMs = 30_000,
}: StartHardhatNodeParameters): Promise<StartHardhatNodeReturnType> {
  const label = `hardhat node (chain ${chainId})`;
  if (port === 0) port = await findFreePort();
  else await assertPortFree({ port, label });

  const rpcUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      '--require',
      exitWithParent,
      hardhatCli,
      'node',
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
      '--config',
      hardhatConfig,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, HARDHAT_CHAIN_ID: String(chainId), HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      // stdin: closes when we die, see exit-with-parent.cjs. Hardhat logs every RPC call; the
      // output is drained into a short tail so the pipe never fills up and a failed start can say why.
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let outputTail = '';
  let listening = false;
  const keepTail = (chunk: Buffer) => {
    outputTail = (outputTail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
    listening ||= outputTail.includes(LISTENING_BANNER);
  };
  child.stdout.on('data', keepTail);
  child.stderr.on('data', keepTail);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killTimer);
    }
  }

  try {
    await waitForChain({
      rpcUrl,
      chainId,
      timeoutMs: readyTimeoutMs,
      exited,
      spawnError,
      isListening: () => listening,
    });
  } catch (error) {
    await stop();
    const tail = outputTail.trim() ? `\n--- hardhat output (tail) ---\n${outputTail.trim()}` : '';
    throw new Error(`${label} on ${rpcUrl} did not start: ${(error as Error).message}${tail}`, { cause: error });
  }
  if (child.pid === undefined) throw new Error(`${label}: no PID`);
  return { rpcUrl, chainId, pid: child.pid, stop };
}

interface WaitForChainParameters {
  rpcUrl: string;
  chainId: number;
  timeoutMs: number;
  exited: Promise<void>;
  spawnError: Promise<Error>;
  isListening: () => boolean;
}

/**
 * Ready means our child printed its listening banner and the port answers eth_chainId with the
 * expected id. The banner matters when another process grabs the port between our free-port
 * check and the child's bind: that process would answer the poll while our child exits.
 */
async function waitForChain({ rpcUrl, chainId, timeoutMs, exited, spawnError, isListening }: WaitForChainParameters) {
  let childGone: Error | undefined;
  void exited.then(() => (childGone ??= new Error('the process exited')));
  void spawnError.then((error) => (childGone ??= error));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (childGone) throw childGone;
    const answered = isListening() ? await readChainId({ rpcUrl }) : undefined;
    if (answered !== undefined) {
      if (answered !== chainId) throw new Error(`it answers chain id ${answered}, expected ${chainId}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(`no eth_chainId answer within ${timeoutMs} ms`);
}

async function readChainId({ rpcUrl }: { rpcUrl: string }): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const body = (await response.json()) as { result?: string };
    return body.result ? Number(body.result) : undefined;
  } catch {
    return undefined; // not listening yet
  }
}
