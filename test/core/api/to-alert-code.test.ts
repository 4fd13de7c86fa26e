import { expect } from '@open-wc/testing';
import { toAlertCode } from '../../../src/core/api/to-alert-code.js';
import { isRetryableError } from '../../../src/core/api/is-retryable-error.js';
import { HttpError } from '../../../src/core/errors/internal-errors.js';

describe('toAlertCode', () => {
  it('maps the server codes and statuses to the catalogue (SPEC §7, §8)', () => {
    expect(toAlertCode(new HttpError({ status: 401, code: 'INVALID_PROJECT_ID' }))).to.equal('APKT007');
    expect(toAlertCode(new HttpError({ status: 400, code: 'PROJECT_ID_MISSING' }))).to.equal('APKT008');
    expect(toAlertCode(new HttpError({ status: 403, code: 'ORIGIN_NOT_ALLOWED' }))).to.equal('APKT002');
    expect(toAlertCode(new HttpError({ status: 429 }))).to.equal('APKT010');
    expect(toAlertCode(new HttpError({ status: 500 }))).to.equal('APKT009');
    expect(toAlertCode(new HttpError({ status: 503 }))).to.equal('APKT009');
  });

  it('has no alert of its own for other failures (the origins list is then empty)', () => {
    expect(toAlertCode(new HttpError({ status: 404, code: 'NOT_FOUND' }))).to.equal(undefined);
    expect(toAlertCode(new HttpError({ status: 400 }))).to.equal(undefined);
    expect(toAlertCode(new TypeError('Failed to fetch'))).to.equal(undefined);
  });
});

describe('isRetryableError', () => {
  it('retries network failures, 429 and 5xx, not other 4xx or aborts', () => {
    expect(isRetryableError(new TypeError('Failed to fetch'))).to.equal(true);
    expect(isRetryableError(new HttpError({ status: 503 }))).to.equal(true);
    expect(isRetryableError(new HttpError({ status: 429 }))).to.equal(true);
    expect(isRetryableError(new HttpError({ status: 401 }))).to.equal(false);
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).to.equal(false);
    expect(isRetryableError(new DOMException('timed out', 'TimeoutError'))).to.equal(false);
  });
});
