import type { AuthApi } from '../api/auth-api.js';
import type { createApprovalQueue } from '../approval/create-approval-queue.js';
import type { FrameLogger } from '../log/create-frame-logger.js';
import type { ScreenHost } from '../screens/create-screen-host.js';
import type { SessionManager } from '../session/create-session-manager.js';
import type { WalletVault } from '../wallet/create-wallet-vault.js';
import type { SmartAccountSession } from '../wallet/smart-account/smart-account-session.js';
import type { SocialLogin } from './social-login.js';

/** Everything the request handlers share; built once by frame/src/main.ts. */
export interface FrameContext {
  projectId: string;
  api: AuthApi;
  session: SessionManager;
  vault: WalletVault;
  approvals: ReturnType<typeof createApprovalQueue>;
  social: SocialLogin;
  /** The frame's own screens (the recovery key's), one at a time. */
  screens: ScreenHost;
  log: FrameLogger;
  /** The origin of the server whose RPC proxy signing and sending use; the frame's own origin when unset (only tests that run the handlers on another page set it). */
  serverOrigin?: string;
  /** The network the frame is on, per namespace (CAIP-2). */
  networks: { eip155: string; solana?: string };
  /**
   * The active EVM account kind (SPEC §6): the key's own (EOA) or its smart account, which is active
   * only on networks with smart accounts (find-smart-account.ts). 'eoa' until GET_USER or
   * CONNECT_SOCIAL sets the visitor's choice or the default (smart-account/choose-account-type.ts).
   */
  accountType: 'eoa' | 'smartAccount';
  /**
   * Whether `accountType` is the visitor's own choice (passed by the page, or SET_PREFERRED_ACCOUNT)
   * rather than the default (smart-account/choose-account-type.ts); reset by SIGN_OUT.
   */
  accountTypeChosen?: boolean;
  /** What this frame session learnt about smart accounts (networks, addresses, batch ids). */
  smartAccount: SmartAccountSession;
  /** The email sign-in under way: the address and the code challenge to answer. */
  pendingEmail?: { email: string; challengeId: string; deviceChallengeId?: string };
  /** The email change under way: which code the visitor enters next, and its challenge. */
  pendingEmailChange?: { step: 'primary' | 'secondary'; challengeId: string };
  /** The code mailed to verify this pending device (a social sign-in on a new device). */
  pendingDeviceCode?: { challengeId: string; emailHint: string };
}
