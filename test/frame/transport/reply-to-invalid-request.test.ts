import { expect } from '@open-wc/testing';
import { appRequestType, createMessageId, parseAppMessage } from '../../../src/core/protocol/index.js';
import { replyToInvalidRequest } from '../../../frame/src/transport/reply-to-invalid-request.js';

/** The issue parseAppMessage found, as the channel passes it on. */
function replyTo(data: unknown) {
  const parsed = parseAppMessage(data);
  if (parsed.success) throw new Error('setup: this message is valid');
  return replyToInvalidRequest({ data, issue: parsed.issue });
}

describe('replyToInvalidRequest', () => {
  it('T4: answers a readable request whose payload is not JSON, too large or too deep, instead of leaving the host to time out', () => {
    const id = createMessageId();
    let deep: Record<string, unknown> = {};
    for (let level = 0; level < 40; level++) deep = { deep };
    expect(
      replyTo({ id, type: appRequestType('RPC_REQUEST'), payload: { method: 'personal_sign', params: [new Date()] } }),
    ).to.deep.equal({
      id,
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Invalid request (payload.params.0: not_plain_json)', code: -32602 },
    });
    expect(
      replyTo({ id, type: appRequestType('SIGN_OUT'), payload: { big: 'x'.repeat(300_000) } })?.payload,
    ).to.deep.equal({ message: 'Invalid request (payload.big: too_large)' });
    expect(replyTo({ id, type: appRequestType('GET_USER'), payload: deep })?.type).to.equal(
      '@w3m-frame/GET_USER_ERROR',
    );
    expect(
      replyTo({ id, type: appRequestType('CONNECT_OTP'), payload: { otp: 'x' }, extra: new Map() })?.type,
    ).to.equal('@w3m-frame/CONNECT_OTP_ERROR');
  });

  it('gives no reply when the id or type is unreadable, unknown, or behind a getter or a proxy, and never runs either', () => {
    let ran = false;
    const getter = { type: appRequestType('SIGN_OUT'), payload: {} };
    Object.defineProperty(getter, 'id', { enumerable: true, get: () => ((ran = true), createMessageId()) });
    const proxy = new Proxy(
      { id: createMessageId(), type: appRequestType('SIGN_OUT'), payload: new Date() },
      {
        get: () => ((ran = true), 'x'),
        getOwnPropertyDescriptor: () => {
          throw new Error('trap');
        },
      },
    );
    const unreadable = [
      null,
      'text',
      [createMessageId(), appRequestType('SIGN_OUT')],
      { id: 'short', type: appRequestType('SIGN_OUT'), payload: new Date() },
      { id: createMessageId(), type: '@w3m-app/EXPORT_PRIVATE_KEY', payload: {} },
      { id: createMessageId(), type: '@w3m-app/INIT', payload: new Date() },
      { id: createMessageId(), type: '@w3m-frame/SIGN_OUT_SUCCESS', payload: {} },
      Object.create({ id: createMessageId(), type: appRequestType('SIGN_OUT'), payload: new Date() }),
      getter,
      proxy,
    ];
    unreadable.forEach((data, index) => expect(replyTo(data), `value #${index}`).to.equal(undefined));
    expect(ran).to.equal(false);
  });
});
