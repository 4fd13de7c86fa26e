import { expect } from '@open-wc/testing';
describe('runner', () => { it('runs in chromium', () => { expect(navigator.userAgent).to.contain('Chrome'); }); });
