/** The EIP-1193 provider surface the connectors rely on. */
export interface Eip1193Provider {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>;
  // Wallets type their listeners per event; `any` is what lets every one of them fit here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on?(event: string, listener: (...arguments_: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  removeListener?(event: string, listener: (...arguments_: any[]) => void): unknown;
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}
