import { createServer } from 'node:net';

export interface AssertPortFreeParameters {
  port: number;
  hostname?: string;
  /** Who wanted the port, for the error message. */
  label: string;
}

/**
 * Throws a clear error when something already listens on the port. Without it a stale process on
 * 8545 would answer our readiness poll and we would talk to the wrong chain.
 */
export function assertPortFree({ port, hostname = '127.0.0.1', label }: AssertPortFreeParameters): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be bound (${error.code ?? error.message})`;
      reject(new Error(`${label}: port ${port} on ${hostname} ${reason}`, { cause: error }));
    });
    server.listen({ port, host: hostname, exclusive: true }, () => server.close(() => resolve()));
  });
}
