// readJsonRpcIdText: the relay answers with the request's id exactly as written, since the
// WalletConnect SDK numbers requests beyond 2^53 and JSON.parse would round them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readJsonRpcIdText } from '../../server/relay/read-json-rpc-id.js';

const idOf = (text: string) => {
  JSON.parse(text); // the relay only reads ids of texts JSON.parse accepted
  return readJsonRpcIdText({ text });
};

describe('readJsonRpcIdText', () => {
  test('keeps integers beyond 2^53 digit for digit', () => {
    const text = '{"id":1712345678901234567,"jsonrpc":"2.0","method":"irn_subscribe"}';
    assert.notEqual(String(JSON.parse(text).id), '1712345678901234567', 'JSON.parse rounds it');
    assert.equal(idOf(text), '1712345678901234567');
    assert.equal(idOf(`{"jsonrpc":"2.0","id":${'9'.repeat(80)}}`), '9'.repeat(80));
    assert.equal(idOf('{"id":-12.5e+3}'), '-12.5e+3');
  });

  test('returns a string id with its quotes and escapes', () => {
    assert.equal(idOf('{"id":"a\\"b}","method":"x"}'), '"a\\"b}"');
  });

  test('reads only the top-level member, wherever it is and however spaced', () => {
    assert.equal(idOf('{"params":{"id":1,"list":[{"id":2}]},"method":"id","id" :  3 }'), '3');
    assert.equal(idOf('{ "method" : "irn_publish" , "params" : { "message" : "\\"id\\":4" } , "id" : 5 }'), '5');
    assert.equal(idOf('{"ids":[7],"i\\u0064":8}'), '8', 'an escaped key is still "id"');
    assert.equal(idOf('{"id":1,"id":2}'), '2', 'the last one, as JSON.parse does');
  });

  test('has no id for a missing, null, boolean or object id', () => {
    for (const text of ['{"method":"x"}', '{"id":null}', '{"id":true}', '{"id":{"a":1}}', '[{"id":1}]', '"id"'])
      assert.equal(idOf(text), undefined, text);
  });
});
