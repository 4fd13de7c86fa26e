import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { injectDevConfig } from '../../server/demo/inject-dev-config.js';
import { buildDevConfig } from '../../server/dev-config.js';

const devConfig = buildDevConfig({
  serverUrl: 'http://127.0.0.1:1',
  demoUrl: 'http://localhost:2',
  chains: [],
  solana: { rpcUrl: 'http://127.0.0.1:3', wsUrl: 'ws://127.0.0.1:4' },
});

describe('injectDevConfig', () => {
  it('inserts the script right before </head>, whatever its case', () => {
    const html = injectDevConfig({ html: '<html><HEAD><title>x</title></HEAD><body></body></html>', devConfig });
    assert.ok(
      html.startsWith(
        `<html><HEAD><title>x</title><script>window.__APPKIT_DEV__ = ${JSON.stringify(devConfig)};</script>\n</HEAD>`,
      ),
    );
  });

  it('puts the script first when there is no </head>', () => {
    assert.match(
      injectDevConfig({ html: '<p>hi</p>', devConfig }),
      /^<script>window\.__APPKIT_DEV__ = .*<\/script>\n<p>hi<\/p>$/s,
    );
  });

  it('keeps values from closing the script element', () => {
    const hostile = { ...devConfig, projectId: '</script><script>alert(1)</script>' };
    const html = injectDevConfig({ html: '<head></head>', devConfig: hostile });
    assert.equal(html.match(/<\/script>/g)?.length, 1);
    const literal = /__APPKIT_DEV__ = (.*);<\/script>/s.exec(html)?.[1] ?? '';
    assert.equal((JSON.parse(literal) as { projectId: string }).projectId, hostile.projectId);
  });
});
