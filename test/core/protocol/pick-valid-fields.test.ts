import { expect } from '@open-wc/testing';
import { authErrorBodySchema, pickValidFields, readAllowedOrigins } from '../../../src/core/protocol/index.js';

// Refusals and settings answers come from the network: whatever part of them is well formed is
// read, the rest is dropped, and nothing of them can throw or reach a prototype.
describe('pickValidFields (refusal bodies read field by field)', () => {
  it('keeps the well-formed fields of an auth refusal and drops the malformed ones', () => {
    const body = {
      error: 'Invalid code',
      code: 'INVALID_CODE',
      attemptsLeft: 'four',
      retryAfterSeconds: 12,
      releaseAt: 7,
      proofOfWork: { challenge: 1 },
    };
    expect(pickValidFields({ schema: authErrorBodySchema, value: body })).to.deep.equal({
      error: 'Invalid code',
      code: 'INVALID_CODE',
      retryAfterSeconds: 12,
    });
  });

  it('reads anything that is not a plain object as no fields at all', () => {
    for (const value of [undefined, null, 'INVALID_CODE', 429, ['INVALID_CODE'], true]) {
      expect(pickValidFields({ schema: authErrorBodySchema, value }), JSON.stringify(value)).to.deep.equal({});
    }
  });

  it("takes only own fields: inherited ones are not the server's", () => {
    const value = Object.create({ code: 'INVALID_CODE', error: 'inherited' }) as object;
    expect(pickValidFields({ schema: authErrorBodySchema, value })).to.deep.equal({});
  });
});

describe('readAllowedOrigins (GET /projects/v1/origins, read by the modal and the frame)', () => {
  it('keeps the string entries, and reads an answer without a list as an empty list', () => {
    expect(
      readAllowedOrigins({ answer: { allowedOrigins: ['https://app.example', 7, null, 'http://localhost:*'] } }),
    ).to.deep.equal(['https://app.example', 'http://localhost:*']);
    expect(readAllowedOrigins({ answer: { allowedOrigins: 'https://app.example' } })).to.deep.equal([]);
    expect(readAllowedOrigins({ answer: undefined })).to.deep.equal([]);
  });
});
