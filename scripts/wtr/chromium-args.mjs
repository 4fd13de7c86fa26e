// Flags that keep Chromium off the network (DESIGN §10): every host but loopback
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
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright launches Chromium with `--disable-features=…ThirdPartyStoragePartitioning…`, which
 * (with third-party cookies blocked) denies the embedded wallet's frame its IndexedDB. Real
 * Chrome partitions third-party storage instead, so the end-to-end tests pass Playwright's own
 * list without that one (the last --disable-features switch wins).
 */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,AvoidCorsURLLoaderRestartOnRedirect,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch',
];
