// The one-file CDN build: the library and its network definitions together (global `AppKit`).
export * from './index.js';
export * from './networks.js';
