import { createAuthApi } from '../../../frame/src/api/auth-api.js';
import { createApprovalQueue } from '../../../frame/src/approval/create-approval-queue.js';
import {
  createWalletEntropy,
  deriveWalletAddresses,
  recoverWalletKeys,
  splitEntropy,
  zeroize,
  type RecoveredWallet,
  type WalletAddresses,
} from '../../../frame/src/custody/index.js';
import type { FrameContext } from '../../../frame/src/handlers/frame-context.js';
import { createSocialLogin } from '../../../frame/src/handlers/social-login.js';
import { createFrameLogger } from '../../../frame/src/log/create-frame-logger.js';
import { createScreenHost } from '../../../frame/src/screens/create-screen-host.js';
import { createSessionManager } from '../../../frame/src/session/create-session-manager.js';
import type { WalletVault } from '../../../frame/src/wallet/create-wallet-vault.js';
import { createSmartAccountSession } from '../../../frame/src/wallet/smart-account/smart-account-session.js';

export interface TestFrameContext {
  context: FrameContext;
  addresses: WalletAddresses;
  /** Where the approval queue draws its screen: fixed on top of the page, so real clicks reach it. */
  root: HTMLElement;
  /** How many times the keys were rebuilt to sign (vault.withKeys). */
  readonly signings: number;
  remove(): void;
}

export interface CreateTestFrameContextParameters {
  networks: FrameContext['networks'];
  projectId?: string;
  /** The dev server whose RPC proxy the handlers use (chain tests); the page's own origin otherwise. */
  serverOrigin?: string;
  /** The wallet's 16 bytes of entropy (a seeded test); random otherwise. Not modified. */
  entropy?: Uint8Array;
  /** The EVM account the server says the wallet starts on (issue 17): 'smartAccount', a new wallet's, unless told. */
  defaultAccountType?: 'eoa' | 'smartAccount';
}

/**
 * The frame's handler context, made of the real parts (approval queue on a real screen, auth API
 * client, session manager, social login, screen host, logger), signed in to a fresh random wallet. Only the
 * vault differs from the app's: the app fetches its auth share from the server, whose /auth/*
 * routes answer no cross-origin page (this test page is one), so here the two Shamir shares of
 * the wallet's entropy stay in memory and the real recoverWalletKeys combines them, checks the
 * addresses and zeroes the keys for every signature, as in the app.
 *
 * @example
 * const frame = await createTestFrameContext({ networks: { eip155: 'eip155:1' } });
 * await rpcHandlers.RPC_REQUEST(frame.context, { method: 'personal_sign', params }, { hostOrigin });
 */
export async function createTestFrameContext({
  networks,
  projectId = 'demo-project',
  serverOrigin,
  entropy: given,
  defaultAccountType = 'smartAccount',
}: CreateTestFrameContextParameters): Promise<TestFrameContext> {
  // A copy made in this realm (the caller may be another window).
  const entropy = given ? Uint8Array.from(given) : createWalletEntropy();
  const addresses = deriveWalletAddresses({ entropy });
  const shares = await splitEntropy({ entropy });
  zeroize(entropy);
  let signings = 0;
  const vault = {
    get addresses() {
      return addresses;
    },
    get isOpen() {
      return true;
    },
    get defaultAccountType() {
      return defaultAccountType;
    },
    async open() {
      return addresses;
    },
    async ensureDevice(): Promise<never> {
      throw new Error('createTestFrameContext: no device record in this test');
    },
    withKeys<T>(use: (wallet: RecoveredWallet) => T | Promise<T>) {
      signings++;
      return recoverWalletKeys({ shares, expected: addresses }, use);
    },
    lock() {},
  } as unknown as WalletVault;
  const root = document.createElement('main');
  root.style.cssText =
    'position:fixed;top:0;left:0;width:480px;max-height:100vh;overflow:auto;background:white;z-index:10';
  document.body.append(root);
  const api = createAuthApi({ projectId });
  const memory: { token?: string } = {};
  const context: FrameContext = {
    projectId,
    api,
    session: createSessionManager({
      api,
      store: {
        readRefreshToken: async () => memory.token,
        saveRefreshToken: async ({ refreshToken }) => void (memory.token = refreshToken),
        clear: async () => void delete memory.token,
      },
    }),
    vault,
    approvals: createApprovalQueue({ root }),
    social: createSocialLogin({ api }),
    screens: createScreenHost(),
    log: createFrameLogger({ enabled: false }),
    networks: { ...networks },
    accountType: 'eoa',
    smartAccount: createSmartAccountSession(),
    ...(serverOrigin === undefined ? {} : { serverOrigin }),
  };
  return {
    context,
    addresses,
    root,
    get signings() {
      return signings;
    },
    remove() {
      context.approvals.rejectAll();
      root.remove();
      zeroize(...shares);
    },
  };
}
