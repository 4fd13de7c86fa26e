import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { isValidEmail } from '../../../src/core/utils/is-valid-email.js';
import { emailSchema } from '../../../src/core/protocol/common-schemas.js';

const DOMAIN = '@example.com';
const VALID = [
  'ada@example.com',
  'a.b+tag@sub.example.co',
  'first_last-1@example-domain.io',
  'ADA@EXAMPLE.COM',
  `${'a'.repeat(254 - DOMAIN.length)}${DOMAIN}`,
];
const INVALID = [
  'a@',
  '@example.com',
  'ada@example',
  'ada@example.c',
  'ada example@example.com',
  'ada@@example.com',
  '.ada@example.com',
  'ada@exa_mple.com',
  ' ada@example.com',
  '',
  `${'a'.repeat(255 - DOMAIN.length)}${DOMAIN}`,
];

describe('isValidEmail', () => {
  it('accepts ordinary addresses, up to 254 characters', () => {
    for (const email of VALID) expect(isValidEmail(email), email).to.equal(true);
  });

  it('rejects incomplete or malformed addresses, surrounding spaces and 255 characters', () => {
    for (const email of INVALID) expect(isValidEmail(email), email).to.equal(false);
  });

  it('rejects what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['ada@example.com']]) expect(isValidEmail(value)).to.equal(false);
  });

  it("agrees with the frame protocol's emailSchema on every case", () => {
    for (const email of [...VALID, ...INVALID]) expect(isValidEmail(email), email).to.equal(v.is(emailSchema, email));
  });
});
