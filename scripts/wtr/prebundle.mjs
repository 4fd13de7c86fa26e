// @solana/web3.js 1.x cannot be served module by module: it imports @solana/codecs-numbers through
// an exports map the dev server's resolver misses, and its dependencies (bn.js, bs58, borsh,
// buffer, …) are CommonJS. This plugin maps each listed package to one esbuild bundle of it,
// built once per run (DESIGN §10).
import { build } from 'esbuild';

const prefix = '/__prebundle/';
const pathFor = (name) => `${prefix}${name.replace(/[@/]/g, '_')}.js`;

/**
 * @param {string[]} packages bare specifiers to serve as single ES modules
 * @example plugins: [prebundle(['@solana/web3.js'])]
 */
export function prebundle(packages) {
  const bundles = new Map();
  return {
    name: 'prebundle',
    resolveImport({ source }) {
      if (packages.includes(source)) return pathFor(source);
    },
    async serve(context) {
      if (!context.path.startsWith(prefix)) return;
      const name = packages.find((candidate) => pathFor(candidate) === context.path);
      if (!name) return;
      if (!bundles.has(name)) {
        bundles.set(
          name,
          build({
            stdin: { contents: `export * from ${JSON.stringify(name)};`, resolveDir: process.cwd() },
            bundle: true,
            format: 'esm',
            platform: 'browser',
            target: 'es2022',
            write: false,
            logLevel: 'silent',
            define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
          }).then((result) => result.outputFiles[0].text),
        );
      }
      return { body: await bundles.get(name), type: 'js' };
    },
  };
}
