import { expect } from '@open-wc/testing';
import { ProofOfWorkGaveUpError } from '../../../frame/src/errors/proof-of-work-gave-up-error.js';

describe('ProofOfWorkGaveUpError', () => {
  it('says why the solver gave up: a difficulty out of reach (naming it) or the time limit', () => {
    const tooHard = new ProofOfWorkGaveUpError({ reason: 'difficulty', difficulty: 40 });
    expect([tooHard.reason, tooHard.message]).to.deep.equal([
      'difficulty',
      'A proof of work of 40 bits is out of reach',
    ]);
    const tooSlow = new ProofOfWorkGaveUpError({ reason: 'timeout' });
    expect([tooSlow.reason, tooSlow.message]).to.deep.equal(['timeout', 'The proof of work took too long']);
  });
});
