import { readFileSync } from 'node:fs';
import type { Abi, Hex } from 'viem';

export interface DevTokenArtifact {
  abi: Abi;
  bytecode: Hex;
}

/** Reads the checked-in solc output (server/chains/compile.mjs writes it), so start-up never compiles. */
export function readDevTokenArtifact(): DevTokenArtifact {
  const url = new URL('./artifacts/DevToken.json', import.meta.url);
  const artifact = JSON.parse(readFileSync(url, 'utf8')) as Partial<DevTokenArtifact>;
  if (!Array.isArray(artifact.abi) || !artifact.bytecode?.startsWith('0x')) {
    throw new Error(`${url.pathname} is not a {abi, bytecode} artifact; run npm run compile:contracts`);
  }
  return { abi: artifact.abi, bytecode: artifact.bytecode };
}
