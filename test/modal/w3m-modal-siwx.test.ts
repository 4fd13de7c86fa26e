import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { verifyMessage } from 'viem';
import { $modal } from '../../src/core/stores/modal-store.js';
import { $route } from '../../src/core/stores/router-store.js';
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../../src/core/types/siwx.js';
import {
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

const WALLET_ID = 'dev.openmodal.testwallet';
const STATEMENT = 'Sign in to the test dapp';

/** A dapp's own sign-in backend in memory: no session until one is added. */
function memorySiwx({ required }: { required: boolean }): SiwxConfig & { sessions: SiwxSession[] } {
  const sessions: SiwxSession[] = [];
  return {
    sessions,
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      const data = {
        accountAddress,
        chainId,
        domain: location.host,
        uri: location.origin,
        version: '1' as const,
        nonce: 'abcdef123456',
        issuedAt: new Date().toISOString(),
        statement: STATEMENT,
      };
      return { ...data, serializedMessage: `${data.domain} wants you to sign in\n${accountAddress}\n\n${STATEMENT}` };
    },
    addSession: async (session) => void sessions.push(session),
    revokeSession: async () => void sessions.splice(0),
    setSessions: async (next) => void sessions.splice(0, sessions.length, ...next),
    getSessions: async (chainId, address) =>
      sessions.filter((session) => session.data.chainId === chainId && session.data.accountAddress === address),
    getRequired: () => required,
  };
}

describe('<w3m-modal> on SIWXSignMessage', () => {
  let fixture: AppKitFixture | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  /** Connects the test wallet and waits for the sign-in view with its message. */
  async function connectToSignIn({ required }: { required: boolean }) {
    const siwx = memorySiwx({ required });
    fixture = await setupAppKit({ options: { siwx } });
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await waitUntil(() => expect($route.get()?.view).to.equal('SIWXSignMessage'));
    const root = fixture.modal.shadowRoot!;
    await waitUntil(() => expect(queryDeep('siwx-statement', root)?.textContent).to.equal(STATEMENT));
    if (!$modal.get().open) throw new Error('connectToSignIn: the modal is not open on SIWXSignMessage');
    return { siwx, root };
  }

  function clickButton(element: HTMLElement | undefined): void {
    const button = element?.shadowRoot?.querySelector('button');
    if (!button) throw new Error('no button to click');
    button.click();
  }

  it('refuses Escape, the overlay and the close button while sign-in is required, and shakes', async () => {
    const { root } = await connectToSignIn({ required: true });
    const card = queryDeep('w3m-modal-card', root)!;
    await sendKeys({ press: 'Escape' });
    // The card's own CSS entrance animation aside: the shake is a script animation.
    const shakes = card.getAnimations().filter((animation) => !(animation instanceof CSSAnimation));
    expect(shakes, 'the refused close shakes the card').to.have.length(1);
    queryDeep('w3m-overlay', root)!.click();
    queryDeep<HTMLElement>('w3m-close', root)!.click();
    expect($modal.get().open).to.equal(true);
    expect($route.get()?.view).to.equal('SIWXSignMessage');
    expect(queryDeep('w3m-back', root), 'no way around Cancel').to.equal(undefined);
  });

  it('closes on Escape when sign-in is optional', async () => {
    await connectToSignIn({ required: false });
    await sendKeys({ press: 'Escape' });
    expect($modal.get().open).to.equal(false);
  });

  it('Sign: the wallet signs the exact message, the session is kept and the modal closes', async () => {
    const { siwx, root } = await connectToSignIn({ required: true });
    clickButton(queryDeep('siwx-sign', root));
    await waitUntil(() => expect(siwx.sessions).to.have.length(1));
    const [session] = siwx.sessions;
    const address = fixture!.appKit.getAddress() as `0x${string}`;
    expect(
      await verifyMessage({ address, message: session!.message, signature: session!.signature as `0x${string}` }),
    ).to.equal(true);
    await waitUntil(() => expect($modal.get().open).to.equal(false));
  });

  it("shows 'Error signing message' when the wallet declines, and stays", async () => {
    const { siwx, root } = await connectToSignIn({ required: true });
    fixture!.wallet!.setMode('reject');
    clickButton(queryDeep('siwx-sign', root));
    await waitUntil(() => expect(queryDeep('siwx-error', root)?.textContent).to.equal('Error signing message'));
    expect(queryDeep('siwx-sign', root)!.textContent!.trim()).to.equal('Sign again');
    expect(siwx.sessions).to.have.length(0);
    expect($modal.get().open).to.equal(true);
  });

  it('Cancel while sign-in is required disconnects', async () => {
    const { root } = await connectToSignIn({ required: true });
    clickButton(queryDeep('siwx-cancel', root));
    await waitUntil(() => expect(fixture!.appKit.getAddress()).to.equal(undefined));
    expect($modal.get().open).to.equal(false);
  });
});
