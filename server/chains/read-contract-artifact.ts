import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

export interface ContractArtifact {
  abi: Abi;
  /** Creation code (init code), 0x-prefixed. */
  bytecode: Hex;
}

/**
 * Reads a compiled contract's `{abi, bytecode}` from a JSON artifact: ours (server/chains/artifacts,
 * written by compile.mjs) or a package's (hardhat's format has the same two fields).
 *
 * @example
 * const { abi, bytecode } = readContractArtifact({ url: new URL('./artifacts/LocalAccount.json', import.meta.url) });
 */
export function readContractArtifact({ url }: { url: URL }): ContractArtifact {
  const path = fileURLToPath(url);
  const artifact = JSON.parse(readFileSync(path, 'utf8')) as Partial<ContractArtifact>;
  if (!Array.isArray(artifact.abi) || !artifact.bytecode?.startsWith('0x') || artifact.bytecode.length <= 2) {
    throw new Error(`${path} is not a {abi, bytecode} artifact; run npm run compile:contracts`);
  }
  return { abi: artifact.abi, bytecode: artifact.bytecode };
}
