import { expect } from '@open-wc/testing';
import { buildFrameUrlQuery, parseFrameUrlQuery, type FrameUrlQuery } from '../../../src/core/protocol/index.js';

const query: FrameUrlQuery = {
  projectId: 'demo-project',
  chainId: 'eip155:31337',
  version: '4',
  enableLogger: false,
  rpcUrl: 'http://127.0.0.1:8787/v1/?chainId=eip155:31337&projectId=demo-project',
};

describe('frame URL query (SPEC §7)', () => {
  it('round-trips with and without enableCloudAuthAccount', () => {
    expect(parseFrameUrlQuery(buildFrameUrlQuery(query))).to.deep.equal({ success: true, query });
    const withCloud = { ...query, enableLogger: true, enableCloudAuthAccount: true };
    expect(parseFrameUrlQuery(`?${buildFrameUrlQuery(withCloud)}`)).to.deep.equal({ success: true, query: withCloud });
    expect(parseFrameUrlQuery(new URLSearchParams(buildFrameUrlQuery(query))).success).to.equal(true);
  });

  it('requires every parameter but enableCloudAuthAccount', () => {
    for (const key of ['projectId', 'chainId', 'version', 'enableLogger', 'rpcUrl']) {
      const params = new URLSearchParams(buildFrameUrlQuery(query));
      params.delete(key);
      const result = parseFrameUrlQuery(params);
      if (result.success) throw new Error(`${key} missing passed`);
      expect(result.issue.path).to.equal(key);
    }
  });

  it('refuses unknown, repeated and malformed parameters', () => {
    const base = buildFrameUrlQuery(query);
    const refused = [
      `${base}&debug=1`,
      `${base}&projectId=other`,
      `${base}&__proto__=x`,
      base.replace('enableLogger=false', 'enableLogger=1'),
      base.replace('version=4', 'version=four'),
      base.replace('chainId=eip155%3A31337', 'chainId=31337'),
      base.replace(/rpcUrl=[^&]+/, 'rpcUrl=javascript%3Aalert(1)'),
      base.replace('projectId=demo-project', 'projectId=%3Cscript%3E'),
    ];
    for (const search of refused) expect(parseFrameUrlQuery(search).success, search).to.equal(false);
  });
});
