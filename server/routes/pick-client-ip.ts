import { isIPv4, isIPv6 } from 'node:net';

export interface PickClientIpParameters {
  /** The TCP peer's address (the reverse proxy's, when there is one). */
  socketAddress: string | undefined;
  /** The `X-Forwarded-For` header as the peer sent it (Node joins repeated headers with ', '). */
  forwardedFor: string | undefined;
  /** How many reverse proxies in front of this server append to X-Forwarded-For; 0: the header is ignored. */
  trustedProxyHops: number;
}

/**
 * The client's address for per-IP caps. With `trustedProxyHops` N > 0, each trusted proxy appended
 * the peer it saw, so the client is the N-th entry from the right; everything left of it was
 * written by the client and is ignored. A header with fewer than N entries, or an N-th entry that
 * is not an IP address, did not come through the configured proxies: the socket address is used
 * then (all such requests share the proxy's one bucket, which no client can spoof its way out
 * of). IPv6 clients are counted by their /64, the network one subscriber gets (rotating the last
 * 64 bits costs nothing), and IPv4-mapped IPv6 as plain IPv4.
 *
 * @example
 * pickClientIp({ socketAddress: '127.0.0.1', forwardedFor: '6.6.6.6, 203.0.113.7', trustedProxyHops: 1 }); // '203.0.113.7'
 * pickClientIp({ socketAddress: '127.0.0.1', forwardedFor: '203.0.113.7', trustedProxyHops: 0 }); // '127.0.0.1'
 * pickClientIp({ socketAddress: '::1', forwardedFor: '2001:db8:1:2:3:4:5:6', trustedProxyHops: 1 }); // '2001:db8:1:2::/64'
 */
export function pickClientIp({ socketAddress, forwardedFor, trustedProxyHops }: PickClientIpParameters): string {
  const socket = toBucketAddress({ value: socketAddress ?? '' }) ?? 'unknown';
  if (trustedProxyHops <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  if (entries.length < trustedProxyHops) return socket;
  return toBucketAddress({ value: stripPort({ value: entries[entries.length - trustedProxyHops]! }) }) ?? socket;
}

/** `203.0.113.7:5000` → `203.0.113.7`, `[2001:db8::1]:443` → `2001:db8::1` (some proxies write the port). */
function stripPort({ value }: { value: string }): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  return withPort ? withPort[1]! : value;
}

/** The address as a bucket key: IPv4 as is, IPv6 as its /64; undefined when it is not an address. */
function toBucketAddress({ value }: { value: string }): string | undefined {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return undefined;
  return `${expandIpv6({ value }).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` → 2001, db8, 0, …, 1). */
function expandIpv6({ value }: { value: string }): string[] {
  const [head = '', tail] = value.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 handled above; 64:ff9b::1.2.3.4 here) counts as two groups.
  const groups = [
    ...left,
    ...Array(Math.max(0, 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0))).fill('0'),
    ...right,
  ];
  return groups.map((group) => (group.includes('.') ? group : String(Number.parseInt(group, 16).toString(16))));
}
