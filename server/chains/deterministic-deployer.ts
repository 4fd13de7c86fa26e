import {
  concat,
  getContractAddress,
  isAddressEqual,
  type Address,
  type Hex,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from 'viem';

/**
 * Nick's deterministic deployment proxy (github.com/Arachnid/deterministic-deployment-proxy): on
 * mainnets it comes from a keyless transaction; locally we install its runtime code directly. It
 * CREATE2-deploys `calldata[32:]` with salt `calldata[0:32]`, which is how the canonical EntryPoint
 * addresses were made.
 */
export const DETERMINISTIC_DEPLOYER_ADDRESS: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';
const DETERMINISTIC_DEPLOYER_RUNTIME_CODE: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3';

export interface DeterministicDeployClients {
  publicClient: PublicClient;
  walletClient: WalletClient;
  testClient: TestClient;
}

/** Installs the proxy with `hardhat_setCode` unless something is already there. */
export async function ensureDeterministicDeployer({
  publicClient,
  testClient,
}: Omit<DeterministicDeployClients, 'walletClient'>): Promise<void> {
  if (await hasCode({ publicClient, address: DETERMINISTIC_DEPLOYER_ADDRESS })) return;
  await testClient.setCode({ address: DETERMINISTIC_DEPLOYER_ADDRESS, bytecode: DETERMINISTIC_DEPLOYER_RUNTIME_CODE });
}

export interface DeployDeterministicParameters extends DeterministicDeployClients {
  label: string;
  salt: Hex;
  initCode: Hex;
  /** Where the contract must land (a canonical address); a different result is an error, not a silent drift. */
  expectedAddress?: Address;
}

/**
 * CREATE2-deploys `initCode` through the proxy and returns its address; skips the transaction when
 * that address already has code (a second dev-stack start against the same chain).
 *
 * @example
 * const address = await deployDeterministic({ ...clients, label: 'EntryPoint 0.7', salt, initCode });
 */
export async function deployDeterministic({
  publicClient,
  walletClient,
  label,
  salt,
  initCode,
  expectedAddress,
}: DeployDeterministicParameters): Promise<Address> {
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER_ADDRESS,
    salt,
    bytecode: initCode,
  });
  if (expectedAddress && !isAddressEqual(address, expectedAddress)) {
    throw new Error(`${label} would land at ${address}, not at ${expectedAddress}: wrong bytecode or salt`);
  }
  if (await hasCode({ publicClient, address })) return address;
  if (!walletClient.account) throw new Error(`${label}: the wallet client has no account`);
  const hash = await walletClient.sendTransaction({
    account: walletClient.account,
    chain: walletClient.chain,
    to: DETERMINISTIC_DEPLOYER_ADDRESS,
    data: concat([salt, initCode]),
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  // The proxy reverts when CREATE2 fails, but check the code too: that is what callers rely on.
  if (receipt.status !== 'success' || !(await hasCode({ publicClient, address }))) {
    throw new Error(`${label} deployment to ${address} failed (tx ${hash})`);
  }
  return address;
}

async function hasCode({ publicClient, address }: { publicClient: PublicClient; address: Address }) {
  const code = await publicClient.getCode({ address });
  return code !== undefined && code !== '0x';
}
