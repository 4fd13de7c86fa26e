// The embedded wallet's app (DESIGN §7). It starts only inside an allowed page's iframe, reads its
// configuration from its URL (SPEC §7 frame URL query) and answers the host over one MessageChannel.
import { isOriginAllowed } from '../../src/core/utils/is-origin-allowed.js';
import { HttpClient, parseFrameUrlQuery } from '../../src/core/protocol/index.js';
import { createAuthApi } from './api/auth-api.js';
import { createApprovalQueue } from './approval/create-approval-queue.js';
import { updateDeviceRecord, loadDeviceRecord } from './custody/index.js';
import { createRequestHandler } from './handlers/create-request-handler.js';
import type { FrameContext } from './handlers/frame-context.js';
import { createSocialLogin } from './handlers/social-login.js';
import { createScreenHost } from './screens/create-screen-host.js';
import { approvalText } from './screens/frame-locale.js';
import { createFrameLogger } from './log/create-frame-logger.js';
import { createSessionManager } from './session/create-session-manager.js';
import { acceptHostChannel } from './transport/accept-host-channel.js';
import { createAllowedOriginsLoader } from './transport/create-allowed-origins-loader.js';
import { createWalletVault } from './wallet/create-wallet-vault.js';
import { createSmartAccountSession } from './wallet/smart-account/smart-account-session.js';

const root = document.getElementById('frame-root')!;
const parsed = parseFrameUrlQuery(location.search);

if (!parsed.success) {
  console.warn(`[frame] Invalid frame URL: ${parsed.issue.message}`);
  root.textContent = 'This wallet page was opened with an invalid address.';
} else {
  const { projectId, chainId, enableLogger } = parsed.query;
  const log = createFrameLogger({ enabled: enableLogger });
  const api = createAuthApi({ projectId });
  const session = createSessionManager({
    api,
    store: {
      readRefreshToken: async () => (await loadDeviceRecord())?.refreshToken,
      saveRefreshToken: async ({ userId, refreshToken, refreshTokenExpiresAt }) =>
        void (await updateDeviceRecord({ userId, refreshToken, refreshTokenExpiresAt })),
      // Sign-out drops the session but keeps the wrapped device share: useless without a new
      // session, a device proof and the server's share, and it spares the next sign-in a recovery.
      clear: async () =>
        void (await updateDeviceRecord({ refreshToken: undefined, refreshTokenExpiresAt: undefined }).catch(
          () => undefined,
        )),
    },
  });
  const vault = createWalletVault({ api, session });
  const context: FrameContext = {
    projectId,
    api,
    session,
    vault,
    // The approval screen says who holds the recovery key: the server (the default), or the user alone.
    approvals: createApprovalQueue({
      root,
      note: () =>
        vault.recoveryMethod && vault.recoveryMethod !== 'server-escrow' ? approvalText().selfCustodyNote : undefined,
    }),
    social: createSocialLogin({ api }),
    screens: createScreenHost(),
    log,
    networks: chainId.startsWith('solana:') ? { eip155: 'eip155:1', solana: chainId } : { eip155: chainId },
    // The EOA until GET_USER (or CONNECT_SOCIAL) sets the visitor's choice or the default (issue 17).
    accountType: 'eoa',
    smartAccount: createSmartAccountSession(),
  };
  // The project's allowed origins, read once from our own server; a refusal reads as an empty list.
  const loadAllowedOrigins = createAllowedOriginsLoader({
    client: new HttpClient({
      baseUrl: location.origin,
      projectId,
      sdkType: 'frame',
      sdkVersion: parsed.query.version,
      credentials: 'omit',
    }),
  });
  // Asked now, while the host waits for our load event, so READY follows its init message without
  // a round trip (issue 14 part 5). Only when embedded: a top-level visit never gets an init.
  if (window.parent !== window) void loadAllowedOrigins().catch(() => undefined);
  window.addEventListener('message', (event) => context.social.onWindowMessage(event));
  try {
    acceptHostChannel({
      isAllowedOrigin: async (origin) => isOriginAllowed({ origin, allowedOrigins: await loadAllowedOrigins() }),
      handle: createRequestHandler({ context }),
      warn: (message) => log.warn(message),
    });
  } catch (error) {
    log.warn(`[frame] ${error instanceof Error ? error.message : 'cannot start'}`);
    root.textContent = 'This wallet page works only inside an app.';
  }
}
