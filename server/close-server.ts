import type { Server } from 'node:http';

/** Closes the listener and any keep-alive sockets, which would otherwise hold close() open. */
export function closeServer({ server }: { server: Server }): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
