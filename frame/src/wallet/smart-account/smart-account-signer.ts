import { toHex, type Address, type LocalAccount, type PublicClient } from 'viem';
import { privateKeyToAccount, toAccount, type PrivateKeyAccount } from 'viem/accounts';
import { entryPoint07Abi, toSoladySmartAccount } from 'viem/account-abstraction';
import type { WalletVault } from '../create-wallet-vault.js';
import { smartAccountSalt, type FrameSmartAccount } from './find-smart-account.js';

/**
 * The smart account's owner as a viem account whose every signature rebuilds the EVM key inside
 * `vault.withKeys` (checked against the wallet's address, zeroed after): the key exists only for
 * the signature itself, never while viem reads the chain around it. It signs messages and typed
 * data only (a user operation's hash is signed as a message), never a transaction.
 *
 * @example
 * const owner = vaultOwner({ vault, address: account.owner });
 */
export function vaultOwner({ vault, address }: { vault: WalletVault; address: Address }): LocalAccount {
  const withOwner = <T>(use: (account: PrivateKeyAccount) => Promise<T>) =>
    vault.withKeys(({ evm }) => use(privateKeyToAccount(toHex(evm.privateKey))));
  return toAccount({
    address,
    signMessage: ({ message }) => withOwner((account) => account.signMessage({ message })),
    signTypedData: (typedData) => withOwner((account) => account.signTypedData(typedData)),
    signTransaction: () => Promise.reject(new Error('The smart account’s owner signs no transactions')),
  });
}

/**
 * viem's Solady smart account for the wallet on one network (the server's entry point v0.7 and
 * factory, salt = owner in the top 20 bytes), at the address the factory gave. Its signMessage and
 * signTypedData answer ERC-6492 before deployment and ERC-1271 (ERC-7739) after.
 *
 * @example
 * const smart = await toFrameSmartAccount({ vault, account, client });
 * const signature = await smart.signMessage({ message: 'hello' });
 */
export function toFrameSmartAccount({
  vault,
  account,
  client,
}: {
  vault: WalletVault;
  account: FrameSmartAccount;
  client: PublicClient;
}) {
  return toSoladySmartAccount({
    client,
    owner: vaultOwner({ vault, address: account.owner }),
    factoryAddress: account.network.accountFactory as Address,
    entryPoint: { abi: entryPoint07Abi, address: account.network.entryPoint as Address, version: '0.7' },
    salt: smartAccountSalt(account.owner),
    address: account.address,
  });
}
