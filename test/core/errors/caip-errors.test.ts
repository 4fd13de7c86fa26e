import { expect } from '@open-wc/testing';
import { BaseError } from '../../../src/core/errors/base-error.js';
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../../../src/core/errors/caip-errors.js';

describe('InvalidCaipAddressError', () => {
  it('has the CAIP-10 text for a bad format and the spec text for an unknown namespace', () => {
    const format = new InvalidCaipAddressError({ value: 'eip155::0xabc' });
    expect(format.message).to.equal('Invalid CAIP-10 address: eip155::0xabc');
    expect(format.reason).to.equal('format');
    expect(format.value).to.equal('eip155::0xabc');
    const namespace = new InvalidCaipAddressError({ value: 'tron:1:0xabc', reason: 'namespace' });
    expect(namespace.message).to.equal('Invalid CAIP Address');
    expect(namespace).to.be.instanceOf(BaseError);
    expect(namespace.name).to.equal('InvalidCaipAddressError');
  });
});

describe('InvalidCaipNetworkIdError', () => {
  it('has the CAIP-2 text', () => {
    const error = new InvalidCaipNetworkIdError({ value: 'eip155' });
    expect(error.message).to.equal('Invalid CAIP-2 network id: eip155');
    expect(error.name).to.equal('InvalidCaipNetworkIdError');
  });
});
