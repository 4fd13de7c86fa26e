// `npm start`'s memo of terser (scripts/start/minify-cache.mjs): a chunk seen before is answered from
// disk, anything that could change the minified output misses, and pruning keeps what was used.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { NormalizedOutputOptions, Plugin, RenderedChunk } from 'rollup';
import { minifyCacheSalt, pruneMinifyCache, withMinifyCache } from '../../scripts/start/minify-cache.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'appkit-minify-cache-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
let dirs = 0;
const newCacheDir = () => join(scratch, `cache-${++dirs}`);

type RenderChunk = (code: string, chunk: RenderedChunk, options: NormalizedOutputOptions) => Promise<unknown>;

/** A stand-in for terser: upper-cases the code and counts its calls. */
function fakeMinifier() {
  const calls: string[] = [];
  const plugin: Plugin = {
    name: 'terser',
    async renderChunk(code) {
      calls.push(code);
      return { code: code.toUpperCase(), map: { version: 3, sources: ['0'], names: [], mappings: 'AAAA' } };
    },
  };
  return { plugin, calls };
}

function render({ plugin, code, format = 'es' }: { plugin: Plugin; code: string; format?: string }) {
  const renderChunk = plugin.renderChunk as RenderChunk;
  return renderChunk(code, {} as RenderedChunk, { format, sourcemap: true } as NormalizedOutputOptions);
}

describe('withMinifyCache (scripts/start/minify-cache.mjs)', () => {
  it('answers a chunk it has seen from disk, in a later start too, with the minifier’s own result', async () => {
    const cacheDir = newCacheDir();
    const first = fakeMinifier();
    const result = await render({
      plugin: withMinifyCache({ plugin: first.plugin, cacheDir, salt: 's' }),
      code: 'a()',
    });
    const later = fakeMinifier();
    const again = await render({ plugin: withMinifyCache({ plugin: later.plugin, cacheDir, salt: 's' }), code: 'a()' });
    assert.deepEqual(first.calls, ['a()']);
    assert.deepEqual(later.calls, [], 'the second start minified the same chunk again');
    assert.deepEqual(again, result);
    assert.equal((again as { code: string }).code, 'A()');
  });

  it('minifies again when the code, the salt (config, lockfile) or the output format differ', async () => {
    const cacheDir = newCacheDir();
    const { plugin, calls } = fakeMinifier();
    await render({ plugin: withMinifyCache({ plugin, cacheDir, salt: 's' }), code: 'a()' });
    await render({ plugin: withMinifyCache({ plugin, cacheDir, salt: 's' }), code: 'b()' });
    await render({ plugin: withMinifyCache({ plugin, cacheDir, salt: 'other config' }), code: 'a()' });
    await render({ plugin: withMinifyCache({ plugin, cacheDir, salt: 's' }), code: 'a()', format: 'iife' });
    assert.deepEqual(calls, ['a()', 'b()', 'a()', 'a()']);
  });

  it('treats an unreadable entry as missing and writes a good one', async () => {
    const cacheDir = newCacheDir();
    const { plugin, calls } = fakeMinifier();
    const cached = withMinifyCache({ plugin, cacheDir, salt: 's' });
    await render({ plugin: cached, code: 'a()' });
    for (const name of readdirSync(cacheDir)) writeFileSync(join(cacheDir, name), '{"res');
    assert.equal(((await render({ plugin: cached, code: 'a()' })) as { code: string }).code, 'A()');
    await render({ plugin: cached, code: 'a()' });
    assert.deepEqual(calls, ['a()', 'a()']);
  });

  it('salts with the build config and the lockfile', () => {
    const root = mkdtempSync(join(scratch, 'root-'));
    const salt = () => minifyCacheSalt({ root });
    writeFileSync(join(root, 'rollup.config.mjs'), 'export default [];');
    writeFileSync(join(root, 'package-lock.json'), '{}');
    const base = salt();
    assert.equal(salt(), base);
    writeFileSync(join(root, 'rollup.config.mjs'), 'export default [{}];');
    const afterConfig = salt();
    assert.notEqual(afterConfig, base);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    assert.notEqual(salt(), afterConfig);
  });
});

describe('pruneMinifyCache (scripts/start/minify-cache.mjs)', () => {
  it('removes the entries no build used since the given time and keeps the ones it read or wrote', async () => {
    const cacheDir = newCacheDir();
    const { plugin } = fakeMinifier();
    const cached = withMinifyCache({ plugin, cacheDir, salt: 's' });
    await render({ plugin: cached, code: 'old()' });
    await render({ plugin: cached, code: 'kept()' });
    const longAgo = new Date(Date.now() - 60_000);
    for (const name of readdirSync(cacheDir)) utimesSync(join(cacheDir, name), longAgo, longAgo);
    const startedAt = Date.now() - 1_000;
    await render({ plugin: cached, code: 'kept()' }); // a hit: touched
    await render({ plugin: cached, code: 'new()' }); // written now
    assert.equal(readdirSync(cacheDir).length, 3);
    assert.equal(pruneMinifyCache({ cacheDir, usedSince: startedAt }), 1);
    const { plugin: counting, calls } = fakeMinifier();
    const later = withMinifyCache({ plugin: counting, cacheDir, salt: 's' });
    for (const code of ['kept()', 'new()', 'old()']) await render({ plugin: later, code });
    assert.deepEqual(calls, ['old()']);
  });

  it('does nothing when there is no cache yet', () => {
    assert.equal(pruneMinifyCache({ cacheDir: join(scratch, 'never-made'), usedSince: Date.now() }), 0);
  });
});
