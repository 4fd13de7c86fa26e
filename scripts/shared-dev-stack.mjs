import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The environment variable that hands a running shared stack to test processes: JSON
 * `{ config, urls, dataDir, logFile, allowedOrigins }`. test/e2e/e2e-fixture.ts and
 * web-test-runner.chain.config.mjs use that stack when it is set and start their own otherwise.
 */
export const SHARED_STACK_ENV = 'APPKIT_TEST_STACK';

const childScript = fileURLToPath(new URL('./shared-dev-stack-process.mjs', import.meta.url));

/**
 * Starts the one dev stack the chain and end-to-end suites share, in a child process whose
 * output goes to `logFile` (the e2e secret watch searches it). Resolves once the stack is up;
 * rejects, with the child gone, if it fails to start. `stop()` ends it and waits for that (the
 * child also stops the stack if this process dies: its IPC channel closes).
 *
 * @example
 * const stack = await startSharedDevStack({ logFile: '/tmp/x/stack.log', allowedOrigins: ['http://localhost:8123'] });
 * process.env[SHARED_STACK_ENV] = stack.envValue;
 * await stack.stop();
 */
export async function startSharedDevStack({ logFile, allowedOrigins = [] }) {
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, [childScript], {
    stdio: ['ignore', output, output, 'ipc'],
    env: { ...process.env, APPKIT_SHARED_STACK_ORIGINS: JSON.stringify(allowedOrigins) },
  });
  closeSync(output);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // The stack stops its hardhat nodes in a few seconds; past this, nothing is left to wait for.
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killTimer);
  };
  const info = await new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message?.type === 'ready') resolve(message.stack);
      else if (message?.type === 'failed') reject(new Error(`the shared dev stack did not start (log: ${logFile})`));
    });
    void exited.then((status) =>
      reject(new Error(`the shared dev stack exited (${status}) before it was ready (log: ${logFile})`)),
    );
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { ...info, logFile, envValue: JSON.stringify({ ...info, logFile }), stop };
}
