import { expect } from '@open-wc/testing';
import { createAuthConnectors } from '../../../src/connectors/auth/create-auth-connectors.js';
import type { FrameAuthClient } from '../../../src/connectors/auth/create-frame-auth-client.js';
import { SIWX_ACCOUNT_PLACEHOLDER } from '../../../src/core/protocol/siwx-account-placeholder.js';
import { formatSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import { embeddedSiwxBridge } from '../../../src/connectors/auth/embedded-siwx.js';
import type { SiwxMessage } from '../../../src/core/types/siwx.js';

// The auth connector's side of the embedded wallet's sign-in (issue 16 part 5): connect passes the
// SIWX runtime's message with GET_USER and hands the frame's signature back; a restore does not.
const ADDRESS = '0x1111111111111111111111111111111111111111';

function prepared(chainId: string): SiwxMessage {
  const data = {
    accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
    chainId,
    domain: location.host,
    uri: location.origin,
    version: '1' as const,
    nonce: 'n0nce1234',
    issuedAt: '2026-11-27T00:00:00.000Z',
  };
  return { ...data, serializedMessage: formatSiwxMessage({ data }) };
}

/** A frame client that answers GET_USER as the frame does: the message signed with the address filled in. */
function fakeClient({ tamper = false, reject = false } = {}) {
  const requests: Array<{ namespace: string; siwxMessage?: string | undefined }> = [];
  const client = {
    async getUser({ namespace, chainId, siwxMessage }: { namespace: string; chainId?: string; siwxMessage?: string }) {
      requests.push({ namespace, siwxMessage });
      const user = { address: ADDRESS, chainId: chainId ?? 'eip155:1' };
      if (siwxMessage === undefined) return user;
      if (reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      const message = siwxMessage.split(SIWX_ACCOUNT_PLACEHOLDER).join(tamper ? `${ADDRESS}\nextra` : ADDRESS);
      return { ...user, message, signature: '0xabcd' };
    },
    async isConnected() {
      return true;
    },
  } as unknown as FrameAuthClient;
  return { client, requests };
}

function bridge() {
  const handed: Array<{ message: SiwxMessage; signature: string }> = [];
  embeddedSiwxBridge.prepare = async ({ chainId }) => prepared(chainId);
  embeddedSiwxBridge.signed = async (parameters) => void handed.push(parameters);
  return handed;
}

afterEach(() => {
  delete embeddedSiwxBridge.prepare;
  delete embeddedSiwxBridge.signed;
});

describe('the auth connector passes the sign-in message with the sign-in', () => {
  it('sends the prepared message with GET_USER on connect and hands the signed one over, address filled', async () => {
    const handed = bridge();
    const { client, requests } = fakeClient();
    const { eip155 } = createAuthConnectors({ client, initialChainIds: { eip155: 'eip155:1' } });
    await eip155.connect({ chainId: 1 });
    expect(requests[0]!.siwxMessage).to.equal(prepared('eip155:1').serializedMessage);
    expect(handed).to.have.length(1);
    expect(handed[0]!.signature).to.equal('0xabcd');
    expect(handed[0]!.message.accountAddress).to.equal(ADDRESS);
    expect(handed[0]!.message.serializedMessage).to.contain(`\n${ADDRESS}\n`);
    expect(handed[0]!.message.serializedMessage).not.to.contain(SIWX_ACCOUNT_PLACEHOLDER);
  });

  it('hands nothing over when the frame signed another text than the one prepared', async () => {
    const handed = bridge();
    const { client } = fakeClient({ tamper: true });
    const { eip155 } = createAuthConnectors({ client, initialChainIds: { eip155: 'eip155:1' } });
    await eip155.connect({ chainId: 1 });
    expect(handed).to.have.length(0);
  });

  it('still connects, without a sign-in, when the visitor rejects the message in the frame', async () => {
    const handed = bridge();
    const { client, requests } = fakeClient({ reject: true });
    const { eip155 } = createAuthConnectors({ client, initialChainIds: { eip155: 'eip155:1' } });
    expect((await eip155.connect({ chainId: 1 })).address).to.equal(ADDRESS);
    expect(requests.map((request) => request.siwxMessage === undefined)).to.deep.equal([false, true]);
    expect(handed).to.have.length(0);
  });

  it('sends no message for a restore (getAccounts), for Solana, or without SIWX', async () => {
    bridge();
    const { client, requests } = fakeClient();
    const { eip155, solana } = createAuthConnectors({
      client,
      initialChainIds: { eip155: 'eip155:1', solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    });
    await eip155.getAccounts();
    await solana.connect({ chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    delete embeddedSiwxBridge.prepare;
    await eip155.connect({ chainId: 1 });
    expect(requests.map((request) => request.siwxMessage)).to.deep.equal([undefined, undefined, undefined]);
  });

  it('signs in without a message when the message cannot be made', async () => {
    embeddedSiwxBridge.prepare = async () => {
      throw new Error('nonce endpoint down');
    };
    const { client, requests } = fakeClient();
    const { eip155 } = createAuthConnectors({ client, initialChainIds: { eip155: 'eip155:1' } });
    expect((await eip155.connect({ chainId: 1 })).address).to.equal(ADDRESS);
    expect(requests[0]!.siwxMessage).to.equal(undefined);
  });
});
