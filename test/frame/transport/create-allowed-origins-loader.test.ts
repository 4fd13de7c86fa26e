import { expect } from '@open-wc/testing';
import { HttpError } from '../../../src/core/errors/internal-errors.js';
import type { HttpClient } from '../../../src/core/protocol/index.js';
import { createAllowedOriginsLoader } from '../../../frame/src/transport/create-allowed-origins-loader.js';

/** A client whose GETs answer from `answers` in turn (a function throws instead), counting calls. */
function fakeClient(answers: Array<unknown | (() => never)>) {
  const calls: string[] = [];
  const client: Pick<HttpClient, 'get'> = {
    get: async <T>({ path }: { path: string }) => {
      calls.push(path);
      const answer = answers.shift();
      if (typeof answer === 'function') return answer() as T;
      return answer as T;
    },
  };
  return { client, calls };
}

describe('createAllowedOriginsLoader', () => {
  it('asks the server once, however often (and however early) it is called', async () => {
    const { client, calls } = fakeClient([{ allowedOrigins: ['https://app.example', 7] }]);
    const load = createAllowedOriginsLoader({ client });
    const early = load();
    expect(await load()).to.deep.equal(['https://app.example']);
    expect(await early).to.deep.equal(['https://app.example']);
    expect(calls).to.deep.equal(['/projects/v1/origins']);
  });

  it('reads a refusal (an HTTP error) as an empty list, and does not ask again', async () => {
    const { client, calls } = fakeClient([
      () => {
        throw new HttpError({ status: 403 });
      },
    ]);
    const load = createAllowedOriginsLoader({ client });
    expect(await load()).to.deep.equal([]);
    expect(await load()).to.deep.equal([]);
    expect(calls.length).to.equal(1);
  });

  it('asks again after a request that got no answer, so an early failure does not refuse the host for good', async () => {
    const { client, calls } = fakeClient([
      () => {
        throw new TypeError('Failed to fetch');
      },
      { allowedOrigins: ['https://app.example'] },
    ]);
    const load = createAllowedOriginsLoader({ client });
    const failure = await load().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(TypeError);
    expect(await load()).to.deep.equal(['https://app.example']);
    expect(calls.length).to.equal(2);
  });
});
