// The builds (DESIGN §10):
//   npm      dist/*.js            ESM, code-split, runtime dependencies external, for bundlers
//   browser  dist/browser/*.js    ESM, code-split, every dependency inlined and minified: the demo
//                                 page and `npm run size` use it
//   cdn      dist/cdn/            the package's shape for a plain page: appkit.esm.js, an ESM entry whose
//                                 chunks (chunks/) load from beside it, and appkit.iife.js, a classic-script
//                                 loader of that entry (global `AppKit`, filled once `AppKit.ready` resolves)
//   frame    dist/frame/          the embedded wallet's app (frame/) and its secure review window, served by the reference server
// `--environment BUILD:browser` builds only the browser target (npm start's watcher).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { lazyChunksAfterEntry } from './scripts/build/lazy-chunks-after-entry.mjs';

const runtimeDependencies = [
  'lit',
  '@lit/context',
  'nanostores',
  'viem',
  '@lit/react',
  'react',
  'react-dom',
  '@solana/web3.js',
  '@wallet-standard/app',
  '@wallet-standard/base',
  '@wallet-standard/features',
  '@solana/wallet-standard-features',
  'uqr',
  // The wagmi entry's (optional peer dependencies, issue 20 part 2).
  'wagmi',
  '@wagmi/core',
  '@tanstack/react-query',
];
const external = (id) => runtimeDependencies.some((name) => id === name || id.startsWith(`${name}/`));
const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  // TypeScript's emitted helpers in @wallet-standard/* read a top-level `this`; undefined is fine there.
  if (warning.code === 'THIS_IS_UNDEFINED' && warning.id?.includes('node_modules/@wallet-standard/')) return;
  warn(warning);
};
const typescript = () => esbuild({ tsconfig: 'tsconfig.json', target: 'es2022' });
const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } });
// web3.js 1.x and its dependencies (bn.js, bs58, borsh, buffer, …) are partly CommonJS and read JSON (DESIGN §10).
// preferBuiltins: false, or web3.js's `buffer` would stay a bare import of Node's module.
const bundled = () => [resolve({ browser: true, preferBuiltins: false }), commonjs(), json()];
// `module: true` would rename top-level names, so the IIFE (whose global is a top-level var) gets `false`.
const minify = ({ module = true } = {}) => terser({ format: { comments: false }, ecma: 2022, module });

/**
 * Writes which chunks each chunk imports statically and lazily, for scripts/size.mjs: its rollup
 * name (the budget key of a lazy chunk) and the module it stands for, repo-relative so the file
 * is the same on every machine.
 */
function chunkManifest(file) {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'chunk-manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          name: output.name,
          facadeModuleId: output.facadeModuleId && relative(root, output.facadeModuleId.replace(/^\0/, '')),
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
      mkdirSync(new URL('.', new URL(file, import.meta.url)), { recursive: true });
      writeFileSync(new URL(file, import.meta.url), JSON.stringify(chunks, null, 2));
    },
  };
}

const npmBuild = {
  input: {
    index: 'src/index.ts',
    networks: 'src/networks.ts',
    messages: 'src/messages.ts',
    react: 'react/index.ts',
    // Reown AppKit's `appkit-*` tags and `--apkt-*` variables (issue 20 part 1); npm only.
    compat: 'src/compat.ts',
    // `@openmodal/appkit/wagmi` (issue 20 part 2); npm only: wagmi and viem are the dapp's.
    wagmi: 'wagmi/index.ts',
  },
  external,
  onwarn,
  output: { dir: 'dist', format: 'es', sourcemap: true, chunkFileNames: 'chunks/[name]-[hash].js' },
  // Lazy chunks import the entry's chunks (they ran already), so a dapp's bundler keeps the initial
  // code with lit, nanostores and the constants in one chunk (issue 14 target 1).
  plugins: [typescript(), lazyChunksAfterEntry({ entry: 'index.js' })],
};

const browserBuild = {
  input: { index: 'src/index.ts', networks: 'src/networks.ts', messages: 'src/messages.ts' },
  // index.js may export more than src/index.ts (the names its lazy chunks import), so it holds the
  // initial code itself instead of re-exporting a chunk: one request fewer before the button. Not
  // for the npm build (a dapp would see those names) nor the CDN (its loader copies every export).
  preserveEntrySignatures: 'allow-extension',
  onwarn,
  output: {
    dir: 'dist/browser',
    format: 'es',
    sourcemap: true,
    chunkFileNames: '[name]-[hash].js',
    // BaseError is shared by the first chunk and the `messages` entry (UnsupportedLocaleError): on
    // its own it would be one more request before the button paints, so it rides with the buttons' texts.
    manualChunks: (id) =>
      /src\/core\/(errors\/base-error|messages\/en-buttons)\.ts$/.test(id) ? 'en-buttons' : undefined,
  },
  plugins: [production(), bundled(), typescript(), minify(), chunkManifest('./dist/browser/manifest.json')],
};

// The CDN (issue 14 part 6) has the package's shape: `appkit.esm.js` is the entry of a code-split
// ESM build whose chunks sit beside it in chunks/ and load by relative URL, so it works from any
// CDN path; `appkit.iife.js` is a classic-script loader that imports that entry from beside itself.
const cdnBuild = {
  input: { 'appkit.esm': 'src/cdn.ts' },
  onwarn,
  output: { dir: 'dist/cdn', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  plugins: [production(), bundled(), typescript(), minify(), chunkManifest('./dist/cdn/manifest.json')],
};

const cdnLoaderBuild = {
  input: 'src/cdn-loader.ts',
  onwarn,
  output: { file: 'dist/cdn/appkit.iife.js', format: 'iife', plugins: [minify({ module: false })] },
  plugins: [production(), typescript()],
};

/** Copies the frame's static files (index.html, review.html, frame.css) next to its bundle. */
function frameStaticFiles() {
  return {
    name: 'frame-static-files',
    generateBundle() {
      for (const fileName of ['index.html', 'review.html', 'frame.css']) {
        this.emitFile({
          type: 'asset',
          fileName,
          source: readFileSync(new URL(`./frame/${fileName}`, import.meta.url)),
        });
      }
    },
  };
}

// The embedded wallet's own app (frame/), served by the reference server on its own origin. It
// bundles everything (no code from anywhere else at run time); heavy parts load as chunks.
// `review` is the secure review window's page (frame/review.html), a second entry.
const frameBuild = {
  input: { frame: 'frame/src/main.ts', review: 'frame/src/review/main.ts' },
  onwarn,
  output: {
    dir: 'dist/frame',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
  plugins: [
    production(),
    bundled(),
    typescript(),
    minify(),
    frameStaticFiles(),
    chunkManifest('./dist/frame/manifest.json'),
  ],
};

export default process.env.BUILD === 'browser'
  ? [browserBuild, frameBuild]
  : [npmBuild, browserBuild, cdnBuild, cdnLoaderBuild, frameBuild];
