// Compiles the dev contracts with solc-js (offline) and writes {abi, bytecode} artifacts that are
// checked in, so starting the dev stack never compiles. Run with `npm run compile:contracts`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const here = dirname(fileURLToPath(import.meta.url));
const contracts = ['DevToken', 'DevErc20', 'LocalAccount', 'LocalAccountFactory'];
// `solady/…` imports name files under node_modules/solady/src (the package ships sources only).
const soladySrc = join(dirname(createRequire(import.meta.url).resolve('solady/package.json')), 'src');

/** solc's import callback: only solady's sources are reachable, nothing else on disk. */
function findImport(path) {
  if (!path.startsWith('solady/') || path.split('/').includes('..')) return { error: `Not found: ${path}` };
  try {
    return { contents: readFileSync(join(soladySrc, path.slice('solady/'.length)), 'utf8') };
  } catch {
    return { error: `Not found: ${path}` };
  }
}

const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    contracts.map((name) => [`${name}.sol`, { content: readFileSync(join(here, 'contracts', `${name}.sol`), 'utf8') }]),
  ),
  settings: {
    // paris: no PUSH0/MCOPY, so the bytecode runs on any EVM we might point at (toolchain.md §4).
    evmVersion: 'paris',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};

const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
// solady's deprecation warnings (memory-safe comments, virtual modifiers) are theirs to fix: counted, not printed.
const isSoladyWarning = (e) => e.severity !== 'error' && e.sourceLocation?.file?.startsWith('solady/');
const soladyWarnings = (output.errors ?? []).filter(isSoladyWarning).length;
for (const message of output.errors ?? []) if (!isSoladyWarning(message)) console.error(message.formattedMessage);
if (soladyWarnings) console.error(`(${soladyWarnings} warnings in solady's sources not shown)`);
if (errors.length) process.exit(1);

mkdirSync(join(here, 'artifacts'), { recursive: true });
for (const name of contracts) {
  const compiled = output.contracts[`${name}.sol`][name];
  const artifact = { contractName: name, abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  writeFileSync(join(here, 'artifacts', `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
  console.log(`compiled ${name} (solc ${solc.version()}) → server/chains/artifacts/${name}.json`);
}
