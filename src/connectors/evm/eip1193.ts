/** The EIP-1193 provider surface the connectors rely on. */
export interface Eip1193Provider {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...arguments_: never[]) => void): unknown;
  removeListener?(event: string, listener: (...arguments_: never[]) => void): unknown;
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}
