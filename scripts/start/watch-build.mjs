// `npm start`'s build, a child process of scripts/start.mjs: rollup's watcher over rollup.config.mjs
// with BUILD=browser (the browser bundle and the wallet frame, all the demo page needs). Its first
// build is the start's build, so nothing builds twice; terser's output is memoized on disk
// (minify-cache.mjs). Each time a round of builds ends it tells the parent over IPC:
// `{ type: 'built', ok }`. A child, not rollup in the parent: the reference server runs in the
// parent, and a rebuild would block its event loop for seconds.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { minifyCacheSalt, pruneMinifyCache, withMinifyCache } from './minify-cache.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/appkit-start/minify', import.meta.url));
const startedAt = Date.now();

process.env.BUILD = 'browser'; // rollup.config.mjs then builds only the browser bundle and the frame
const { options, warnings } = await loadConfigFile(
  fileURLToPath(new URL('../../rollup.config.mjs', import.meta.url)),
  {},
  true,
);
const salt = minifyCacheSalt({ root });
const cached = (plugins) =>
  plugins?.map((plugin) => (plugin?.name === 'terser' ? withMinifyCache({ plugin, cacheDir, salt }) : plugin));
for (const config of options) {
  config.plugins = cached(config.plugins);
  for (const output of config.output) output.plugins = cached(output.plugins);
}

const watcher = watch(options);
let failed = false;
let firstRound = true;
watcher.on('event', async (event) => {
  if (event.code === 'START') failed = false;
  else if (event.code === 'BUNDLE_START') log(`building ${outputsOf(event)}…`);
  else if (event.code === 'BUNDLE_END') {
    warnings.flush();
    log(`${outputsOf(event)} built in ${(event.duration / 1000).toFixed(1)} s`);
    await event.result.close();
  } else if (event.code === 'ERROR') {
    failed = true;
    warnings.flush();
    console.error(formatBuildError(event.error));
    await event.result?.close();
  } else if (event.code === 'END') {
    process.send?.({ type: 'built', ok: !failed });
    if (firstRound) {
      firstRound = false;
      // Only now: the first round has touched every entry it still needs.
      const removed = pruneMinifyCache({ cacheDir, usedSince: startedAt });
      if (removed) log(`minify cache: ${removed} stale entr${removed === 1 ? 'y' : 'ies'} removed`);
    }
  }
});
// The parent gone (its IPC channel closed) or asking us to stop: close the watcher and leave.
const stop = () => watcher.close().finally(() => process.exit(0));
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

function log(message) {
  console.log(`[build] ${message}`);
}

function outputsOf(event) {
  return event.output.map((path) => relative(root, path)).join(', ');
}

/** Rollup's error as its CLI shows it, without colours: message, plugin, place, code frame. */
function formatBuildError(error) {
  const lines = [`[build] error${error.plugin ? ` (plugin ${error.plugin})` : ''}: ${error.message}`];
  const file = error.loc?.file ?? error.id;
  if (file) lines.push(`  ${relative(root, file)}${error.loc ? ` (${error.loc.line}:${error.loc.column})` : ''}`);
  if (error.frame) lines.push(error.frame);
  lines.push('[build] the watcher keeps going: the next save rebuilds');
  return lines.join('\n');
}
