// Every text of the frame's own screens (recovery key), in one table: a translation is a new
// table, not an edit of the screens. The approval screen's texts live with it.

export const frameMessages = {
  cancel: 'Cancel',
  working: 'Working…',
  recoveryTitle: 'Recovery key',
  recoveryIntro:
    'If this browser loses the wallet’s data, or you open it on another site or device, your recovery key brings it back.',
  recoveryNow: (name: string) => `Now: ${name}.`,
  methodNames: {
    'server-escrow': 'kept by this app’s server (custodial: its operator could restore your wallet)',
    passphrase: 'your passphrase (only you can restore your wallet)',
    'passkey-prf': 'your passkey (only you can restore your wallet)',
  },
  usePasskey: 'Use a passkey',
  usePasskeyDetail:
    'Only you can restore the wallet, with this passkey. If you lose it, nobody can restore the wallet.',
  usePassphrase: 'Use a passphrase',
  usePassphraseDetail:
    'Only you can restore the wallet, with a passphrase of at least 12 characters. Nobody can reset it: write it down.',
  useServer: 'Let the app’s server keep it',
  useServerDetail: 'Custodial: you never lose access, but the operator of this app could restore your wallet.',
  passphraseLabel: 'Passphrase (at least 12 characters)',
  passphraseRepeatLabel: 'The same passphrase again',
  passphraseMismatch: 'The two passphrases differ',
  passphraseTooShort: 'Use at least 12 characters',
  savePassphrase: 'Save passphrase',
  saved: 'Saved',
  unlockTitle: 'Enter your recovery key',
  unlockIntro: 'This wallet’s recovery key is held by you alone. Enter it to open the wallet on this device.',
  unlockPassphrase: 'Unlock',
  unlockPasskey: 'Use my passkey',
  wrongKey: 'That recovery key does not open this wallet. Try again.',
  passkeyUnavailable: 'The passkey could not be used. Try again, or use another device where it is available.',
  failed: 'Something went wrong. Try again.',
} as const;
