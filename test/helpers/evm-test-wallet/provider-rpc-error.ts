// EIP-1193 / EIP-1474 errors as real wallets throw them: an Error with a numeric `code`.

/** A provider error carrying its EIP-1193 / EIP-1474 `code` (and optional `data`). */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor({ code, message, data }: { code: number; message: string; data?: unknown }) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }

  static userRejected(): ProviderRpcError {
    return new ProviderRpcError({ code: 4001, message: 'User rejected the request.' });
  }

  static unauthorized(): ProviderRpcError {
    return new ProviderRpcError({
      code: 4100,
      message: 'The requested account and/or method has not been authorized by the user.',
    });
  }

  static unsupportedMethod(): ProviderRpcError {
    return new ProviderRpcError({ code: 4200, message: 'Unsupported method' });
  }

  static unrecognizedChain({ chainId }: { chainId: string }): ProviderRpcError {
    return new ProviderRpcError({
      code: 4902,
      message: `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
    });
  }

  static invalidParams({ message }: { message: string }): ProviderRpcError {
    return new ProviderRpcError({ code: -32602, message });
  }

  static internal({ message }: { message: string }): ProviderRpcError {
    return new ProviderRpcError({ code: -32603, message });
  }
}
