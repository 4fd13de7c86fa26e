import { expect } from '@open-wc/testing';
import { afterNextPaint } from '../../src/modal/after-next-paint.js';

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('afterNextPaint', () => {
  it('runs the callback in a task after the next frame, not before', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('callback'));
    void Promise.resolve().then(() => order.push('microtask'));
    await nextFrame().then(() => order.push('frame'));
    await settle();
    expect(order).to.deep.equal(['microtask', 'frame', 'callback']);
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    let runs = 0;
    afterNextPaint(() => runs++)();
    const cancelLater = afterNextPaint(() => runs++);
    await nextFrame();
    cancelLater();
    await settle();
    expect(runs).to.equal(0);
  });
});
