/** The message the wagmi demo page signs; the e2e test verifies the signature over the same text. */
export const WAGMI_DEMO_MESSAGE = 'Hello from wagmi on the AppKit demo';
/** What the page sends with useSendTransaction, in wei (0.001 ETH). */
export const WAGMI_DEMO_SEND_WEI = 1_000_000_000_000_000n;
