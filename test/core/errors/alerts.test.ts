import { expect } from '@open-wc/testing';
import { ALERTS, ALERT_CODES, AlertError, getAlertForProviderError } from '../../../src/core/errors/alerts.js';
import { BaseError } from '../../../src/core/errors/base-error.js';

describe('ALERTS', () => {
  it('holds the exact short messages of SPEC §8', () => {
    const expected = {
      APKT001: 'Network Not Found',
      APKT002: 'Invalid App Configuration',
      APKT003: 'Network Error: Wallet Load Failed',
      APKT004: 'Wallet Request Timeout',
      APKT005: 'Unverified Domain',
      APKT006: 'Session Expired',
      APKT007: 'Invalid Project ID',
      APKT008: 'Project ID Missing',
      APKT009: 'Server Error',
      APKT010: 'Rate Limited',
      MULTI_WALLET_NOT_ENABLED: 'Multi-Wallet Not Enabled',
    };
    const actual = Object.fromEntries(Object.entries(ALERTS).map(([key, alert]) => [key, alert.shortMessage]));
    expect(actual).to.deep.equal(expected);
    for (const [key, alert] of Object.entries(ALERTS)) {
      expect(alert.code).to.equal(key);
      expect(alert.longMessage).to.be.a('string').and.not.empty;
    }
  });

  it('names every code once in ALERT_CODES', () => {
    expect(new Set(Object.values(ALERT_CODES))).to.deep.equal(new Set(Object.keys(ALERTS)));
  });
});

describe('getAlertForProviderError', () => {
  it('maps the three provider errors of SPEC §8', () => {
    expect(getAlertForProviderError({ message: 'Unauthorized: origin not allowed' })?.code).to.equal('APKT002');
    expect(getAlertForProviderError({ message: 'JWT validation error: JWT Token is not yet valid' })?.code).to.equal(
      'APKT006',
    );
    expect(getAlertForProviderError({ message: 'Unauthorized: Invalid key' })?.code).to.equal('APKT007');
    expect(getAlertForProviderError({ message: 'User rejected the request.' })).to.equal(undefined);
  });
});

describe('AlertError', () => {
  it('carries its alert and shows the short message', () => {
    const cause = new Error('frame timed out');
    const error = new AlertError({ code: ALERT_CODES.IFRAME_REQUEST_TIMEOUT, cause });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('AlertError');
    expect(error.code).to.equal('APKT004');
    expect(error.alert).to.equal(ALERTS.APKT004);
    expect(error.shortMessage).to.equal('Wallet Request Timeout');
    expect(error.message).to.equal(`Wallet Request Timeout\n\n${ALERTS.APKT004.longMessage}`);
    expect(error.cause).to.equal(cause);
  });
});
