import { expect } from '@open-wc/testing';
import { nextGridIndex } from '../../src/ui/next-grid-index.js';

const move = (index: number, key: string, count = 10) => nextGridIndex({ index, key, count, columns: 4 });

describe('nextGridIndex', () => {
  it('moves left/right in reading order and up/down by a row of 4', () => {
    expect([
      move(0, 'ArrowRight'),
      move(3, 'ArrowRight'),
      move(4, 'ArrowLeft'),
      move(1, 'ArrowDown'),
      move(5, 'ArrowUp'),
    ]).to.deep.equal([1, 4, 3, 5, 1]);
    expect([move(0, 'End'), move(9, 'Home')]).to.deep.equal([9, 0]);
  });

  it('stays put at the edges and ignores other keys', () => {
    expect([
      move(0, 'ArrowLeft'),
      move(9, 'ArrowRight'),
      move(2, 'ArrowUp'),
      move(7, 'ArrowDown'),
      move(3, 'Enter'),
      move(0, 'Home'),
    ]).to.deep.equal([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(nextGridIndex({ index: 0, key: 'ArrowRight', count: 0, columns: 4 })).to.equal(undefined);
  });
});
