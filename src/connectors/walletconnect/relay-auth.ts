import { ed25519 } from '@noble/curves/ed25519';
import { concatBytes, randomBytes } from '@noble/hashes/utils';
import { encodeBase58 } from '../../core/utils/base58.js';
import { bytesToBase64Url, bytesToHex, hexToBytes, utf8ToBytes } from './encoding.js';
import { RELAY_JWT_TTL_S } from './walletconnect-constants.js';
import type { WalletConnectStorage } from './walletconnect-storage.js';

/** Multicodec prefix of an ed25519 public key (0xed, varint-encoded) in a did:key. */
const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01);

export interface RelayClientKey {
  seed: Uint8Array;
  publicKey: Uint8Array;
}

/**
 * The relay client's ed25519 key, created once and kept in storage: the relay delivers each
 * message once per client id, so a reload must come back as the same client.
 *
 * @example
 * const key = loadRelayClientKey({ store });
 */
export function loadRelayClientKey({ store }: { store: WalletConnectStorage }): RelayClientKey {
  let seedHex = store.readClientSeed();
  if (!seedHex) {
    seedHex = bytesToHex(randomBytes(32));
    store.writeClientSeed(seedHex);
  }
  const seed = hexToBytes(seedHex);
  return { seed, publicKey: ed25519.getPublicKey(seed) };
}

/**
 * The client id: `did:key:z…`, the base58btc multicodec form of the ed25519 public key.
 *
 * @example
 * toDidKey({ publicKey }); // 'did:key:z6Mk…'
 */
export function toDidKey({ publicKey }: { publicKey: Uint8Array }): string {
  return `did:key:z${encodeBase58(concatBytes(ED25519_MULTICODEC, publicKey))}`;
}

const encodeJson = (value: unknown) => bytesToBase64Url(utf8ToBytes(JSON.stringify(value)));

/**
 * The relay's `auth` token: an EdDSA JWT from the client key, for the relay URL (`aud`), valid
 * from now (`iat`) for one day (`exp`), with a random `sub`.
 *
 * @example
 * const auth = signRelayJwt({ key, audience: 'ws://127.0.0.1:3000/relay', nowMs: Date.now() });
 */
export function signRelayJwt({
  key,
  audience,
  nowMs,
}: {
  key: RelayClientKey;
  audience: string;
  nowMs: number;
}): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = {
    iss: toDidKey(key),
    sub: bytesToHex(randomBytes(32)),
    aud: audience,
    iat,
    exp: iat + RELAY_JWT_TTL_S,
  };
  const data = `${encodeJson({ alg: 'EdDSA', typ: 'JWT' })}.${encodeJson(payload)}`;
  return `${data}.${bytesToBase64Url(ed25519.sign(utf8ToBytes(data), key.seed))}`;
}

/**
 * The WebSocket URL of the relay with the query it authenticates by. A query already in the
 * relay URL is kept.
 *
 * @example
 * formatRelaySocketUrl({ relayUrl, auth, projectId, userAgent: 'wc-2/js-appkit-lean' });
 */
export function formatRelaySocketUrl(parameters: {
  relayUrl: string;
  auth: string;
  projectId: string;
  userAgent: string;
}): string {
  const [base, query] = parameters.relayUrl.split('?');
  const search = new URLSearchParams(query);
  search.set('auth', parameters.auth);
  search.set('projectId', parameters.projectId);
  search.set('ua', parameters.userAgent);
  search.set('useOnCloseEvent', 'true');
  return `${base}?${search.toString()}`;
}
