import type { Wallet } from '@wallet-standard/base';
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { Eip1193Provider } from '../connectors/evm/eip1193.js';
import { AccountNotFoundError } from '../core/errors/connector-errors.js';
import { InternalSdkError } from '../core/errors/internal-errors.js';
import { UnsupportedProviderMethodError } from '../core/errors/provider-rpc-error.js';
import type { ChainNamespace } from '../core/types/caip.js';
import type { Connector } from '../core/types/connector.js';
import { encodeBase58 } from '../core/utils/base58.js';

export interface SignSiwxMessageParameters {
  /** The namespace's connected connector; undefined: 'No ActiveCaipNetwork or client found'. */
  connector: Connector | undefined;
  namespace: ChainNamespace;
  address: string;
  /** The exact text to sign. */
  message: string;
}

/**
 * Signs a sign-in message with the connected wallet, the way the server verifies it: EVM
 * `personal_sign` (the text as UTF-8 hex) → the 0x signature; Solana Wallet Standard
 * `solana:signMessage` (the text as UTF-8 bytes) → the signature in base58. Wallet errors keep their codes.
 *
 * @example
 * const signature = await signSiwxMessage({ connector, namespace: 'eip155', address, message: text });
 */
export async function signSiwxMessage({ connector, namespace, address, message }: SignSiwxMessageParameters) {
  if (!connector?.provider) throw new InternalSdkError({ reason: 'NO_ACTIVE_CAIP_NETWORK' });
  const bytes = new TextEncoder().encode(message);
  if (namespace === 'solana') {
    const wallet = connector.provider as Wallet;
    const feature = (wallet.features as Partial<SolanaSignMessageFeature>)['solana:signMessage'];
    if (!feature) throw new UnsupportedProviderMethodError({ details: 'solana:signMessage' });
    const account = wallet.accounts.find((candidate) => candidate.address === address);
    if (!account) throw new AccountNotFoundError();
    const [output] = await feature.signMessage({ account, message: bytes });
    if (!output) throw new Error('The wallet returned no signature');
    return encodeBase58(output.signature);
  }
  const provider = connector.provider as Eip1193Provider;
  const hex = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return (await provider.request({ method: 'personal_sign', params: [hex, address] })) as string;
}
