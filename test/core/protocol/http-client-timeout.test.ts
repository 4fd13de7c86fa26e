// HttpClient's timeoutMs (issue 20 part 5 "no wait without an end"): a server that never answers
// ends the request with a TimeoutError instead of a wait without an end. The fetch is a FAKE that
// never answers (the e2e directory test drives a real silent server).
import { expect } from '@open-wc/testing';
import { HttpClient } from '../../../src/core/protocol/http-client.js';

/** A fetch that never answers; it rejects only when its signal aborts, as the real one does. */
const silentFetch = ((_url: string, init?: RequestInit) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error), { once: true });
  })) as typeof fetch;

describe('HttpClient timeoutMs', () => {
  it('ends a request the server never answers with a TimeoutError', async () => {
    const api = new HttpClient({ baseUrl: 'http://127.0.0.1:1', fetch: silentFetch, timeoutMs: 50 });
    const started = Date.now();
    const error = await api.get({ path: '/getWallets' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as DOMException).name).to.equal('TimeoutError');
    expect(Date.now() - started).to.be.within(40, 1000);
    const blob = await api.getBlob({ path: '/getWalletImage/x' }).catch((caught: unknown) => caught);
    expect((blob as DOMException).name).to.equal('TimeoutError');
  });

  it("keeps the caller's abort, and waits as before without timeoutMs", async () => {
    const api = new HttpClient({ baseUrl: 'http://127.0.0.1:1', fetch: silentFetch, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = api.get({ path: '/x', signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(((await pending) as DOMException).name).to.equal('AbortError');

    const unbounded = new HttpClient({ baseUrl: 'http://127.0.0.1:1', fetch: silentFetch });
    let settled = false;
    void unbounded
      .get({ path: '/x' })
      .finally(() => (settled = true))
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).to.equal(false);
  });
});
