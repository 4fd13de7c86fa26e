import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildDevConfig } from '../../server/dev-config.js';

const base = {
  serverUrl: 'http://localhost:8787',
  demoUrl: 'http://127.0.0.1:5173',
  chains: [],
  solana: { rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' },
};

describe('buildDevConfig names (window.__APPKIT_DEV__.names)', () => {
  it('names the default zone, its suffixes and the server as the API base', () => {
    assert.deepEqual(buildDevConfig(base).names, {
      zone: 'reown.id',
      suffixes: ['.reown.id', '.wcn.id'],
      apiBase: 'http://localhost:8787',
    });
  });

  it('follows a configured zone, keeping the legacy suffix', () => {
    assert.deepEqual(buildDevConfig({ ...base, nameZone: 'names.example' }).names.suffixes, [
      '.names.example',
      '.wcn.id',
    ]);
  });
});
