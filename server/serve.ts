// The reference server alone, configured by environment (README, "Reference server"):
//   SERVER_PORT=8787 APPKIT_DATA_DIR=/var/lib/appkit APPKIT_PRODUCTION=1 \
//   APPKIT_CHAINS='[{"chainId":1,"rpcUrl":"https://rpc.example"}]' node --import tsx server/serve.ts
// It binds 127.0.0.1 only: put a reverse proxy (TLS) in front to expose it, and set
// APPKIT_TRUSTED_PROXY_HOPS to the number of proxies that append to X-Forwarded-For (1 for one
// nginx), or every client shares the proxy's address in the per-IP caps.
// RPC proxy caps: APPKIT_RPC_CALLS_PER_MINUTE_PER_IP (default 1200), …_PER_PROJECT (default 12000).
// Names: APPKIT_NAME_ZONE (default reown.id), the zone names are registered in.
// Smart accounts: an APPKIT_CHAINS entry's accountAbstraction is { bundlerUrl, entryPoints,
// accountFactory? } (an upstream ERC-4337 bundler /v1/bundler forwards to) or { bundlerPrivateKeyEnv,
// entryPoints, accountFactory? } (the built-in bundler, its key in the variable named).
// Auth API: APPKIT_OTP_PEPPER, APPKIT_SHARE_KEK, APPKIT_RECOVERY_KEK (or the files of the same
// names under {dataDir}/secrets/, created in dev only) and APPKIT_SMTP_HOST/PORT/SECURE/USER/PASS,
// APPKIT_MAIL_FROM; production mode refuses to start without them, dev mode catches mail in an
// in-process SMTP sink (/dev/mailbox).
// Social login (optional): APPKIT_OAUTH_REDIRECT_URI and APPKIT_OAUTH_<PROVIDER>_ISSUER,
// _CLIENT_ID, _CLIENT_SECRET (PROVIDER: GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD); OIDC
// providers only (server/oauth/read-oauth-options.ts).
import { join } from 'node:path';
import { loadAuthSecrets } from './auth/load-auth-secrets.js';
import { openDatabase } from './db/open-database.js';
import { readSmtpSettings } from './mail/smtp-settings.js';
import { startSmtpSink } from './mail/start-smtp-sink.js';
import { readOAuthOptions } from './oauth/read-oauth-options.js';
import { isUpstreamBundler } from './server-chain.js';
import { DATABASE_FILE_NAME, readServerConfig } from './server-config.js';
import { loadSiwxSecret } from './siwx/load-siwx-secret.js';
import { startServer } from './start-server.js';

try {
  const config = readServerConfig();
  const oauth = readOAuthOptions();
  const secrets = loadAuthSecrets({ dataDir: config.dataDir, production: config.production });
  let smtp = readSmtpSettings();
  if (!smtp && config.production)
    throw new Error('APPKIT_SMTP_HOST is not set; production mode needs an SMTP server for email codes');
  const sink = smtp ? undefined : await startSmtpSink({ log: (message) => console.log(message) });
  smtp ??= sink!.smtp;
  const databasePath = join(config.dataDir, DATABASE_FILE_NAME);
  const database = openDatabase({ path: databasePath, production: config.production });
  const auth = { ...secrets, smtp, oauth };
  const network = { trustedProxyHops: config.trustedProxyHops, rpcLimits: config.rpcLimits };
  const server = await startServer({
    port: config.port,
    chains: config.chains,
    database,
    production: config.production,
    auth,
    mailbox: sink?.mailbox,
    network,
    siwx: { secret: loadSiwxSecret({ dataDir: config.dataDir, production: config.production }) },
    names: config.names,
  });
  if (sink) console.log(`[server] dev SMTP sink on 127.0.0.1:${sink.port}; mails at ${server.url}/dev/mailbox`);
  if (oauth)
    console.log(`[server] social login: ${Object.keys(oauth.providers).join(', ')}; callback ${oauth.redirectUri}`);
  const mode = config.production ? 'production' : 'dev';
  console.log(
    `[server] ready on ${server.url} (${mode} mode, database ${databasePath}, ${config.chains.length} chain(s))`,
  );
  for (const { chainId, accountAbstraction } of config.chains)
    if (accountAbstraction)
      console.log(
        `[server] eip155:${chainId} bundler: ${
          isUpstreamBundler(accountAbstraction)
            ? 'forwarded to the upstream bundler'
            : 'built-in, unsafe mode (no ERC-7562 rules: for local chains and tests)'
        }`,
      );
  const hops = config.trustedProxyHops;
  console.log(
    hops
      ? `[server] client addresses from X-Forwarded-For behind ${hops} trusted proxy hop(s)`
      : '[server] client addresses from the socket (APPKIT_TRUSTED_PROXY_HOPS=0): behind a reverse proxy, set it',
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    await sink?.stop();
    database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
