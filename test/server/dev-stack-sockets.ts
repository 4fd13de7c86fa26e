// Socket facts the dev-stack test checks: whether a URL's port answers, and this machine's
// non-loopback address (to prove nothing listens on it).
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

export function isListening({ url }: { url: string }): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function externalAddress(): Promise<string | undefined> {
  return Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;
}
