import type { ReadableAtom } from 'nanostores';
import { FRAME_SDK_VERSION, SDK_TYPE, SDK_VERSION } from '../../core/constants.js';
import { ProviderRpcError } from '../../core/errors/provider-rpc-error.js';
import type { FrameTimeoutReason } from '../../core/errors/frame-errors.js';
import { RPC_NOT_ALLOWED_MESSAGE, classifyRpcMethod, type FrameSuccessPayload } from '../../core/protocol/index.js';
import type {
  ApprovalRequest,
  AuthClient,
  EmbeddedAccountType,
  RecoveryMethod,
  SignInStep,
} from '../../core/types/auth-client.js';
import type { AppMetadata } from '../../core/types/options.js';
import type { CaipNetworkId, ChainNamespace } from '../../core/types/caip.js';
import { createFrameHost, type FrameHost } from './frame-host.js';
import { toPlainRpcParams } from './to-plain-rpc-params.js';
import { checkFrameOrigin } from './check-frame-origin.js';

export interface CreateFrameAuthClientParameters {
  /** The frame app's URL without query, e.g. `http://127.0.0.1:8787/frame/`. */
  frameUrl: string;
  projectId: string;
  /** The network the frame starts on (SPEC §7 frame URL query `chainId`). */
  chainId: CaipNetworkId;
  /** That network's RPC URL for the query (the frame itself talks only to its own server). */
  rpcUrl: string;
  metadata: AppMetadata;
  onTimeout(reason: FrameTimeoutReason): void;
  /** The frame refused this page's origin (SPEC §8 APKT005); the request itself rejects with that AlertError. */
  onRefused?(): void;
  enableLogger?: boolean;
  /** The frame element's title in the active language (the client layer's $messages; connectors/ hold no texts). */
  frameTitle?: ReadableAtom<string> | undefined;
}

/** One JSON-RPC call for the frame, on a namespace and network. */
export interface FrameRpcRequest {
  namespace: ChainNamespace;
  chainId: string;
  method: string;
  params?: unknown;
}

/** The user with the sign-in message the frame signed, when GET_USER carried one (issue 16 part 5). */
export type FrameUserWithSiwx = Awaited<ReturnType<AuthClient['getUser']>> & { signature?: string; message?: string };

export type FrameAuthClient = Omit<AuthClient, 'getUser'> & {
  readonly host: FrameHost;
  /**
   * The user; with `siwxMessage` the frame also shows that message on its approval screen (the
   * modal shows ApproveTransaction meanwhile) and answers its signature.
   */
  getUser(parameters: Parameters<AuthClient['getUser']>[0] & { siwxMessage?: string }): Promise<FrameUserWithSiwx>;
  /** Sends one RPC call: reads go through, signing waits for the visitor's approval in the frame. */
  rpc(request: FrameRpcRequest): Promise<unknown>;
  switchNetwork(parameters: { chainId: string }): Promise<string>;
  signOut(): Promise<void>;
  /** Appends the frame now (a visitor who used it before, SPEC §4 restore). */
  preload(): void;
  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS: EVM chain ids with a smart account (issue 17). */
  getSmartAccountEnabledNetworks(): Promise<number[]>;
  /** INIT_SMART_ACCOUNT: the smart account on the frame's EVM network and whether it is deployed. */
  initSmartAccount(): Promise<{ address: string; isDeployed: boolean }>;
  /** SET_PREFERRED_ACCOUNT: the frame's active EVM account becomes `type`; answers its address. */
  setPreferredAccount(parameters: {
    type: EmbeddedAccountType;
  }): Promise<{ type: EmbeddedAccountType; address: string }>;
};

type ApprovalEvent = Parameters<Parameters<AuthClient['onApproval']>[0]>[0];

/**
 * The embedded wallet as the modal sees it: every request of SPEC §7 over the frame channel.
 * After the frame is ready it receives the dapp data (SYNC_DAPP_DATA) before anything else.
 * Methods the frame would refuse are refused here first (SPEC §6 'Requested RPC call is not
 * allowed'); the frame checks again, since it trusts nothing the page says.
 *
 * @example
 * const client = createFrameAuthClient({ frameUrl, projectId, chainId: 'eip155:1', rpcUrl, metadata, onTimeout });
 * const { action } = await client.connectEmail({ email: 'ada@example.com' });
 */
export function createFrameAuthClient({
  frameUrl,
  projectId,
  chainId,
  rpcUrl,
  metadata,
  onTimeout,
  onRefused,
  enableLogger = false,
  frameTitle,
}: CreateFrameAuthClientParameters): FrameAuthClient {
  const host = createFrameHost({
    frameUrl,
    query: { projectId, chainId, version: String(FRAME_SDK_VERSION), enableLogger, rpcUrl },
    onTimeout,
    ...(onRefused ? { onRefused } : {}),
    checkOrigin: () => checkFrameOrigin({ frameUrl, projectId }),
    title: frameTitle,
  });
  const approvalListeners = new Set<(event: ApprovalEvent) => void>();
  const notAllowedListeners = new Set<(method: string) => void>();
  let synced: Promise<void> | undefined;

  // SYNC_DAPP_DATA has no load timeout (SPEC §9), so it simply waits for the frame to be ready.
  const syncDappData = () =>
    (synced ??= host
      .request({
        name: 'SYNC_DAPP_DATA',
        payload: { ...toFrameMetadata(metadata), projectId, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE },
      })
      .then(
        () => undefined,
        () => {
          synced = undefined;
        },
      ));

  async function send<Name extends Parameters<FrameHost['request']>[0]['name']>(
    name: Name,
    payload: Parameters<FrameHost['request']>[0]['payload'],
    signal?: AbortSignal,
  ) {
    void syncDappData();
    return host.request({ name, payload, ...(signal ? { signal } : {}) } as Parameters<
      FrameHost['request']
    >[0]) as ReturnType<FrameHost['request']>;
  }

  const emitApproval = (event: ApprovalEvent) => approvalListeners.forEach((listener) => listener(event));

  async function rpc({ namespace, chainId: network, method, params }: FrameRpcRequest): Promise<unknown> {
    const kind = classifyRpcMethod(method);
    if (kind === 'not-allowed') {
      notAllowedListeners.forEach((listener) => listener(method));
      throw new ProviderRpcError({ code: 4200, shortMessage: RPC_NOT_ALLOWED_MESSAGE, details: method });
    }
    const payload = {
      method,
      chainNamespace: namespace as 'eip155' | 'solana',
      chainId: network,
      ...(params === undefined ? {} : { params: toPlainRpcParams(params) }),
    };
    if (kind === 'safe') return ((await send('RPC_REQUEST', payload)) as { result: unknown }).result;
    const request: ApprovalRequest = { method };
    emitApproval({ type: 'start', request });
    try {
      const { result } = (await send('RPC_REQUEST', payload)) as { result: unknown };
      emitApproval({ type: 'end', outcome: 'approved' });
      return result;
    } catch (error) {
      emitApproval({ type: 'end', outcome: (error as { code?: number }).code === 4001 ? 'rejected' : 'error' });
      throw error;
    }
  }

  return {
    host,
    rpc,
    preload: () => {
      host.mount();
      void syncDappData();
    },
    connectEmail: async ({ email }) => (await send('CONNECT_EMAIL', { email })) as FrameSuccessPayload<'CONNECT_EMAIL'>,
    connectOtp: async ({ otp }) =>
      (await send('CONNECT_OTP', { otp })) as Awaited<ReturnType<AuthClient['connectOtp']>>,
    connectDevice: async ({ otp }) => {
      const reply = (await send('CONNECT_DEVICE', otp ? { otp } : {})) as Partial<SignInStep>;
      return reply.action ? (reply as SignInStep) : undefined;
    },
    getSocialRedirectUri: async ({ provider }) =>
      ((await send('GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string }).uri,
    connectSocial: async ({ uri, signal }) =>
      (await send('CONNECT_SOCIAL', { uri }, signal)) as Awaited<ReturnType<AuthClient['connectSocial']>>,
    getSecurity: async () => (await send('GET_SECURITY', {})) as Awaited<ReturnType<AuthClient['getSecurity']>>,
    revokeDevice: async ({ deviceId }) => void (await send('REVOKE_DEVICE', { deviceId })),
    signOutEverywhere: async () => void (await send('SIGN_OUT_EVERYWHERE', {})),
    unlockWithRecoveryKey: async ({ signal }) => void (await send('UNLOCK_WITH_RECOVERY_KEY', {}, signal)),
    setRecoveryMethod: async ({ signal }) =>
      ((await send('SET_RECOVERY_METHOD', {}, signal)) as { recoveryMethod: RecoveryMethod }).recoveryMethod,
    updateEmail: async ({ email }) =>
      (await send('UPDATE_EMAIL', { email })) as { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' },
    updateEmailPrimaryOtp: async ({ otp }) => void (await send('UPDATE_EMAIL_PRIMARY_OTP', { otp })),
    updateEmailSecondaryOtp: async ({ otp }) =>
      (await send('UPDATE_EMAIL_SECONDARY_OTP', { otp })) as { newEmail: string },
    isConnected: async () => ((await send('IS_CONNECTED', {})) as { isConnected: boolean }).isConnected,
    getUser: async ({ chainId: network, siwxMessage, preferredAccountType, defaultAccountType }) => {
      const read = async () =>
        (await send('GET_USER', {
          ...(network ? { chainId: network } : {}),
          ...(preferredAccountType ? { preferredAccountType } : {}),
          ...(defaultAccountType ? { defaultAccountType } : {}),
          ...(siwxMessage === undefined ? {} : { siwxMessage }),
        })) as FrameUserWithSiwx;
      if (siwxMessage === undefined) return read();
      emitApproval({ type: 'start', request: { method: 'personal_sign' } });
      try {
        const user = await read();
        emitApproval({ type: 'end', outcome: 'approved' });
        return user;
      } catch (error) {
        emitApproval({ type: 'end', outcome: (error as { code?: number }).code === 4001 ? 'rejected' : 'error' });
        throw error;
      }
    },
    switchNetwork: async ({ chainId: network }) =>
      ((await send('SWITCH_NETWORK', { chainId: network })) as { chainId: string }).chainId,
    signOut: async () => void (await send('SIGN_OUT', {})),
    getSmartAccountEnabledNetworks: async () =>
      (
        (await send(
          'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
          {},
        )) as FrameSuccessPayload<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>
      ).smartAccountEnabledNetworks,
    initSmartAccount: async () => (await send('INIT_SMART_ACCOUNT', {})) as FrameSuccessPayload<'INIT_SMART_ACCOUNT'>,
    setPreferredAccount: async ({ type }) =>
      (await send('SET_PREFERRED_ACCOUNT', { type })) as FrameSuccessPayload<'SET_PREFERRED_ACCOUNT'>,
    syncTheme: async ({ themeMode, themeVariables }) =>
      void (await send('SYNC_THEME', { themeMode, ...(themeVariables ? { themeVariables } : {}) })),
    setLocale: async ({ locale }) => void (await send('SET_LOCALE', { locale })),
    abortRpcRequests: async () => void (await send('RPC_ABORT', {}).catch(() => undefined)),
    showFrame(rect) {
      const element = host.element;
      if (!element) return;
      if (!rect) {
        element.style.display = 'none';
        return;
      }
      Object.assign(element.style, {
        display: 'block',
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      });
    },
    onApproval(listener) {
      approvalListeners.add(listener);
      return () => approvalListeners.delete(listener);
    },
    onNotAllowed(listener) {
      notAllowedListeners.add(listener);
      return () => notAllowedListeners.delete(listener);
    },
  };
}

/** The frame's schema takes http(s) URLs only: a dapp with another url sends no metadata, and non-http icons are left out. */
function toFrameMetadata(metadata: AppMetadata) {
  const isHttp = (url: string) => /^https?:\/\//i.test(url);
  if (!isHttp(metadata.url)) return {};
  const { name, description, url, icons } = metadata;
  return {
    metadata: {
      name: name.slice(0, 256),
      description: description.slice(0, 1024),
      url,
      icons: icons.filter(isHttp).slice(0, 8),
    },
  };
}
