import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SDK_VERSION } from '../../src/core/constants.js';

test('SDK_VERSION (sent as sv) equals package.json version', () => {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  assert.equal(SDK_VERSION, version);
});
