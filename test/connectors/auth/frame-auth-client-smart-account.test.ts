import { expect } from '@open-wc/testing';
import { createFrameAuthClient } from '../../../src/connectors/auth/create-frame-auth-client.js';

/** The real client with its frame host's request replaced: records what would be posted, answers `answers[name]`. */
function recordingClient(answers: Record<string, unknown>) {
  const client = createFrameAuthClient({
    frameUrl: 'http://127.0.0.1:9/frame/',
    projectId: 'p',
    chainId: 'eip155:31337',
    rpcUrl: 'http://127.0.0.1:9/',
    metadata: { name: 'T', description: '', url: 'http://localhost', icons: [] },
    onTimeout: () => undefined,
  });
  const sent: Array<{ name: string; payload: unknown }> = [];
  (client.host as { request: unknown }).request = async ({ name, payload }: { name: string; payload: unknown }) => {
    sent.push({ name, payload });
    return answers[name] ?? {};
  };
  return { client, sent: () => sent.filter(({ name }) => name !== 'SYNC_DAPP_DATA') };
}

describe('createFrameAuthClient: smart-account requests (issue 17 part 4)', () => {
  it('GET_USER carries preferredAccountType only when given', async () => {
    const user = { address: '0x1', chainId: 'eip155:31337' };
    const { client, sent } = recordingClient({ GET_USER: user });
    await client.getUser({ namespace: 'eip155', chainId: 'eip155:31337' });
    await client.getUser({ namespace: 'eip155', chainId: 'eip155:31337', preferredAccountType: 'smartAccount' });
    expect(sent()).to.deep.equal([
      { name: 'GET_USER', payload: { chainId: 'eip155:31337' } },
      { name: 'GET_USER', payload: { chainId: 'eip155:31337', preferredAccountType: 'smartAccount' } },
    ]);
  });

  it('sends GET_SMART_ACCOUNT_ENABLED_NETWORKS, INIT_SMART_ACCOUNT and SET_PREFERRED_ACCOUNT and answers their payloads', async () => {
    const { client, sent } = recordingClient({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [31337, 31338] },
      INIT_SMART_ACCOUNT: { address: '0x2', isDeployed: true },
      SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: '0x2' },
    });
    expect(await client.getSmartAccountEnabledNetworks()).to.deep.equal([31337, 31338]);
    expect(await client.initSmartAccount()).to.deep.equal({ address: '0x2', isDeployed: true });
    expect(await client.setPreferredAccount({ type: 'smartAccount' })).to.deep.equal({
      type: 'smartAccount',
      address: '0x2',
    });
    expect(sent()).to.deep.equal([
      { name: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', payload: {} },
      { name: 'INIT_SMART_ACCOUNT', payload: {} },
      { name: 'SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } },
    ]);
  });
});
