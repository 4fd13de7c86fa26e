// Compiles the dev contracts with solc-js (offline) and writes {abi, bytecode} artifacts that are
// checked in, so starting the dev stack never compiles. Run with `npm run compile:contracts`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const here = dirname(fileURLToPath(import.meta.url));
const contracts = ['DevToken'];

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

const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
for (const message of output.errors ?? []) console.error(message.formattedMessage);
if (errors.length) process.exit(1);

mkdirSync(join(here, 'artifacts'), { recursive: true });
for (const name of contracts) {
  const compiled = output.contracts[`${name}.sol`][name];
  const artifact = { contractName: name, abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  writeFileSync(join(here, 'artifacts', `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
  console.log(`compiled ${name} (solc ${solc.version()}) → server/chains/artifacts/${name}.json`);
}
