// The defaults the first chunk needs (issue 14 part 1): createAppKit, the theme and feature stores,
// defineSolanaNetwork. Apart from constants.ts (which re-exports them), so the first chunk does not
// carry the constants only lazy chunks use.

/** Default account type per namespace (SPEC §9 "Default account types"). */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const;
/** Decimals of SOL: 1 SOL is 10^9 lamports. */
export const SOLANA_DECIMALS = 9;
/** Theme mode when none is set (SPEC §9 "Theme default dark"). */
export const DEFAULT_THEME_MODE = 'dark';
/** Social providers offered by default, in order (SPEC §9 "Default socials"). */
export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const;
/**
 * Feature switches by default (SPEC §9 "Default features"; `email` on and `socials` the default
 * list are AppKit's defaults, which SPEC §9 leaves unsaid).
 */
export const DEFAULT_FEATURES = {
  swaps: true,
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  pay: false,
  email: true,
  socials: DEFAULT_SOCIALS,
  nameRegistration: 'embedded',
} as const;
