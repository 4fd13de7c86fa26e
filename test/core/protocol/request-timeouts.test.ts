import { expect } from '@open-wc/testing';
import { FRAME_REQUEST_NAMES, frameRequestTimeouts } from '../../../src/core/protocol/index.js';
import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from '../../../src/core/protocol/rpc-methods.js';

const SIWX_MESSAGE =
  'localhost wants you to sign in with your Ethereum account:\n0x0000000000000000000000000000000000000001';

describe('frameRequestTimeouts (SPEC §9 "Frame")', () => {
  it('waits 20 s for the frame to load, except for sync-dapp-data, sync-theme, set-preferred-account (and our set-locale)', () => {
    const withoutLoad = FRAME_REQUEST_NAMES.filter((name) => frameRequestTimeouts(name).loadTimeoutMs === undefined);
    expect(withoutLoad).to.deep.equal(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT', 'SET_LOCALE']);
    expect(frameRequestTimeouts('GET_USER').loadTimeoutMs).to.equal(20_000);
  });

  it('gives connect email, device, otp, social and social redirect (and our device and email-change requests) 120 s and aborts after', () => {
    const auth = FRAME_REQUEST_NAMES.filter((name) => frameRequestTimeouts(name).replyTimeoutMs === 120_000);
    expect(auth).to.deep.equal([
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'GET_SECURITY',
      'REVOKE_DEVICE',
      'SIGN_OUT_EVERYWHERE',
    ]);
    expect(frameRequestTimeouts('CONNECT_OTP').onReplyTimeout).to.equal('reject');
  });

  it('carries on after 3 s without a sign-out reply, and waits as long as the user for RPC approvals', () => {
    expect(frameRequestTimeouts('SIGN_OUT')).to.deep.equal({
      loadTimeoutMs: 20_000,
      replyTimeoutMs: 3000,
      onReplyTimeout: 'resolve',
    });
    for (const method of NOT_SAFE_RPC_METHODS)
      expect(frameRequestTimeouts('RPC_REQUEST', { method }).replyTimeoutMs, method).to.equal(undefined);
    expect(
      frameRequestTimeouts('RPC_REQUEST').replyTimeoutMs,
      'an RPC request whose method is not known here may be an approval',
    ).to.equal(undefined);
    expect(
      frameRequestTimeouts('UNLOCK_WITH_RECOVERY_KEY').replyTimeoutMs,
      'the recovery-key screen waits for the visitor too',
    ).to.equal(undefined);
    expect(frameRequestTimeouts('SET_RECOVERY_METHOD').replyTimeoutMs).to.equal(undefined);
  });

  it('ends the requests that wait on the frame’s server only after 30 s with iframe_request_timeout (issue 20 part 5)', () => {
    const reads = FRAME_REQUEST_NAMES.filter((name) => frameRequestTimeouts(name).replyTimeoutMs === 30_000);
    expect(reads).to.deep.equal([
      'GET_USER',
      'IS_CONNECTED',
      'GET_CHAIN_ID',
      'SWITCH_NETWORK',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
    ]);
    for (const method of SAFE_RPC_METHODS)
      expect(frameRequestTimeouts('RPC_REQUEST', { method }), method).to.deep.equal({
        loadTimeoutMs: 20_000,
        replyTimeoutMs: 30_000,
        onReplyTimeout: 'reject',
      });
    expect(frameRequestTimeouts('RPC_REQUEST', { method: 'eth_sign' }).replyTimeoutMs, 'refused at once').to.equal(
      30_000,
    );
    expect(frameRequestTimeouts('GET_USER', { chainId: 'eip155:1' }).replyTimeoutMs).to.equal(30_000);
  });

  it('waits as long as the visitor for a GET_USER that carries a sign-in message to approve', () => {
    expect(
      frameRequestTimeouts('GET_USER', { chainId: 'eip155:1', siwxMessage: SIWX_MESSAGE }).replyTimeoutMs,
    ).to.equal(undefined);
  });
});
