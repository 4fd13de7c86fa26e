import { createServer } from 'node:net';

export interface FindFreePortParameters {
  /** Defaults to loopback: every dev server binds 127.0.0.1 only. */
  hostname?: string;
}

/**
 * Asks the OS for a free TCP port by listening on port 0 and closing again. For children that
 * cannot report the port they bound (hardhat node); anything we serve ourselves listens on 0.
 *
 * @example
 * const port = await findFreePort({});
 */
export function findFreePort({ hostname = '127.0.0.1' }: FindFreePortParameters = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host: hostname, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not read the free port'))));
    });
  });
}
