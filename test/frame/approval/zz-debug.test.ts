import { expect } from '@open-wc/testing';
it('debug', async () => {
  const d = document.createElement('div');
  document.body.append(d);
  d.innerHTML = '<img src=x onerror=window.pwn=1><svg onload=window.pwn2=2></svg>';
  await new Promise((r) => setTimeout(r, 1500));
  expect([(window as any).pwn, (window as any).pwn2, document.querySelector('meta[http-equiv]')?.outerHTML]).to.deep.equal([]);
});
