import { expect } from '@open-wc/testing';
import { defineElement } from '../../src/ui/define-element.js';

describe('defineElement', () => {
  it('defines a tag once and only warns when a second copy tries again', () => {
    const warnings: unknown[][] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      class First extends HTMLElement {}
      class Second extends HTMLElement {}
      defineElement('x-define-once', First);
      expect(() => defineElement('x-define-once', Second)).not.to.throw();
      expect(() => defineElement('x-define-once', Second)).not.to.throw();
      expect(customElements.get('x-define-once')).to.equal(First);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0]?.[0])).to.contain('<x-define-once> is already defined');
    } finally {
      console.warn = originalWarn;
    }
  });
});
