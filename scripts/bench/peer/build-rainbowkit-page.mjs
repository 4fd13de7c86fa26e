// The peer's bench page for `npm run bench -- --peer DIR/dist` (issue 14 part 3, "relative to
// RainbowKit"): RainbowKit's equivalent of scripts/bench/bench-page.html, one mainnet network and
// its <ConnectButton />, built for production the way a dapp's bundler does it (esbuild, minified,
// code splitting, ESM). The packages come from DIR, a directory outside the project where
// scripts/bench/peer/package.json was installed; nothing here is a dependency of the project.
// The page carries no measuring code: the bench adds bench-page.html's (scripts/bench/peer-bench-page.mjs).
//
//   mkdir /tmp/peer-bench && cp scripts/bench/peer/package.json /tmp/peer-bench/
//   (cd /tmp/peer-bench && npm install)
//   node scripts/bench/peer/build-rainbowkit-page.mjs /tmp/peer-bench     # writes /tmp/peer-bench/dist
import { createRequire } from 'node:module';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const USAGE = 'usage: node scripts/bench/peer/build-rainbowkit-page.mjs DIR   (DIR: where package.json was installed)';
const peerDir = process.argv[2] && resolve(process.argv[2]);
if (!peerDir || !existsSync(join(peerDir, 'node_modules/@rainbow-me/rainbowkit'))) {
  console.error(USAGE);
  process.exit(1);
}
// The peer directory's own esbuild (pinned in its package.json), not the project's.
const { build } = createRequire(join(peerDir, 'package.json'))('esbuild');

// What RainbowKit's README asks of a dapp, and nothing more: the app is the button.
const APP = `import '@rainbow-me/rainbowkit/styles.css';
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { mainnet } from 'wagmi/chains';

const config = getDefaultConfig({ appName: 'RainbowKit bench', projectId: 'bench', chains: [mainnet] });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
`;

const entry = join(peerDir, 'bench-app.jsx');
const outdir = join(peerDir, 'dist');
writeFileSync(entry, APP);
rmSync(outdir, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: [entry],
  absWorkingDir: peerDir,
  outdir,
  entryNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  platform: 'browser',
  jsx: 'automatic',
  // What a dapp's bundler defines for a production build (Vite and Next.js do the same).
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  metafile: true,
  logLevel: 'error', // MetaMask's SDK warns of a glob that matches nothing
});
const [script, output] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'bench-app.jsx');
const stylesheet = output.cssBundle;

// The same frame as bench-page.html's: no favicon request, the app's only text is the button's; the
// bench puts its measuring script at the marker, before the stylesheet and the app (peer-bench-page.mjs).
writeFileSync(
  join(outdir, 'index.html'),
  `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>RainbowKit bench</title>
  <link rel="icon" href="data:,">
  <!-- bench: measuring script -->
${stylesheet ? `  <link rel="stylesheet" href="/${basename(stylesheet)}">\n` : ''}</head>
<body>
  <div id="root"></div>
  <script type="module" src="/${basename(script)}"></script>
</body>
</html>
`,
);
const versions = ['@rainbow-me/rainbowkit', 'wagmi', 'viem', '@tanstack/react-query', 'react', 'react-dom', 'esbuild']
  .map((name) => {
    const { version } = JSON.parse(readFileSync(join(peerDir, 'node_modules', name, 'package.json'), 'utf8'));
    return `${name}@${version}`;
  })
  .join(', ');
console.log(`${outdir}/index.html: ${versions}`);
