// `npm start`'s memo of the minifier (issue 14 part 9: ready in ≤ 20 s). Terser is about 80% of a
// browser + frame build, and on a restart almost every chunk it is handed is byte for byte the one
// it minified last time: rollup gives renderChunk the code with placeholders where other chunks'
// hashed names go, so one edited module does not change the chunks that import it. The result is
// kept on disk per (config, lockfile, output format, code), as terser-webpack-plugin does.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * What the minified output depends on besides the chunk's code: the build config (terser's
 * options live there) and the lockfile (terser's version). Either changing empties the memo in effect.
 *
 * @example const salt = minifyCacheSalt({ root: process.cwd() });
 */
export function minifyCacheSalt({ root }) {
  const hash = createHash('sha256');
  for (const file of ['rollup.config.mjs', 'package-lock.json']) {
    const path = join(root, file);
    hash
      .update(`${file}\0`)
      .update(existsSync(path) ? readFileSync(path) : 'missing')
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * The rollup plugin `plugin` with its `renderChunk` answered from `cacheDir` when it has seen the
 * same code before. Only for a pure renderChunk (terser): its output must depend on nothing but
 * the code, the output format and what `salt` covers.
 *
 * @example
 * config.plugins = config.plugins.map((plugin) =>
 *   plugin.name === 'terser' ? withMinifyCache({ plugin, cacheDir, salt }) : plugin);
 */
export function withMinifyCache({ plugin, cacheDir, salt }) {
  const renderChunk = plugin.renderChunk;
  if (typeof renderChunk !== 'function') throw new Error(`plugin ${plugin.name} has no renderChunk function to cache`);
  mkdirSync(cacheDir, { recursive: true });
  return {
    ...plugin,
    async renderChunk(code, chunk, outputOptions, meta) {
      const key = createHash('sha256')
        .update(JSON.stringify([salt, plugin.name, outputOptions.format, outputOptions.sourcemap ?? false]))
        .update('\0')
        .update(code)
        .digest('hex');
      const file = join(cacheDir, `${key}.json`);
      const cached = readEntry({ file });
      if (cached) return cached;
      const result = await renderChunk.call(this, code, chunk, outputOptions, meta);
      if (result !== null && result !== undefined) writeEntry({ file, result });
      return result;
    },
  };
}

/**
 * Deletes the entries no build used since `usedSince` (ms since the epoch; a hit touches its
 * entry), so the memo holds about one build, not every build ever made. Returns how many went.
 *
 * @example const removed = pruneMinifyCache({ cacheDir, usedSince: startedAt });
 */
export function pruneMinifyCache({ cacheDir, usedSince }) {
  if (!existsSync(cacheDir)) return 0;
  let removed = 0;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    try {
      if (statSync(path).mtimeMs < usedSince) {
        rmSync(path, { force: true });
        removed++;
      }
    } catch {
      // Gone already (another start pruning): nothing to do.
    }
  }
  return removed;
}

/** The stored result, or undefined when there is none or it cannot be read (then it is recomputed). */
function readEntry({ file }) {
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8'));
    const now = new Date();
    utimesSync(file, now, now);
    return entry.result;
  } catch {
    return undefined;
  }
}

/** Written under a temporary name, then renamed: a start killed mid-write leaves no half entry. */
function writeEntry({ file, result }) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, JSON.stringify({ result }));
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true }); // a full disk costs a slower next start, not this build
  }
}
