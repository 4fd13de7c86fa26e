import { expect } from '@open-wc/testing';
import { $buttonMessages } from '../../../src/core/messages/button-messages-store.js';
import { enButtons } from '../../../src/core/messages/en-buttons.js';
import { en } from '../../../src/core/messages/en.js';
import { messagesStore } from '../../../src/core/messages/messages-store.js';

describe('the buttons’ texts (issue 14 part 1: only these are in the first chunk)', () => {
  afterEach(() => messagesStore.set(en));

  it('are part of the whole table, with the same texts', () => {
    for (const [key, text] of Object.entries(enButtons)) expect(en[key as keyof typeof en]).to.equal(text);
  });

  it('follow the table in use once the whole table has loaded', () => {
    messagesStore.set({ ...en, connectWallet: 'Wallet verbinden', networks: 'Netzwerke' });
    expect($buttonMessages.get().connectWallet).to.equal('Wallet verbinden');
    expect($buttonMessages.get().networks).to.equal('Netzwerke');
    messagesStore.set(en);
    expect($buttonMessages.get().connectWallet).to.equal('Connect Wallet');
  });
});
