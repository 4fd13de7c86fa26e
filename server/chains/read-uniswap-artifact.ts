import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ContractArtifact } from './read-contract-artifact.js';

/**
 * The Uniswap V2 builds the dev stack deploys. They are GPL-3.0 (devDependencies
 * `@uniswap/v2-core`, `@uniswap/v2-periphery`): only server/chains reads them, at run time, to
 * deploy them on the local chains; src/, react/ and frame/ never import them, so no byte of them
 * reaches dist/ (test/architecture/gpl-artifacts.node.test.ts).
 */
export type UniswapArtifactName =
  | 'v2-core/build/UniswapV2Factory'
  | 'v2-core/build/UniswapV2Pair'
  | 'v2-periphery/build/UniswapV2Router02'
  | 'v2-periphery/build/WETH9';

const require = createRequire(import.meta.url);

/**
 * Reads `{abi, bytecode}` from one of the npm packages' waffle builds, whose bytecode has no `0x`.
 *
 * @example
 * const { abi, bytecode } = readUniswapArtifact({ name: 'v2-periphery/build/WETH9' });
 */
export function readUniswapArtifact({ name }: { name: UniswapArtifactName }): ContractArtifact {
  const path = require.resolve(`@uniswap/${name}.json`);
  const artifact = JSON.parse(readFileSync(path, 'utf8')) as { abi?: unknown; bytecode?: unknown };
  const hex = typeof artifact.bytecode === 'string' ? artifact.bytecode.replace(/^0x/, '') : '';
  if (!Array.isArray(artifact.abi) || !/^[0-9a-fA-F]+$/.test(hex)) {
    throw new Error(`${path} is not a build with abi and bytecode (is @uniswap/${name.split('/')[0]} installed?)`);
  }
  return { abi: artifact.abi, bytecode: `0x${hex}` };
}
