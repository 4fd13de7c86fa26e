import type { CHAIN_NAMESPACES } from '../constants.js';

// The CAIP types; the functions that parse and build them are in core/utils/caip.ts.

/** A chain namespace the library knows (SPEC §3). */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];
/** CAIP-2 network id, `namespace:chainId` (SPEC §3 "Address formats"). */
export type CaipNetworkId = `${ChainNamespace}:${string}`;
/** CAIP-10 account id, `namespace:chainId:address` (SPEC §3 "Address formats"). */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;
