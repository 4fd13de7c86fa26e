import { expect } from '@open-wc/testing';
import { HttpClient } from '../../../src/core/protocol/http-client.js';
import { HttpError } from '../../../src/core/errors/internal-errors.js';
import { DEV_PROJECT, devApi, devServerUrl, readStoredEvents } from '../../helpers/dev-server.js';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('HttpClient (against the dev server)', () => {
  it('adds projectId, st and sv to every call, and clientId when configured', async () => {
    const api = devApi();
    const page = await api.get<{ count: number; data: Array<{ name: string }> }>({
      path: '/getWallets',
      params: { page: 1, entries: 2, search: 'trust', exclude: [] },
    });
    expect(page.data).to.have.length(2);
    expect(page.data[0]!.name).to.equal('Trust Wallet');
    const url = new URL(api.url({ path: '/getWallets', params: { include: ['a', 'b'], exclude: [] } }));
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      include: 'a,b',
      projectId: DEV_PROJECT,
      st: 'appkit',
      sv: '0.1.0',
    });
    const withClient = new HttpClient({
      baseUrl: devServerUrl(),
      projectId: DEV_PROJECT,
      sdkType: 'appkit',
      sdkVersion: '0.1.0',
      clientId: 'client-1',
    });
    expect(new URL(withClient.url({ path: 'v1/x' })).searchParams.get('clientId')).to.equal('client-1');
  });

  it("throws 'HTTP status code: {status}' keeping the status and the server's code", async () => {
    const unknown = await failure(devApi({ projectId: 'no-such-project' }).get({ path: '/getWallets' }));
    expect(unknown).to.be.instanceOf(HttpError);
    expect((unknown as HttpError).message).to.equal('HTTP status code: 401');
    expect((unknown as HttpError).status).to.equal(401);
    expect((unknown as HttpError).code).to.equal('INVALID_PROJECT_ID');
    const missing = await failure(devApi({ projectId: '' }).get({ path: '/projects/v1/origins' }));
    expect([(missing as HttpError).status, (missing as HttpError).code]).to.deep.equal([400, 'PROJECT_ID_MISSING']);
    const wrongMethod = await failure(devApi().put({ path: '/e', body: {} }));
    expect((wrongMethod as HttpError).status).to.equal(404);
    expect(((await failure(devApi().delete({ path: '/getWallets' }))) as HttpError).status).to.equal(404);
  });

  it('POSTs a JSON body', async () => {
    const eventId = crypto.randomUUID();
    const answer = await devApi().post<{ stored: boolean }>({
      path: '/e',
      body: {
        eventId,
        url: location.href,
        domain: location.hostname,
        timestamp: Date.now(),
        props: { type: 'track', event: 'HTTP_CLIENT_TEST' },
      },
    });
    expect(answer).to.deep.equal({ stored: true });
    const stored = (await readStoredEvents()).find((entry) => entry.event.eventId === eventId);
    expect(stored?.event.props.event).to.equal('HTTP_CLIENT_TEST');
    expect([stored?.sdkType, stored?.sdkVersion]).to.deep.equal(['appkit', '0.1.0']);
  });

  it('honours an AbortSignal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(devApi().get({ path: '/getWallets', signal: controller.signal }));
    expect((error as DOMException).name).to.equal('AbortError');
  });

  it('reads a blob', async () => {
    const blob = await devApi().getBlob({
      path: '/getWalletImage/c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    });
    expect(blob.type).to.match(/^image\/svg\+xml/);
    expect(blob.size).to.be.greaterThan(50);
  });
});
