// Open relay sockets per client address, for limits.connectionsPerIp. Every other relay cap is
// per connection; without this one an address could open as many connections as it liked.

export interface RelayConnectionCounter {
  /** Whether `ip` already holds `perIp` open sockets. */
  isFull(ip: string): boolean;
  /** Counts one more open socket of `ip`; call the returned function once, when it closes. */
  add(ip: string): () => void;
}

/**
 * @example
 * const counter = createRelayConnectionCounter({ perIp: 50 });
 * if (!counter.isFull(ip)) ws.once('close', counter.add(ip));
 */
export function createRelayConnectionCounter({ perIp }: { perIp: number }): RelayConnectionCounter {
  const open = new Map<string, number>();
  return {
    isFull: (ip) => (open.get(ip) ?? 0) >= perIp,
    add(ip) {
      open.set(ip, (open.get(ip) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(ip) ?? 1) - 1;
        // Addresses with no socket are forgotten: the map holds only what is open.
        if (left > 0) open.set(ip, left);
        else open.delete(ip);
      };
    },
  };
}
