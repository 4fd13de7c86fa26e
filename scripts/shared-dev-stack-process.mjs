// The process behind shared-dev-stack.mjs: runs one dev stack (chains, Solana shim, SMTP sink,
// OIDC stand-in, reference server, demo page) on free ports with a fresh data folder, tells its
// parent the stack's config over IPC, and stops the stack when the parent says so (SIGTERM,
// SIGINT) or goes away (the IPC channel closes, e.g. the parent was killed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const allowedOrigins = JSON.parse(process.env.APPKIT_SHARED_STACK_ORIGINS || '[]');
const dataDir = mkdtempSync(join(tmpdir(), 'appkit-shared-stack-'));
let starting;
let stopping;

function shutDown(code) {
  stopping ??= (async () => {
    // A stack still starting is awaited, so its hardhat nodes are stopped, not orphaned.
    const stack = await starting?.catch(() => undefined);
    await stack?.stop().catch((error) => console.error('[shared stack] stop:', error));
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  })();
  return stopping;
}

process.on('SIGTERM', () => shutDown(0));
process.on('SIGINT', () => shutDown(0));
process.on('disconnect', () => shutDown(0));

try {
  const { startDevStack } = await tsImport('../server/dev-stack.ts', import.meta.url);
  // No log function: the SMTP sink would print every mailed code, and the e2e secret watch reads
  // this process's output (a code in it counts as a leak, as it did with the stack in-process).
  starting = startDevStack({ demo: true, dataDir, allowedOrigins });
  const stack = await starting;
  process.send?.({ type: 'ready', stack: { config: stack.config, urls: stack.urls, dataDir, allowedOrigins } });
} catch (error) {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[shared stack] did not start: ${message}`);
  process.send?.({ type: 'failed', message });
  await shutDown(1);
}
