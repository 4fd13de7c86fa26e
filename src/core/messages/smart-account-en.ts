/**
 * English texts of the embedded wallet's account-kind row in the Account view (issue 17). A table
 * of its own so it loads with that view, not with the button (DESIGN §11); a translation is
 * another object of this type.
 */
export const smartAccountEn = {
  smartAccount: 'Smart account',
  eoa: 'EOA (key account)',
  deployed: 'Deployed',
  notDeployed: 'Not yet deployed',
  switchToSmartAccount: 'Switch to your smart account',
  switchToEoa: 'Switch to your EOA',
  switchFailed: 'Could not switch the account',
  switchNotAllowed: 'A smart account is not available on this network',
  retry: 'Try again',
};

export type SmartAccountMessages = typeof smartAccountEn;
