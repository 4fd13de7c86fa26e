// The language test (issue 20 part 3): every translation of every table has exactly the English
// keys, a function where English has one (with as many parameters), and no text left in English
// but the brand names and symbols of ALLOWED_IDENTICAL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../../../src/core/messages/en.js';
import { embeddedWalletSecurityEn } from '../../../src/core/messages/embedded-wallet-security-en.js';
import { LOCALE_CODES } from '../../../src/core/messages/locale-codes.js';
import { namesEn } from '../../../src/core/messages/names-en.js';
import { siwxEmailCaptureEn } from '../../../src/core/messages/siwx-email-capture-en.js';
import { smartAccountEn } from '../../../src/core/messages/smart-account-en.js';
import { swapEn } from '../../../src/core/messages/swap-en.js';
import { FRAME_LOCALE_CODES } from '../../../src/core/protocol/locale-code.js';
import { approvalMessages } from '../../../frame/src/approval/approval-messages.js';
import { frameMessages } from '../../../frame/src/screens/frame-messages.js';

type Table = Record<string, unknown>;

/** The tables and where each language's translation of it lives, with the name it exports. */
const TABLES: ReadonlyArray<{ name: string; english: Table; file: (code: string) => string; exportName: string }> = [
  { name: 'core', english: en, file: (code) => `src/core/messages/locales/${code}/core.js`, exportName: 'messages' },
  ...(
    [
      ['embedded-wallet-security', embeddedWalletSecurityEn],
      ['names', namesEn],
      ['siwx-email-capture', siwxEmailCaptureEn],
      ['smart-account', smartAccountEn],
      ['swap', swapEn],
    ] as const
  ).map(([name, english]) => ({
    name,
    english: english as Table,
    file: (code: string) => `src/core/messages/locales/${code}/${name}.js`,
    exportName: 'messages',
  })),
  {
    name: 'frame',
    english: frameMessages,
    file: (code) => `frame/src/screens/locales/${code}.js`,
    exportName: 'frameMessages',
  },
  {
    name: 'frame approval',
    english: approvalMessages,
    file: (code) => `frame/src/approval/locales/${code}.js`,
    exportName: 'approvalMessages',
  },
];

/**
 * Texts a translation may keep as they are in English: names of brands, networks and stores in
 * every language, and the few words a language spells as English does. Keep it short: anything
 * else the same as in English is a text left untranslated.
 */
const BRANDS = ['WalletConnect', 'Solana', 'Bitcoin', 'Polkadot', 'Cosmos', 'Sui', 'Stacks', 'Chrome Web Store'];
const STORES = ['App Store (iOS)', 'Google Play (Android)'];
const ALLOWED_IDENTICAL: Record<string, ReadonlySet<string>> = {
  de: new Set([...BRANDS, ...STORES, 'Wallets', 'Website', 'Name', 'Chain X1', 'Nonce']),
  es: new Set([...BRANDS, ...STORES, 'Tokens', 'Nonce']),
  ja: new Set([...BRANDS, ...STORES]),
  'zh-CN': new Set([...BRANDS, ...STORES]),
  ar: new Set([...BRANDS, ...STORES]),
};

const TRANSLATED = LOCALE_CODES.filter((code) => code !== 'en');
const ROOT = new URL('../../../', import.meta.url);

/** Arguments for a text function: a recognisable string, and a count for plural logic. */
const sampleArguments = (count: number) =>
  Array.from({ length: count }, (_, index) => (index === 0 ? 'X1' : `X${index + 1}`));

/** Every leaf of a table as [path, value], nested groups flattened (`errors.RATE_LIMITED`). */
function leaves(table: Table, prefix = ''): Array<[string, unknown]> {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Table, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

async function loadTranslation({ file, exportName }: { file: string; exportName: string }): Promise<Table> {
  const module = (await import(new URL(file.replace(/\.js$/, '.ts'), ROOT).href)) as Record<string, Table>;
  const table = module[exportName];
  assert.ok(table, `${file} exports no \`${exportName}\``);
  return table;
}

test('the frame receives only the modal’s locale codes', () => {
  assert.deepEqual([...FRAME_LOCALE_CODES], [...LOCALE_CODES]);
});

for (const code of TRANSLATED) {
  for (const table of TABLES) {
    test(`${code}: the ${table.name} table has exactly the English keys, texts and functions alike`, async () => {
      const translation = await loadTranslation({ file: table.file(code), exportName: table.exportName });
      const english = new Map(leaves(table.english));
      const translated = new Map(leaves(translation));
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, `${table.file(code)}: keys differ`);
      for (const [key, value] of english) {
        const other = translated.get(key);
        assert.equal(
          typeof other,
          typeof value,
          `${table.file(code)}: ${key} is a ${typeof other}, English a ${typeof value}`,
        );
        if (typeof value === 'function')
          assert.equal(
            (other as () => string).length,
            value.length,
            `${table.file(code)}: ${key} takes another number of parameters`,
          );
      }
    });

    test(`${code}: no text of the ${table.name} table is left in English`, async () => {
      const translation = await loadTranslation({ file: table.file(code), exportName: table.exportName });
      const translated = new Map(leaves(translation));
      const untranslated: string[] = [];
      for (const [key, value] of leaves(table.english)) {
        const other = translated.get(key);
        if (other === undefined) continue; // the key test reports it
        const shown = (text: unknown) =>
          typeof text === 'function' ? String(text(...sampleArguments(text.length))) : String(text);
        const english = shown(value);
        // A text that is only its values (a count, `${name}`) has nothing to translate.
        const isOnlyValues = english.replace(/X\d/g, '').replace(/[\d\s+=.,:;()·-]/g, '') === '';
        if (!isOnlyValues && shown(other) === english && !ALLOWED_IDENTICAL[code]?.has(english))
          untranslated.push(`${key}: ${english}`);
      }
      assert.deepEqual(untranslated, [], `${table.file(code)}: texts equal to the English ones`);
    });
  }
}
