import assert from 'node:assert/strict';
import { createPublicClient, http, isAddressEqual, parseEventLogs, type Address, type Hex } from 'viem';
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction';

// Since issue 17 a visitor who signs in with a new embedded wallet starts on its smart account on
// the local chains (SPEC §9 default): the address the page shows is the smart account's, a send
// lands as a user operation through the server's bundler, and signatures are ERC-6492 (before
// deployment) or ERC-1271, which only a verification that asks the chain accepts.

const clientFor = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });

/**
 * Checks that the transaction `hash` (what eth_sendTransaction answered) carried a successful user
 * operation of the smart account `sender` through EntryPoint 0.7, and that the account has code
 * now. Returns the receipt.
 *
 * @example
 * await assertUserOperationLanded({ rpcUrl: chain.rpcUrl, hash, sender: address });
 */
export async function assertUserOperationLanded({
  rpcUrl,
  hash,
  sender,
}: {
  rpcUrl: string;
  hash: Hex;
  sender: string;
}) {
  const client = clientFor(rpcUrl);
  const receipt = await client.waitForTransactionReceipt({ hash });
  assert.equal(receipt.status, 'success');
  assert.equal(receipt.to?.toLowerCase(), entryPoint07Address.toLowerCase(), 'the bundle goes to EntryPoint 0.7');
  const operations = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs, eventName: 'UserOperationEvent' });
  const own = operations.filter(({ args }) => isAddressEqual(args.sender, sender as Address));
  assert.equal(own.length, 1, 'one user operation of the shown address');
  assert.equal(own[0]!.args.success, true, 'the user operation succeeded');
  const code = await client.getCode({ address: sender as Address });
  assert.ok(code && code !== '0x', 'the smart account is deployed');
  return receipt;
}

/**
 * viem's universal verification, on the chain: an EOA's signature, an ERC-6492 one of a smart
 * account not yet deployed, an ERC-1271 one after.
 *
 * @example
 * assert.equal(await verifyOnChain({ rpcUrl, address, message, signature }), true);
 */
export function verifyOnChain({
  rpcUrl,
  address,
  message,
  signature,
}: {
  rpcUrl: string;
  address: string;
  message: string;
  signature: Hex;
}): Promise<boolean> {
  return clientFor(rpcUrl).verifyMessage({ address: address as Address, message, signature });
}
