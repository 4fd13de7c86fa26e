// Its own file: the button loads the network-image module once per page, at the modal's first open.
import { expect, fixture as render, html } from '@open-wc/testing';
import '../../src/modal/w3m-network-button.js';
import type { W3mNetworkButton } from '../../src/modal/w3m-network-button.js';
import { OFFLINE_NETWORKS, setupAppKit, waitUntil, type AppKitFixture } from '../helpers/setup-app-kit.js';

// Nobody answers here; the test reads the URL the image is given, not the image.
const API_URL = 'http://127.0.0.1:9';
const imageSrc = (button: W3mNetworkButton) =>
  button.shadowRoot!.querySelector<HTMLElement & { src: string }>('wui-wallet-image')!.src;

describe('<w3m-network-button> image', () => {
  let app: AppKitFixture | undefined;
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it("shows the server's network image only once the modal has opened (no request before the visitor acts)", async () => {
    app = await setupAppKit({ wallet: false, options: { apiUrl: API_URL } });
    const button = await render<W3mNetworkButton>(html`<w3m-network-button></w3m-network-button>`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(imageSrc(button)).to.equal('');
    await app.appKit.open();
    await waitUntil(() =>
      expect(imageSrc(button)).to.match(
        /^http:\/\/127\.0\.0\.1:9\/public\/getAssetImage\/eip155%3A31337\?projectId=test-project&st=/,
      ),
    );
  });

  it("shows the dapp's own image at once", async () => {
    const ownImage = 'https://dapp.example/localchain-a.png';
    const networks = [{ ...OFFLINE_NETWORKS[0], assets: { imageUrl: ownImage } }] as const;
    app = await setupAppKit({ wallet: false, options: { apiUrl: API_URL, networks } });
    const button = await render<W3mNetworkButton>(html`<w3m-network-button></w3m-network-button>`);
    expect(imageSrc(button)).to.equal(ownImage);
  });
});
