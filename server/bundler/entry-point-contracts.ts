import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

/** The EntryPoint versions this bundler serves (the unpacked RPC form of both is the same). */
export type EntryPointVersion = '0.7' | '0.8';

export interface EntryPointContracts {
  version: EntryPointVersion;
  /**
   * EntryPointSimulations' ABI: the EntryPoint's (handleOps, getUserOpHash, events, errors) plus
   * simulateValidation and simulateHandleOp.
   */
  abi: Abi;
  /** EntryPointSimulations' runtime code, put in place of the EntryPoint's for an eth_call. */
  simulationsCode: Hex;
}

/** Each version from its own package (0.7 through the npm alias), so the simulation matches the deployed code. */
const PACKAGE_OF_VERSION: Record<EntryPointVersion, string> = {
  '0.7': 'account-abstraction-contracts-07',
  '0.8': '@account-abstraction/contracts',
};

const require = createRequire(import.meta.url);
const loaded = new Map<EntryPointVersion, EntryPointContracts>();

/**
 * The ABI and simulation code of an EntryPoint version, read once from the package's artifacts
 * (server-side only: nothing under src/ or frame/ imports these packages).
 *
 * @example
 * const { abi, simulationsCode } = readEntryPointContracts({ version: '0.7' });
 */
export function readEntryPointContracts({ version }: { version: EntryPointVersion }): EntryPointContracts {
  const cached = loaded.get(version);
  if (cached) return cached;
  const path = require.resolve(`${PACKAGE_OF_VERSION[version]}/artifacts/EntryPointSimulations.json`);
  const artifact = JSON.parse(readFileSync(path, 'utf8')) as { abi: Abi; deployedBytecode: Hex };
  const contracts = { version, abi: artifact.abi, simulationsCode: artifact.deployedBytecode };
  loaded.set(version, contracts);
  return contracts;
}
