/**
 * English texts of names (issue 18): the Account view's entry, RegisterAccountName and its success
 * view, and the send form's name resolution. A table of its own so it loads with those views, not
 * with the button (DESIGN §11); a translation is another object of this type. The error texts are
 * SPEC §8's, the validation text SPEC §5's rule.
 */
export const namesEn = {
  // Account view: "Choose name" is en.ts's registerNameTitle (the button names the view it opens;
  // the Account view's chunk then needs no names texts).
  // RegisterAccountName
  nameLabel: 'Name',
  namePlaceholder: 'Search for a name',
  nameRule: 'Letters, digits and hyphens only, at least 4 characters',
  checking: 'Checking…',
  available: 'Available',
  registered: 'Registered',
  suggestions: 'Suggestions',
  register: 'Register',
  registering: 'Waiting for your signature…',
  noAuthConnector: 'Address or auth connector not found',
  suggestionsError: 'Error fetching name suggestions',
  namesForAddressError: 'Error fetching names for address',
  registerError: (name: string) => `Error registering name ${name}`,
  serviceUnavailable: 'The name service did not answer',
  retry: 'Try again',
  // RegisterAccountNameSuccess
  successHeading: (name: string) => `${name} is yours`,
  successText: 'Apps using this modal now show your name instead of your address.',
  backToAccount: 'Back to account',
  // Send to a name
  receiverPlaceholder: 'Address or name (alice.reown.id, vitalik.eth)',
  resolving: 'Resolving name…',
  resolveError: 'Error resolving name',
  resolvesTo: (address: string) => `Sends to ${address}`,
  namesUnavailable: 'Names are not available on this network',
  // Names controller (client core)
  /** SPEC §5: an EVM chain id of 2^31 or more has no ENSIP-11 coin type. */
  invalidChainId: 'Invalid chainId',
};

export type NamesMessages = typeof namesEn;
