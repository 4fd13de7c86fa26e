import type { AppRequestPayload, FrameRequestName, FrameSuccessPayload } from '../../../src/core/protocol/index.js';

// One valid payload per request and per success reply, so every message type round-trips.

const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOLANA_ADDRESS = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';

export const requestPayloads: { [Name in FrameRequestName]: AppRequestPayload<Name> } = {
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: { otp: '123456' },
  CONNECT_OTP: { otp: '012345' },
  CONNECT_SOCIAL: {
    uri: 'http://127.0.0.1:8787/auth/callback?state=abc',
    chainId: 'eip155:1',
    preferredAccountType: 'eoa',
    defaultAccountType: 'smartAccount',
  },
  GET_FARCASTER_URI: {},
  CONNECT_FARCASTER: {},
  GET_USER: {
    chainId: 'eip155:31337',
    preferredAccountType: 'smartAccount',
    defaultAccountType: 'eoa',
    rpcUrl: 'http://127.0.0.1:8545',
  },
  GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
  SIGN_OUT: {},
  IS_CONNECTED: {},
  GET_CHAIN_ID: {},
  SWITCH_NETWORK: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '111111' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '222222' },
  SYNC_THEME: { themeMode: 'light', themeVariables: { '--w3m-accent': '#47a1ff', '--w3m-z-index': 1000 } },
  SYNC_DAPP_DATA: {
    metadata: {
      name: 'Demo',
      description: 'A demo dapp',
      url: 'http://localhost:5173',
      icons: ['https://dapp.example/icon.png'],
    },
    projectId: 'demo-project',
    sdkVersion: '0.1.0',
    sdkType: 'appkit',
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  INIT_SMART_ACCOUNT: {},
  SET_PREFERRED_ACCOUNT: { type: 'eoa' },
  RELOAD: {},
  RPC_REQUEST: {
    method: 'personal_sign',
    params: ['0x68656c6c6f', EVM_ADDRESS],
    chainNamespace: 'eip155',
    chainId: 'eip155:1',
  },
  RPC_ABORT: {},
  GET_SECURITY: {},
  REVOKE_DEVICE: { deviceId: '0b6f6f3c-3f8e-4c61-9b1e-6a2f1f4f6d10' },
  SIGN_OUT_EVERYWHERE: {},
  UNLOCK_WITH_RECOVERY_KEY: {},
  SET_RECOVERY_METHOD: {},
  SET_LOCALE: { locale: 'ar' },
};

const user = {
  email: 'ada@example.com',
  address: EVM_ADDRESS,
  chainId: 'eip155:1',
  accounts: [{ address: EVM_ADDRESS, type: 'eoa' as const }],
};

export const successPayloads: { [Name in FrameRequestName]: FrameSuccessPayload<Name> } = {
  CONNECT_EMAIL: { action: 'VERIFY_OTP' },
  CONNECT_DEVICE: {},
  CONNECT_OTP: { action: 'VERIFY_DEVICE' },
  CONNECT_SOCIAL: { ...user, userName: 'ada', signature: '0xabcdef', message: 'Sign in' },
  GET_FARCASTER_URI: { url: 'https://farcaster.example/connect?channel=1' },
  CONNECT_FARCASTER: { userName: 'ada' },
  GET_USER: { ...user, preferredAccountType: 'eoa', smartAccountDeployed: false },
  GET_SOCIAL_REDIRECT_URI: { uri: 'http://127.0.0.1:3999/auth?client_id=github' },
  SIGN_OUT: {},
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: 'eip155:31337' },
  SWITCH_NETWORK: { chainId: 'eip155:31338' },
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: {},
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.com' },
  SYNC_THEME: {},
  SYNC_DAPP_DATA: {},
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 8453] },
  INIT_SMART_ACCOUNT: { address: EVM_ADDRESS, isDeployed: false },
  SET_PREFERRED_ACCOUNT: { type: 'eoa', address: SOLANA_ADDRESS },
  RELOAD: {},
  RPC_REQUEST: { result: { hash: '0x01', nested: [1, 'two', null, true] } },
  RPC_ABORT: {},
  GET_SECURITY: {
    recoveryMethod: 'passkey-prf',
    devices: [
      {
        id: '0b6f6f3c-3f8e-4c61-9b1e-6a2f1f4f6d10',
        name: 'Chrome on Linux',
        site: 'http://127.0.0.1:5173',
        createdAt: '2026-11-25T10:00:00.000Z',
        lastSeenAt: '2026-11-25T11:00:00.000Z',
        current: true,
        status: 'verified',
        releaseAt: null,
      },
    ],
  },
  REVOKE_DEVICE: {},
  SIGN_OUT_EVERYWHERE: {},
  UNLOCK_WITH_RECOVERY_KEY: {},
  SET_RECOVERY_METHOD: { recoveryMethod: 'passphrase' },
  SET_LOCALE: {},
};
