// checkFrameOrigin against the dev stack's real server: the project's allowed origins as the frame
// (and its frame-ancestors header) reads them, so the modal knows a refused page at once (APKT005).
import { expect } from '@open-wc/testing';
import { checkFrameOrigin } from '../../../src/connectors/auth/check-frame-origin.js';
import { DEV_PROJECT, devServerUrl } from '../../helpers/dev-server.js';

describe('checkFrameOrigin (dev server)', () => {
  const frameUrl = () => `${devServerUrl()}/frame/`;

  it('allows this test page for the dev project, and refuses it for a project that lists other origins', async () => {
    expect(await checkFrameOrigin({ frameUrl: frameUrl(), projectId: DEV_PROJECT })).to.equal(true);
    // demo-restricted allows https://dapp.example only (server/data/dev-projects.json).
    expect(await checkFrameOrigin({ frameUrl: frameUrl(), projectId: 'demo-restricted' })).to.equal(false);
    expect(
      await checkFrameOrigin({ frameUrl: frameUrl(), projectId: 'demo-restricted', origin: 'https://dapp.example' }),
    ).to.equal(true);
  });

  it('refuses for an unknown project (the frame allows no page then), and cannot tell with the server down', async () => {
    expect(await checkFrameOrigin({ frameUrl: frameUrl(), projectId: 'no-such-project' })).to.equal(false);
    expect(await checkFrameOrigin({ frameUrl: 'http://127.0.0.1:9/frame/', projectId: DEV_PROJECT })).to.equal(
      undefined,
    );
  });
});
