import { expect } from '@open-wc/testing';
import { en } from '../../src/core/messages/en.js';
import { defineEvmNetwork } from '../../src/core/types/network.js';
import type { RouteEntry, ViewName, ViewParams } from '../../src/core/types/views.js';
import { titleForRoute, type ViewEntry } from '../../src/modal/view-table.js';

const network = defineEvmNetwork({ id: 31337, name: 'Localchain A', rpcUrl: 'http://127.0.0.1:9' });
const connectors = [{ id: 'io.metamask', name: 'MetaMask' }];

/** Params for every view: a view added to ViewParams fails to compile here until it gets a sample. */
const SAMPLE_PARAMS: { [V in ViewName]: ViewParams[V] } = {
  Connect: undefined,
  ConnectingExternal: { connectorId: 'io.metamask' },
  ConnectingWalletConnect: { wallet: { id: 'rainbow', name: 'Rainbow' } },
  Account: undefined,
  Networks: undefined,
  SwitchNetwork: { network },
  SwitchActiveChain: { network },
  UnsupportedChain: undefined,
  ConnectingMultiChain: { connectorId: 'io.metamask' },
  AllWallets: undefined,
  Downloads: { wallet: { id: 'rainbow', name: 'Rainbow' } },
  WalletReceive: undefined,
  WalletSend: undefined,
  WalletSendSelectToken: undefined,
  WalletSendPreview: undefined,
  EmailVerifyOtp: { email: 'a@example.com' },
  EmailVerifyDevice: { email: 'a@example.com' },
  UpdateEmailWallet: { email: 'a@example.com' },
  UpdateEmailPrimaryOtp: { email: 'a@example.com' },
  UpdateEmailSecondaryOtp: { email: 'b@example.com' },
  ConnectingSocial: { provider: 'google' },
  ApproveTransaction: undefined,
  EmbeddedWalletSecurity: undefined,
  EmbeddedWalletRecoveryKey: undefined,
  EmbeddedWalletRecoveryMethod: undefined,
  EmbeddedWalletDevicePending: { releaseAt: '2030-01-01T00:00:00.000Z' },
  SIWXSignMessage: undefined,
  DataCapture: undefined,
  DataCaptureOtpConfirm: undefined,
  RegisterAccountName: undefined,
  RegisterAccountNameSuccess: { name: 'alice.reown.id' },
  Swap: undefined,
  SwapSelectToken: { target: 'source' },
  SwapPreview: undefined,
  WhatIsAWallet: undefined,
  WhatIsANetwork: undefined,
};

function route<V extends ViewName>(view: V): RouteEntry {
  return { view, params: SAMPLE_PARAMS[view] } as RouteEntry;
}

describe('titleForRoute', () => {
  it('gives every view a title', () => {
    for (const view of Object.keys(SAMPLE_PARAMS) as ViewName[]) {
      const title = titleForRoute({ route: route(view), text: en, connectors });
      expect(title, `${view} has no title`).to.be.a('string').and.not.equal('');
    }
  });

  it('names the view from the message table', () => {
    expect(titleForRoute({ route: route('Networks'), text: en, connectors })).to.equal('Networks');
    expect(titleForRoute({ route: route('UnsupportedChain'), text: en, connectors })).to.equal('Switch Network');
    expect(titleForRoute({ route: route('EmbeddedWalletRecoveryMethod'), text: en, connectors })).to.equal(
      'Recovery key',
    );
    expect(titleForRoute({ route: route('ConnectingSocial'), text: en, connectors })).to.equal('Connect Wallet');
    expect(titleForRoute({ route: undefined, text: en, connectors })).to.equal('Connect Wallet');
    expect(titleForRoute({ route: route('SIWXSignMessage'), text: en, connectors })).to.equal('Sign In');
    expect(titleForRoute({ route: route('DataCapture'), text: en, connectors })).to.equal('Your email');
    expect(titleForRoute({ route: route('DataCaptureOtpConfirm'), text: en, connectors })).to.equal(
      'Confirm your email',
    );
    expect(titleForRoute({ route: route('RegisterAccountName'), text: en, connectors })).to.equal('Choose name');
    expect(titleForRoute({ route: route('RegisterAccountNameSuccess'), text: en, connectors })).to.equal(
      'Name registered',
    );
    expect(titleForRoute({ route: route('SwapSelectToken'), text: en, connectors })).to.equal('Select token');
    expect(titleForRoute({ route: route('SwapPreview'), text: en, connectors })).to.equal('Review swap');
  });

  it('follows a translated table', () => {
    const text = { ...en, networks: 'Netzwerke' };
    expect(titleForRoute({ route: route('Networks'), text, connectors })).to.equal('Netzwerke');
  });

  it('names the connector, the network or the wallet a view is about', () => {
    expect(titleForRoute({ route: route('ConnectingExternal'), text: en, connectors })).to.equal('MetaMask');
    expect(
      titleForRoute({ route: route('ConnectingExternal'), text: en, connectors: [] }),
      'unknown connector',
    ).to.equal('Connect Wallet');
    expect(titleForRoute({ route: route('SwitchNetwork'), text: en, connectors })).to.equal('Localchain A');
    expect(titleForRoute({ route: route('Downloads'), text: en, connectors })).to.equal('Rainbow');
    expect(titleForRoute({ route: route('ConnectingWalletConnect'), text: en, connectors })).to.equal('Rainbow');
    expect(
      titleForRoute({ route: { view: 'ConnectingWalletConnect', params: {} }, text: en, connectors }),
      'any wallet',
    ).to.equal('WalletConnect');
  });

  it('requires a title in a view entry (type-level)', () => {
    // @ts-expect-error a view entry without a title does not compile
    const entry: ViewEntry<'Networks'> = { tag: 'w3m-networks-view', render: () => undefined as never };
    expect(entry.tag).to.equal('w3m-networks-view');
  });
});
