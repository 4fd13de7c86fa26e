import { expect } from '@open-wc/testing';
import { createQueryCache } from '../../../src/core/utils/create-query-cache.js';

describe('createQueryCache', () => {
  it('shares one load per key until the lifetime ends (SPEC §9 5 min by default)', async () => {
    let now = 0;
    let loads = 0;
    const cache = createQueryCache<number>({ now: () => now });
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get({ key: 'k', load }), cache.get({ key: 'k', load })]);
    expect([a, b, loads]).to.deep.equal([1, 1, 1]);
    now = 299_999;
    expect(await cache.get({ key: 'k', load })).to.equal(1);
    now = 300_000;
    expect(await cache.get({ key: 'k', load })).to.equal(2);
    expect(await cache.get({ key: 'other', load })).to.equal(3);
  });

  it('does not keep failures', async () => {
    const cache = createQueryCache<string>();
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve('up'));
    await cache.get({ key: 'k', load }).catch(() => undefined);
    await Promise.resolve();
    expect(await cache.get({ key: 'k', load })).to.equal('up');
  });
});
