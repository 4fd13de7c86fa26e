import { build, type Metafile } from 'esbuild';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface CreateTestWalletBundlerParameters {
  /** The repository root; esbuild resolves and reports paths relative to it. */
  root: string;
  /** Entry, relative to root. */
  entry?: string;
}

export type TestWalletBundle = { kind: 'ok'; code: string } | { kind: 'missing'; entry: string };

export interface TestWalletBundler {
  /** Builds on first call, then reuses the bundle until one of our source files changes. */
  get(): Promise<TestWalletBundle>;
}

const DEFAULT_ENTRY = 'test/helpers/evm-test-wallet/demo-entry.ts';

/**
 * Bundles the EVM test wallet for the demo page (`/test-wallet.js`), so it can be injected by hand.
 *
 * @example
 * const bundler = createTestWalletBundler({ root: process.cwd() });
 * const bundle = await bundler.get();
 */
export function createTestWalletBundler({
  root,
  entry = DEFAULT_ENTRY,
}: CreateTestWalletBundlerParameters): TestWalletBundler {
  let current: Promise<{ code: string; inputs: Map<string, string> }> | undefined;

  async function isStale(): Promise<boolean> {
    if (!current) return true;
    try {
      const { inputs } = await current;
      for (const [path, version] of inputs) {
        if (fileVersion(await stat(join(root, path))) !== version) return true;
      }
      return false;
    } catch {
      return true; // a failed build, or a source file that went away
    }
  }

  return {
    async get() {
      const entryPath = join(root, entry);
      if (!(await stat(entryPath).catch(() => undefined))) return { kind: 'missing', entry };
      if (await isStale()) current = bundle({ root, entryPath });
      const { code } = await current!;
      return { kind: 'ok', code };
    },
  };
}

async function bundle({ root, entryPath }: { root: string; entryPath: string }) {
  // The repo's tsconfig carries the decorator settings Lit code needs.
  const tsconfig = join(root, 'tsconfig.json');
  const result = await build({
    entryPoints: [entryPath],
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: false,
    write: false,
    metafile: true,
    logLevel: 'silent',
    ...(existsSync(tsconfig) ? { tsconfig } : {}),
    define: { 'process.env.NODE_ENV': '"development"' },
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, inputs: await ownInputVersions({ root, metafile: result.metafile }) };
}

/** Files outside node_modules only: dependencies do not change while the dev stack runs. */
async function ownInputVersions({ root, metafile }: { root: string; metafile: Metafile }) {
  const inputs = new Map<string, string>();
  for (const path of Object.keys(metafile.inputs)) {
    if (path.includes('node_modules/') || path.includes(':')) continue;
    inputs.set(path, fileVersion(await stat(join(root, path))));
  }
  return inputs;
}

/** Size as well as mtime, for file systems with coarse timestamps. */
function fileVersion({ mtimeMs, size }: { mtimeMs: number; size: number }): string {
  return `${mtimeMs}:${size}`;
}
