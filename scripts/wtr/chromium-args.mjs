// Flags that keep Chromium off the network (notes/toolchain.md §1): every host but loopback
// resolves to nothing, and the background services that phone home are off.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
