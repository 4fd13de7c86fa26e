// The dapp's view of the initial chunk (issue 14: "sizes count what a dapp ships"): the published
// package, i.e. the npm build in dist/ reached through package.json "exports", bundled the way a
// dapp's bundler does it (esbuild, minified, code splitting) from one
// `import { createAppKit } from '<package>'`. It differs from rollup's browser build: another
// minifier, the chunks rollup's npm build already cut, and esbuild's own splitting (one chunk per
// set of entries that reach a file, and its runtime helpers always a chunk of their own); the npm
// build helps it keep the initial code in one chunk (scripts/build/lazy-chunks-after-entry.mjs).
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The dapp's entry with the files it imports statically: { files, min, gzip } (bytes). */
export async function measureDappInitial({ root = process.cwd() } = {}) {
  const packageName = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name;
  const dir = mkdtempSync(join(tmpdir(), 'appkit-size-dapp-'));
  try {
    // Installed as a dapp has it (node_modules/<name>, linked here), so "exports" and "sideEffects" apply.
    mkdirSync(dirname(join(dir, 'node_modules', packageName)), { recursive: true });
    symlinkSync(resolve(root), join(dir, 'node_modules', packageName), 'dir');
    writeFileSync(join(dir, 'dapp.js'), `import { createAppKit } from '${packageName}';\nexport { createAppKit };\n`);
    const { metafile, outputFiles } = await build({
      entryPoints: [join(dir, 'dapp.js')],
      absWorkingDir: dir,
      outdir: join(dir, 'out'),
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      platform: 'browser',
      metafile: true,
      write: false,
      logLevel: 'error',
    });
    const contents = new Map(outputFiles.map((file) => [file.path, file.contents]));
    const entry = Object.keys(metafile.outputs).find((path) => metafile.outputs[path].entryPoint === 'dapp.js');
    const files = new Set();
    const visit = (path) => {
      if (files.has(path)) return;
      files.add(path);
      for (const imported of metafile.outputs[path].imports)
        if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(entry);
    const bytes = [...files].map((path) => contents.get(join(dir, path)));
    return {
      files: [...files],
      min: bytes.reduce((sum, code) => sum + code.length, 0),
      gzip: bytes.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
