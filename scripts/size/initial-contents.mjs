// What the initial chunk is made of (issue 14: "a reviewer sees what the button costs"): every
// minified byte attributed, through the chunk's source map, to the module it came from, then summed
// per package (node_modules) or per folder of ours. Rollup's `renderedLength` would not do: it is
// measured before terser runs, so our unminified source would look larger next to lit's minified one.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ, source-map spec v3). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Bytes of `code` per source of its source map `map`. A segment owns the bytes up to the next one,
 * across line ends: a multi-line template literal (our CSS) is mapped only where it starts. Bytes
 * before the first segment naming a source, or after the last mapped line, are under `null`.
 */
export function bytesPerSource({ code, map }) {
  const totals = new Map();
  const add = (source, text) => text && totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  const lineMappings = map.mappings.split(';');
  let sourceIndex = 0;
  let source = null;
  const lines = code.split('\n');
  lines.forEach((line, lineNumber) => {
    if (lineNumber >= lineMappings.length) source = null; // the sourceMappingURL comment
    let start = 0;
    let column = 0;
    for (const segment of (lineMappings[lineNumber] ?? '').split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(source, line.slice(start, column));
      start = column;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      source = sourceDelta === undefined ? null : map.sources[sourceIndex];
    }
    add(source, `${line.slice(start)}${lineNumber < lines.length - 1 ? '\n' : ''}`);
  });
  return totals;
}

/** `node_modules/@lit/reactive-element/css-tag.js` → `@lit/reactive-element`; `src/core/stores/x.ts` → `src/core/stores`. */
export function ownerOf(path) {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at !== -1) return parts.slice(at + 1, parts[at + 1]?.startsWith('@') ? at + 3 : at + 2).join('/');
  return parts.length > 1 ? parts.slice(0, -1).join('/') : path;
}

/** Minified bytes of `files` (in `dir`, with their .map) per owner, biggest first, with each owner's biggest module. */
export function contentsByOwner({ dir, files }) {
  const owners = new Map();
  for (const file of files) {
    const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
    for (const [source, bytes] of bytesPerSource({ code: readFileSync(join(dir, file), 'utf8'), map })) {
      const path = source === null ? null : relative('.', join(dir, map.sourceRoot ?? '', source));
      const owner = path === null ? '(imports, exports, no source)' : ownerOf(path);
      const entry = owners.get(owner) ?? { owner, bytes: 0, modules: new Map() };
      entry.bytes += bytes;
      if (path !== null) entry.modules.set(path, (entry.modules.get(path) ?? 0) + bytes);
      owners.set(owner, entry);
    }
  }
  return [...owners.values()]
    .map(({ owner, bytes, modules }) => {
      const [biggest, biggestBytes] = [...modules].sort((a, b) => b[1] - a[1])[0] ?? [];
      return { owner, bytes, modules: modules.size, biggest: biggest && { path: biggest, bytes: biggestBytes } };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
