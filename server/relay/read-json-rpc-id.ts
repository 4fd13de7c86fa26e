// WalletConnect clients number their relay requests with integers above 2^53 (a millisecond time
// times 10^6 plus a random part). JSON.parse would round them, and the client matches the answer
// to its request by the exact id, so the relay reads the id's source text and answers with it.

const NUMBER_TOKEN = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The source text of the top-level `"id"` member of a JSON object text (the last one when repeated),
 * or undefined when there is none or it is neither a number nor a string. Expects text that
 * JSON.parse accepted.
 *
 * @example
 * readJsonRpcIdText({ text: '{"id":1712345678901234567,"jsonrpc":"2.0"}' }); // '1712345678901234567'
 * readJsonRpcIdText({ text: '{"params":{"id":1},"id":"a"}' }); // '"a"'
 */
export function readJsonRpcIdText({ text }: { text: string }): string | undefined {
  let depth = 0;
  let expectingKey = false;
  let idText: string | undefined;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"') {
      const end = endOfString({ text, start: index });
      if (depth === 1 && expectingKey) {
        expectingKey = false;
        const valueStart = skipSpace({ text, index: skipSpace({ text, index: end }) + 1 }); // past the ':'
        if (JSON.parse(text.slice(index, end)) === 'id') idText = readValueToken({ text, start: valueStart });
        index = valueStart;
        continue;
      }
      index = end;
      continue;
    }
    if (char === '{' || char === '[') {
      depth++;
      expectingKey = char === '{' && depth === 1;
    } else if (char === '}' || char === ']') {
      depth--;
    } else if (char === ',' && depth === 1) {
      expectingKey = true;
    }
    index++;
  }
  return idText;
}

/** The index just past the closing quote of the string starting at `start`. */
function endOfString({ text, start }: { text: string; start: number }): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

function skipSpace({ text, index }: { text: string; index: number }): number {
  while (index < text.length && ' \t\n\r'.includes(text[index]!)) index++;
  return index;
}

function readValueToken({ text, start }: { text: string; start: number }): string | undefined {
  if (text[start] === '"') return text.slice(start, endOfString({ text, start }));
  NUMBER_TOKEN.lastIndex = start;
  return NUMBER_TOKEN.exec(text)?.[0];
}
