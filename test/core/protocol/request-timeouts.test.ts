import { expect } from '@open-wc/testing';
import { FRAME_REQUEST_NAMES, frameRequestTimeouts } from '../../../src/core/protocol/index.js';

describe('frameRequestTimeouts (SPEC §9 "Frame")', () => {
  it('waits 20 s for the frame to load, except for sync-dapp-data, sync-theme, set-preferred-account (and our set-locale)', () => {
    const withoutLoad = FRAME_REQUEST_NAMES.filter((name) => frameRequestTimeouts(name).loadTimeoutMs === undefined);
    expect(withoutLoad).to.deep.equal(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT', 'SET_LOCALE']);
    expect(frameRequestTimeouts('GET_USER').loadTimeoutMs).to.equal(20_000);
  });

  it('gives connect email, device, otp, social and social redirect (and our device requests) 120 s and aborts after', () => {
    const auth = FRAME_REQUEST_NAMES.filter((name) => frameRequestTimeouts(name).replyTimeoutMs === 120_000);
    expect(auth).to.deep.equal([
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
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
    expect(frameRequestTimeouts('RPC_REQUEST').replyTimeoutMs).to.equal(undefined);
    expect(
      frameRequestTimeouts('UNLOCK_WITH_RECOVERY_KEY').replyTimeoutMs,
      'the recovery-key screen waits for the visitor too',
    ).to.equal(undefined);
  });
});
