import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction';
import { readServerConfig } from '../../server/server-config.js';

// Issue 17 part 2: APPKIT_CHAINS enables smart accounts on a chain in production, with an upstream
// bundler's URL or the built-in bundler whose key comes from the environment variable it names.
const KEY = `0x${'11'.repeat(32)}`;
const FACTORY = '0xcB06364E93F7714B3C75e5467BfF16DF22B94E01';

/** readServerConfig's chains for one chain with this accountAbstraction, and the extra environment. */
function readChain({ accountAbstraction, env = {} }: { accountAbstraction: unknown; env?: NodeJS.ProcessEnv }) {
  const chains = [{ chainId: 1, rpcUrl: 'https://rpc.example', accountAbstraction }];
  return readServerConfig({ env: { ...env, APPKIT_CHAINS: JSON.stringify(chains) } }).chains[0]!;
}

describe('readServerConfig: APPKIT_CHAINS accountAbstraction', () => {
  it('reads an upstream bundler: bundlerUrl (https, or http on loopback), entryPoints checksummed, accountFactory', () => {
    const chain = readChain({
      accountAbstraction: {
        bundlerUrl: 'https://bundler.example/v2/1/rpc?apikey=k',
        entryPoints: [entryPoint07Address.toLowerCase()],
        accountFactory: FACTORY.toLowerCase(),
      },
    });
    assert.deepEqual(chain.accountAbstraction, {
      bundlerUrl: 'https://bundler.example/v2/1/rpc?apikey=k',
      entryPoints: [entryPoint07Address],
      accountFactory: FACTORY,
    });
    const local = readChain({
      accountAbstraction: { bundlerUrl: 'http://127.0.0.1:4337/', entryPoints: [entryPoint07Address] },
    });
    assert.deepEqual(local.accountAbstraction, {
      bundlerUrl: 'http://127.0.0.1:4337/',
      entryPoints: [entryPoint07Address],
    });
  });

  it('reads the built-in bundler with its key from the variable bundlerPrivateKeyEnv names', () => {
    const chain = readChain({
      accountAbstraction: {
        bundlerPrivateKeyEnv: 'APPKIT_BUNDLER_KEY_1',
        entryPoints: [entryPoint07Address, entryPoint08Address],
      },
      env: { APPKIT_BUNDLER_KEY_1: ` ${KEY}\n` },
    });
    assert.deepEqual(chain.accountAbstraction, {
      bundlerPrivateKey: KEY,
      entryPoints: [entryPoint07Address, entryPoint08Address],
    });
  });

  it('keeps a chain without accountAbstraction as it was', () => {
    const chains = [{ chainId: 5, rpcUrl: 'http://127.0.0.1:8545', name: 'Local' }];
    assert.deepEqual(readServerConfig({ env: { APPKIT_CHAINS: JSON.stringify(chains) } }).chains, chains);
  });

  it('refuses bad input with an error that names the field and never echoes a key', () => {
    const entryPoints = [entryPoint07Address];
    const where = /APPKIT_CHAINS\[0\]\.accountAbstraction/;
    const cases: { accountAbstraction: unknown; env?: NodeJS.ProcessEnv; error: RegExp }[] = [
      { accountAbstraction: 'https://bundler.example', error: /must be an object/ },
      { accountAbstraction: { entryPoints }, error: /needs exactly one of bundlerUrl .* and bundlerPrivateKeyEnv/ },
      {
        accountAbstraction: { entryPoints, bundlerUrl: 'https://b.example', bundlerPrivateKeyEnv: 'K' },
        env: { K: KEY },
        error: /needs exactly one of/,
      },
      {
        accountAbstraction: { entryPoints, bundlerPrivateKey: KEY },
        error: /bundlerPrivateKey is not read: put the key in an environment variable/,
      },
      {
        accountAbstraction: { entryPoints, bundlerUrl: 'https://b.example', acountFactory: FACTORY },
        error: /unknown field: acountFactory/,
      },
      {
        accountAbstraction: { entryPoints: [], bundlerUrl: 'https://b.example' },
        error: /entryPoints must be a list of 1 to 8/,
      },
      {
        accountAbstraction: { entryPoints: ['0x1234'], bundlerUrl: 'https://b.example' },
        error: /entryPoints\[0\] must be an address/,
      },
      {
        accountAbstraction: {
          entryPoints: [entryPoint07Address, entryPoint07Address.toLowerCase()],
          bundlerUrl: 'https://b.example',
        },
        error: /lists an address twice/,
      },
      {
        accountAbstraction: { entryPoints, bundlerUrl: 'https://b.example', accountFactory: 'factory' },
        error: /accountFactory must be an address/,
      },
      {
        accountAbstraction: { entryPoints, bundlerUrl: 'http://bundler.example/rpc' },
        error: /bundlerUrl must be https \(plain http only on 127\.0\.0\.1/,
      },
      { accountAbstraction: { entryPoints, bundlerUrl: 'not a url' }, error: /bundlerUrl is not a URL/ },
      {
        accountAbstraction: { entryPoints, bundlerUrl: 'https://user:secret@b.example' },
        error: /must not hold a user name or password/,
      },
      {
        accountAbstraction: { entryPoints, bundlerPrivateKeyEnv: 'NOT SET' },
        error: /must be the name of an environment variable/,
      },
      {
        accountAbstraction: { entryPoints, bundlerPrivateKeyEnv: 'APPKIT_BUNDLER_KEY_1' },
        error: /APPKIT_BUNDLER_KEY_1 is not set/,
      },
      {
        accountAbstraction: { entryPoints, bundlerPrivateKeyEnv: 'APPKIT_BUNDLER_KEY_1' },
        env: { APPKIT_BUNDLER_KEY_1: '0xabc-not-a-key' },
        error: /APPKIT_BUNDLER_KEY_1 must be a private key \(0x and 64 hex digits\)/,
      },
    ];
    for (const { accountAbstraction, env, error } of cases)
      assert.throws(
        () => readChain({ accountAbstraction, ...(env ? { env } : {}) }),
        (thrown: Error) => {
          assert.match(thrown.message, where, thrown.message);
          assert.match(thrown.message, error, thrown.message);
          assert.ok(
            !thrown.message.includes(KEY.slice(2)) && !thrown.message.includes('0xabc'),
            'no key in the message',
          );
          return true;
        },
        JSON.stringify(accountAbstraction),
      );
  });

  it('names the entry at its index in the list', () => {
    const chains = [
      { chainId: 1, rpcUrl: 'https://rpc.example' },
      { chainId: 2, rpcUrl: 'https://rpc2.example', accountAbstraction: { entryPoints: [] } },
    ];
    assert.throws(
      () => readServerConfig({ env: { APPKIT_CHAINS: JSON.stringify(chains) } }),
      /^Error: APPKIT_CHAINS\[1\]\.accountAbstraction needs exactly one of/,
    );
  });
});
