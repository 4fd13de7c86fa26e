// Chain families by their brand names: the same in every language, so every table shares this one.
const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'Ethereum (EVM)',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
};

/** The name of a CAIP-2 namespace (`eip155` → 'Ethereum (EVM)'); an unknown one is shown as it is. */
export const namespaceName = (namespace: string): string => NAMESPACE_NAMES[namespace] ?? namespace;
