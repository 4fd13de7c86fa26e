import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { encodeDeployData, zeroHash, type Address, type Hex } from 'viem';
import type { DevAccountAbstraction } from '../dev-config.js';
import { createDevChainClients } from './create-dev-chain-clients.js';
import { deployDeterministic, ensureDeterministicDeployer } from './deterministic-deployer.js';
import { readContractArtifact } from './read-contract-artifact.js';

export type { DevAccountAbstraction };

export interface DeployAccountAbstractionParameters {
  /** A hardhat node (the deterministic deployer is installed with `hardhat_setCode`). */
  rpcUrl: string;
  chainId: number;
}

/** The canonical EntryPoints and the salts they were deployed with (capabilities.md §6.1). */
const ENTRY_POINTS = [
  {
    version: '0.7',
    packageName: 'account-abstraction-contracts-07', // npm alias of @account-abstraction/contracts 0.7.0
    salt: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
    address: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  },
  {
    version: '0.8',
    packageName: '@account-abstraction/contracts',
    salt: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
    address: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  },
] as const satisfies ReadonlyArray<{ version: string; packageName: string; salt: Hex; address: Address }>;

const require = createRequire(import.meta.url);

/**
 * Puts ERC-4337 on a local chain at fixed addresses: EntryPoint 0.7 and 0.8 at their mainnet
 * addresses (so viem's defaults work unchanged) and LocalAccount with its LocalAccountFactory, all
 * CREATE2-deployed through the deterministic deployment proxy from dev account #0. Idempotent:
 * whatever already has code is skipped.
 *
 * @example
 * const { entryPoint07, accountFactory } = await deployAccountAbstraction({ rpcUrl: chain.rpcUrl, chainId: 31337 });
 */
export async function deployAccountAbstraction({
  rpcUrl,
  chainId,
}: DeployAccountAbstractionParameters): Promise<DevAccountAbstraction> {
  const clients = createDevChainClients({ rpcUrl, chainId });
  await ensureDeterministicDeployer(clients);

  // One after another: the transactions share dev account #0's nonce.
  for (const { version, packageName, salt, address } of ENTRY_POINTS) {
    const { bytecode } = readContractArtifact({
      url: pathToFileURL(require.resolve(`${packageName}/artifacts/EntryPoint.json`)),
    });
    await deployDeterministic({
      ...clients,
      label: `EntryPoint ${version}`,
      salt,
      initCode: bytecode,
      expectedAddress: address,
    });
  }
  const account = readContractArtifact({ url: new URL('./artifacts/LocalAccount.json', import.meta.url) });
  const implementation = await deployDeterministic({
    ...clients,
    label: 'LocalAccount',
    salt: zeroHash,
    initCode: account.bytecode,
  });
  const factory = readContractArtifact({ url: new URL('./artifacts/LocalAccountFactory.json', import.meta.url) });
  const accountFactory = await deployDeterministic({
    ...clients,
    label: 'LocalAccountFactory',
    salt: zeroHash,
    initCode: encodeDeployData({ abi: factory.abi, bytecode: factory.bytecode, args: [implementation] }),
  });
  return { entryPoint07: ENTRY_POINTS[0].address, entryPoint08: ENTRY_POINTS[1].address, accountFactory };
}
