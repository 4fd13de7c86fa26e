import type { TypedDataDefinition } from 'viem';
import { ProviderRpcError } from './provider-rpc-error.js';

/**
 * Decodes the typed data of eth_signTypedData_v4 (a JSON string, or an object from lenient
 * dapps) and checks that its domain chain id, when present, is the active chain, as MetaMask does.
 */
export function parseTypedData({ raw, activeChainId }: { raw: unknown; activeChainId: number }): TypedDataDefinition {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw ProviderRpcError.invalidParams({ message: 'Invalid params: typed data is not valid JSON' });
    }
  }
  if (typeof value !== 'object' || value === null)
    throw ProviderRpcError.invalidParams({ message: 'Invalid params: typed data must be an object' });
  const data = value as Record<string, unknown>;
  if (typeof data.types !== 'object' || data.types === null)
    throw ProviderRpcError.invalidParams({ message: 'Invalid params: "types" is missing' });
  if (typeof data.primaryType !== 'string')
    throw ProviderRpcError.invalidParams({ message: 'Invalid params: "primaryType" is missing' });
  if (typeof data.message !== 'object' || data.message === null)
    throw ProviderRpcError.invalidParams({ message: 'Invalid params: "message" is missing' });
  const domain =
    typeof data.domain === 'object' && data.domain !== null ? (data.domain as Record<string, unknown>) : {};
  if (domain.chainId !== undefined && domain.chainId !== null) {
    // Dapps send it as a number, a decimal string or a hex string.
    const chainId = Number(domain.chainId);
    if (chainId !== activeChainId)
      throw ProviderRpcError.invalidParams({
        message: `Provided chainId "${String(domain.chainId)}" must match the active chainId "${activeChainId}"`,
      });
  }
  return { types: data.types, primaryType: data.primaryType, message: data.message, domain } as TypedDataDefinition;
}
