export interface ParseChainIdParamParameters {
  value: string | undefined;
}

/**
 * Reads the proxy's chainId query value: a decimal id (`31337`) or a CAIP-2 EVM id
 * (`eip155:31337`). Anything else (other namespaces, hex, junk) gives undefined.
 *
 * @example parseChainIdParam({ value: 'eip155:31337' }) // 31337
 */
export function parseChainIdParam({ value }: ParseChainIdParamParameters): number | undefined {
  const match = /^(?:eip155:)?([1-9]\d{0,15})$/.exec(value?.trim() ?? '');
  return match?.[1] ? Number(match[1]) : undefined;
}
