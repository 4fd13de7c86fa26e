/**
 * The English texts `<w3m-button>` and `<w3m-network-button>` show: the only ones in the first
 * chunk (issue 14 part 1). The whole table (en.ts) includes them and loads with the modal.
 */
export const enButtons = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting...',
  networks: 'Networks',
  switchNetwork: 'Switch Network',
  accountButtonLabel: (address: string) => `Account ${address}, open account details`,
};

export type ButtonMessages = typeof enButtons;
