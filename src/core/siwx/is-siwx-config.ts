import type { SiwxConfig, SiwxOption } from '../types/siwx.js';

/** A dapp's own config (it has the methods), as opposed to the options of the default one. */
export function isSiwxConfig(option: SiwxOption): option is SiwxConfig {
  return typeof (option as Partial<SiwxConfig>).createMessage === 'function';
}
