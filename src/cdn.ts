// The CDN build's ESM entry (dist/cdn/appkit.esm.js): the library and its network definitions
// together. It follows src/index.ts, so it loads only what paints the button and imports the rest
// from chunks beside it when first needed; dist/cdn/appkit.iife.js loads it for a classic <script>.
export * from './index.js';
export * from './networks.js';
