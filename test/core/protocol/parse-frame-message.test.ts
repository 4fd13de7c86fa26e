import { expect } from '@open-wc/testing';
import {
  FRAME_READY_TYPE,
  FRAME_REQUEST_NAMES,
  createAppRequest,
  createFrameError,
  createFrameSuccess,
  createMessageId,
  frameErrorType,
  frameSuccessType,
  parseFrameMessage,
} from '../../../src/core/protocol/index.js';
import { requestPayloads, successPayloads } from './protocol-fixtures.js';

describe('parseFrameMessage', () => {
  it('round-trips the success and error reply of every request, with the request id', () => {
    for (const name of FRAME_REQUEST_NAMES) {
      const request = createAppRequest({ name, payload: requestPayloads[name] as never });
      const success = createFrameSuccess({ request, payload: successPayloads[name] as never });
      expect(success.id).to.equal(request.id);
      expect(success.type).to.equal(frameSuccessType(name));
      const parsed = parseFrameMessage(structuredClone(success));
      if (!parsed.success) throw new Error(`${name}_SUCCESS was refused: ${parsed.issue.message}`);
      expect(parsed.message).to.deep.equal(success);

      const error = createFrameError({ request, payload: { message: 'Something went wrong', code: 4001 } });
      expect(error.type).to.equal(frameErrorType(name));
      expect(parseFrameMessage(structuredClone(error))).to.deep.equal({ success: true, message: error });
    }
  });

  it('accepts READY with an empty payload only', () => {
    const ready = { id: createMessageId(), type: FRAME_READY_TYPE, payload: {} };
    expect(parseFrameMessage(ready)).to.deep.equal({ success: true, message: ready });
    expect(parseFrameMessage({ ...ready, payload: { extra: 1 } }).success).to.equal(false);
  });

  it('refuses app-side types, unknown replies and malformed reply payloads', () => {
    const id = createMessageId();
    for (const type of [
      '@w3m-app/CONNECT_OTP',
      '@w3m-frame/CONNECT_OTP',
      '@w3m-frame/EXPORT_KEY_SUCCESS',
      '@w3m-frame/_SUCCESS',
      '@w3m-frame/toString_SUCCESS',
    ]) {
      const result = parseFrameMessage({ id, type, payload: {} });
      expect(result.success, type).to.equal(false);
    }
    const invalid = [
      { type: frameSuccessType('CONNECT_EMAIL'), payload: { action: 'LOGIN' } },
      { type: frameSuccessType('IS_CONNECTED'), payload: { isConnected: 'yes' } },
      { type: frameSuccessType('GET_USER'), payload: { address: '0x12', chainId: 'eip155:1' } },
      { type: frameSuccessType('GET_CHAIN_ID'), payload: { chainId: 1 } },
      { type: frameSuccessType('RPC_REQUEST'), payload: {} },
      { type: frameErrorType('RPC_REQUEST'), payload: { message: 'x'.repeat(2000) } },
      { type: frameErrorType('RPC_REQUEST'), payload: { message: 'no', code: 1.5 } },
      { type: frameErrorType('RPC_REQUEST'), payload: { message: 'no', stack: 'at …' } },
    ];
    for (const message of invalid) expect(parseFrameMessage({ id, ...message }).success, message.type).to.equal(false);
  });

  it('requires the id on replies too', () => {
    const result = parseFrameMessage({ type: frameSuccessType('SIGN_OUT'), payload: {} });
    if (result.success) throw new Error('a reply without id passed');
    expect(result.issue.path).to.equal('id');
  });
});
