import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveStaticPath } from '../../server/demo/resolve-static-path.js';

describe('resolveStaticPath', () => {
  const directory = '/repo/dist';

  it('maps paths inside the folder, decoding them', () => {
    assert.equal(resolveStaticPath({ directory, urlPath: 'index.js' }), '/repo/dist/index.js');
    assert.equal(resolveStaticPath({ directory, urlPath: 'chunks//a%20b.js' }), '/repo/dist/chunks/a b.js');
  });

  it('rejects anything that could leave the folder or is the folder itself', () => {
    for (const urlPath of [
      '..',
      '../package.json',
      '%2e%2e/x',
      'a/../../x',
      'a/%2e%2e%2f%2e%2e%2fx',
      '..%5cx',
      'a%00.js',
      '%E0%A4%A',
      '',
      './x',
    ]) {
      assert.equal(resolveStaticPath({ directory, urlPath }), undefined, urlPath);
    }
  });
});
