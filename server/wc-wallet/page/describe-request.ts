import { base58, base64 } from '@scure/base';
import { formatEther, hexToBytes, isHex } from 'viem';

export interface DescribeRequestParameters {
  method: string;
  params: unknown;
}

/**
 * A one-line summary of a session request for the request card, so a person sees what Approve
 * signs. Never throws: a malformed request is described as such (handling it then answers with
 * an error).
 *
 * @example
 * describeRequest({ method: 'personal_sign', params: ['0x6869', '0xabc…'] }); // 'Sign the message "hi"'
 */
export function describeRequest({ method, params }: DescribeRequestParameters): string {
  try {
    return describe({ method, params }) ?? `${method}: not supported by this wallet (Approve answers with an error)`;
  } catch {
    return `${method} with parameters this wallet cannot read`;
  }
}

function describe({ method, params }: DescribeRequestParameters): string | undefined {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  const object = (params ?? {}) as Record<string, unknown>;
  switch (method) {
    case 'personal_sign':
      return `Sign the message "${readableText({ bytes: messageBytes(String(list[0])) })}"`;
    case 'eth_signTypedData_v4': {
      const data = (typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]) as {
        primaryType?: string;
        domain?: { name?: string; chainId?: number | string };
      };
      const domain = data.domain ?? {};
      return `Sign typed data ${data.primaryType ?? '?'} for "${domain.name ?? '?'}" (chain ${Number(domain.chainId ?? NaN)})`;
    }
    case 'eth_sendTransaction': {
      const transaction = (list[0] ?? {}) as { to?: string; value?: string; data?: string };
      const value = formatEther(BigInt(transaction.value ?? '0x0'));
      const data =
        transaction.data && transaction.data !== '0x' ? ` with ${(transaction.data.length - 2) / 2} bytes of data` : '';
      return `Send ${value} ETH to ${transaction.to ?? 'a new contract'}${data}`;
    }
    case 'wallet_switchEthereumChain':
      return `Switch to chain ${Number((list[0] as { chainId?: string } | undefined)?.chainId)}`;
    case 'solana_signMessage':
      return `Sign the message "${readableText({ bytes: base58.decode(String(object.message)) })}"`;
    case 'solana_signTransaction':
      return `Sign a transaction (${base64.decode(String(object.transaction)).length} bytes)`;
    case 'solana_signAndSendTransaction':
      return `Sign and send a transaction (${base64.decode(String(object.transaction)).length} bytes)`;
    case 'solana_signAllTransactions':
      return `Sign ${(object.transactions as unknown[]).length} transactions`;
    default:
      return undefined;
  }
}

/** personal_sign carries hex bytes; some dapps send plain text. */
function messageBytes(message: string): Uint8Array {
  return isHex(message) ? hexToBytes(message) : new TextEncoder().encode(message);
}

/** The bytes as text when they are UTF-8, else as hex. */
export function readableText({ bytes }: { bytes: Uint8Array }): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
}
