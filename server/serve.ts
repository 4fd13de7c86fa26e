// The reference server alone, configured by environment (README, "Reference server"):
//   SERVER_PORT=8787 APPKIT_DATA_DIR=/var/lib/appkit APPKIT_PRODUCTION=1 \
//   APPKIT_CHAINS='[{"chainId":1,"rpcUrl":"https://rpc.example"}]' node --import tsx server/serve.ts
// It binds 127.0.0.1 only: put a reverse proxy (TLS) in front to expose it.
import { join } from 'node:path';
import { openDatabase } from './db/open-database.js';
import { DATABASE_FILE_NAME, readServerConfig } from './server-config.js';
import { startServer } from './start-server.js';

try {
  const config = readServerConfig();
  const databasePath = join(config.dataDir, DATABASE_FILE_NAME);
  const database = openDatabase({ path: databasePath, production: config.production });
  const server = await startServer({ port: config.port, chains: config.chains, database, production: config.production });
  const mode = config.production ? 'production' : 'dev';
  console.log(`[server] ready on ${server.url} (${mode} mode, database ${databasePath}, ${config.chains.length} chain(s))`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
