// Comments cite the specification and the design by section ("SPEC §9", "DESIGN §7",
// "docs/SECURITY.md §3.3"). Every citation must point at a section that exists in docs/, and no
// comment may send a reader to a document the repository does not hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const CODE_FOLDERS = ['src', 'react', 'frame', 'server', 'test', 'scripts'];
const CODE_FILE = /\.(ts|tsx|mjs|js|cjs|html|css)$/;

/** Every source file of the repository (no dependencies, no build output). */
function codeFiles(): string[] {
  const files = CODE_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => CODE_FILE.test(file) && !file.includes('node_modules'))
      .map((file) => join(folder, file)),
  );
  return [
    ...files,
    'index.html',
    'rollup.config.mjs',
    'web-test-runner.config.mjs',
    'web-test-runner.chain.config.mjs',
  ];
}

/** The section numbers of a document: "## 7." and "### 3.3" headings. */
function sectionsOf(document: string): Set<string> {
  const text = readFileSync(join(ROOT, 'docs', document), 'utf8');
  return new Set([...text.matchAll(/^#{2,3} (\d+(?:\.\d+)?)[. ]/gm)].map((match) => match[1]!));
}

const DOCUMENTS = {
  SPEC: 'SPEC.md',
  DESIGN: 'DESIGN.md',
  'docs/SPEC.md': 'SPEC.md',
  'docs/DESIGN.md': 'DESIGN.md',
  'docs/SECURITY.md': 'SECURITY.md',
} as const;

test('every "SPEC §N", "DESIGN §N" and "docs/….md §N" a comment cites exists in docs/', () => {
  const sections = Object.fromEntries(Object.entries(DOCUMENTS).map(([name, file]) => [name, sectionsOf(file)]));
  const missing: string[] = [];
  let citations = 0;
  for (const file of codeFiles()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/(docs\/(?:SPEC|DESIGN|SECURITY)\.md|\bSPEC|\bDESIGN) ?§ ?(\d+(?:\.\d+)?)/g)) {
      citations++;
      const [citation, name, section] = match as unknown as [string, keyof typeof DOCUMENTS, string];
      if (!sections[name]!.has(section)) missing.push(`${file}: ${citation}`);
    }
  }
  assert.ok(citations > 300, `expected the comments' citations, found ${citations}`);
  assert.deepEqual(missing, []);
});

test('no comment sends a reader to a document outside the repository (notes/…)', () => {
  const outside = codeFiles().flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\bnotes\/[a-z-]+\.md/g)].map(
      (match) => `${file}: ${match[0]}`,
    ),
  );
  assert.deepEqual(outside, []);
});
