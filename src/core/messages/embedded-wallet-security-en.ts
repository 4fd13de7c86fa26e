/**
 * English texts of the embedded wallet's security views (devices, recovery key, a new device's
 * wait, blocked storage). A table of its own so it loads with those views, not with the button
 * (DESIGN §11); a translation is another object of this type.
 */
export const embeddedWalletSecurityEn = {
  devicesHeading: 'Devices',
  devicesHint: 'Every browser and site where your wallet was opened. Remove the ones you do not know.',
  thisDevice: 'This device',
  pendingBadge: 'Waiting for approval',
  firstUsed: (date: string) => `First used ${date}`,
  lastUsed: (date: string) => `Last used ${date}`,
  unknownBrowser: 'A browser',
  removeDevice: 'Remove',
  notMe: 'This wasn’t me',
  deviceRemoved: 'Device removed',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint: 'Ends every session of this wallet, on every device, this one too.',
  signedOutEverywhere: 'Signed out everywhere',
  recoveryHeading: 'Recovery key',
  recoveryMethodNames: {
    'server-escrow': 'Kept by this app’s server (custodial: its operator could restore your wallet)',
    passphrase: 'Your passphrase: only you can restore the wallet',
    'passkey-prf': 'Your passkey: only you can restore the wallet',
  } as Record<string, string>,
  changeRecovery: 'Change recovery key',
  recoveryChanged: 'Recovery key changed',
  securityLoadFailed: 'Could not load your devices',
  retry: 'Try again',
  securityButton: 'Security: devices and recovery key',
  pendingAlert: (name: string) =>
    `${name} signed in with a social account and is waiting for approval. If it wasn’t you, remove it.`,
  frameScreenLabel: 'The embedded wallet asks for your recovery key',
  frameScreenMethodLabel: 'The embedded wallet asks how to keep your recovery key',
  devicePendingTitle: 'This device is waiting',
  devicePendingText: (date: string) =>
    `For your security, a new device that signed in with a social account can open this wallet from ${date}. Until then, your other devices can see it and remove it.`,
  devicePendingHint:
    'To skip the wait, add an email to your wallet on a device where it is open, or set your own recovery key.',
  socialDeviceSentTo: (email: string) =>
    `This browser is new for this account. Enter the code we sent to ${email} to approve it`,
  storageUnavailable:
    'Your browser blocks this wallet’s storage on this site, so the email and social wallet cannot work here. Allow this site’s cookies and site data in your browser’s settings, or connect a browser wallet instead.',
  recoveryKeyInvalid: 'That recovery key does not open this wallet',
} as const;

export type EmbeddedWalletSecurityMessages = typeof embeddedWalletSecurityEn;
