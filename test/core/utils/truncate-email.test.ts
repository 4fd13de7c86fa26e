import { expect } from '@open-wc/testing';
import { truncateEmail } from '../../../src/core/utils/truncate-email.js';
import { EMAIL_DISPLAY_MAX_CHARS, EMAIL_TRUNCATION_DOTS } from '../../../src/core/constants.js';

const THIRTY = 'ada.lovelace@analytical-eng.io';
const LONG = 'ada.lovelace.countess@analytical-engine.org';

describe('truncateEmail (SPEC §9 "Email display truncated at 30 characters (last 3 dots)")', () => {
  it('returns an email of at most 30 characters unchanged', () => {
    expect(THIRTY).to.have.length(30);
    expect(truncateEmail({ email: THIRTY })).to.equal(THIRTY);
    expect(truncateEmail({ email: 'ada@example.com' })).to.equal('ada@example.com');
    expect(truncateEmail({ email: '' })).to.equal('');
  });

  it('keeps the first 27 characters of a longer one and ends with 3 dots, 30 in all', () => {
    expect([EMAIL_DISPLAY_MAX_CHARS, EMAIL_TRUNCATION_DOTS]).to.deep.equal([30, 3]);
    const result = truncateEmail({ email: LONG });
    expect(result).to.equal('ada.lovelace.countess@analy...');
    expect(result).to.have.length(30);
    expect(truncateEmail({ email: `${THIRTY}x` })).to.equal(`${THIRTY.slice(0, 27)}...`);
  });

  it('takes another maximum and never exceeds it', () => {
    expect(truncateEmail({ email: LONG, maxLength: 10 })).to.equal('ada.lov...');
    expect(truncateEmail({ email: LONG, maxLength: 2 })).to.equal('..');
    expect(truncateEmail({ email: LONG, maxLength: 0 })).to.equal('');
    expect(truncateEmail({ email: LONG, maxLength: Number.NaN })).to.equal('');
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const email = `${'😀'.repeat(28)}@x.io`;
    const result = truncateEmail({ email });
    expect(Array.from(result)).to.have.length(30);
    expect(result).to.equal(`${'😀'.repeat(27)}...`);
    expect(truncateEmail({ email: '😀'.repeat(30) })).to.equal('😀'.repeat(30));
  });
});
