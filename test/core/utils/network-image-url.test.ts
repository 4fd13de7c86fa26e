import { expect } from '@open-wc/testing';
import { networkImageUrl } from '../../../src/core/utils/network-image-url.js';
import { SDK_TYPE, SDK_VERSION } from '../../../src/core/constants.js';

const OPTIONS = { apiUrl: 'http://127.0.0.1:8787', projectId: 'demo-project' };

describe('networkImageUrl', () => {
  it("answers the server's asset image for a network without its own image, with projectId, st and sv", () => {
    const url = new URL(networkImageUrl({ network: { caipNetworkId: 'eip155:31337' }, options: OPTIONS }));
    expect(url.origin).to.equal('http://127.0.0.1:8787');
    expect(decodeURIComponent(url.pathname)).to.equal('/public/getAssetImage/eip155:31337');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      projectId: 'demo-project',
      st: SDK_TYPE,
      sv: SDK_VERSION,
    });
  });

  it('keeps a path under apiUrl and encodes a Solana id as one segment', () => {
    const url = networkImageUrl({
      network: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      options: { ...OPTIONS, apiUrl: 'https://api.example/base' },
    });
    expect(url).to.equal(
      `https://api.example/base/public/getAssetImage/solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp?projectId=demo-project&st=${SDK_TYPE}&sv=${SDK_VERSION}`,
    );
  });

  it("prefers the dapp's own imageUrl", () => {
    const network = { caipNetworkId: 'eip155:1', assets: { imageUrl: 'https://dapp.example/eth.png' } } as const;
    expect(networkImageUrl({ network, options: OPTIONS })).to.equal('https://dapp.example/eth.png');
  });

  it('answers empty without apiUrl, projectId or network (the initials show)', () => {
    const network = { caipNetworkId: 'eip155:1' } as const;
    expect(networkImageUrl({ network, options: { projectId: 'demo-project' } })).to.equal('');
    expect(networkImageUrl({ network, options: { apiUrl: OPTIONS.apiUrl, projectId: '' } })).to.equal('');
    expect(networkImageUrl({ network, options: undefined })).to.equal('');
    expect(networkImageUrl({ network: undefined, options: OPTIONS })).to.equal('');
  });
});
