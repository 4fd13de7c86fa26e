// The numbers of the RPC proxy (issue "Hardening" part 7, security-review F8).

/**
 * Calls in one JSON-RPC batch. viem's and web3.js's HTTP transports send one call per request
 * unless batching is switched on, and then in small groups; 20 leaves room for that and keeps one
 * POST from fanning out into thousands of node calls.
 */
export const RPC_MAX_BATCH_CALLS = 20;
/**
 * Request body size. The largest call a wallet sends is `eth_sendRawTransaction`: nodes refuse
 * transactions over 128 KiB (geth's txMaxSize), 256 KiB as hex; 512 KiB holds that with its
 * envelope, or a full batch of ordinary calls, and is half of what was accepted before.
 */
export const RPC_MAX_BODY_BYTES = 512 * 1024;
/**
 * JSON-RPC calls per client IP per minute (a batch counts each call). A page with the modal open
 * polls a few calls every few seconds; 1200 (20 a second, sustained) is far above that, and the
 * whole dev stack (every page, the frame and the tests share 127.0.0.1) stays under it.
 */
export const RPC_CALLS_PER_MINUTE_PER_IP = 1200;
/** JSON-RPC calls per project per minute, all clients together: a ceiling on one project id's cost. */
export const RPC_CALLS_PER_MINUTE_PER_PROJECT = 12_000;
/** How long the proxy waits for the node. */
export const RPC_UPSTREAM_TIMEOUT_MS = 30_000;
