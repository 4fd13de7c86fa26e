/** The parts of a received mail the dev mailbox shows. */
export interface ParsedMail {
  from: string;
  subject: string;
  /** The plain-text body (the first text/plain part of a multipart mail), decoded. */
  text: string;
}

type Headers = Map<string, string>;

/**
 * Parses a raw RFC 5322 message as the SMTP sink receives it, for plain-text mails like ours:
 * unfolds headers, decodes encoded-word subjects, quoted-printable and base64 bodies, and walks
 * multipart bodies to the first text/plain part. Not a general MIME parser (mailparser does not
 * install here); anything it does not understand comes back as empty text, never an exception.
 *
 * @example
 * parseMailMessage({ raw: buffer }).text; // 'Your login code for Demo is:\n\n123456\n…'
 */
export function parseMailMessage({ raw }: { raw: Buffer }): ParsedMail {
  const { headers, body } = splitMessage(raw.toString('latin1'));
  return {
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: findText(headers, body, 0),
  };
}

function splitMessage(message: string): { headers: Headers; body: string } {
  const end = /\r?\n\r?\n/.exec(message);
  const head = end ? message.slice(0, end.index) : message;
  const body = end ? message.slice(end.index + end[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function findText(headers: Headers, body: string, depth: number): string {
  const contentType = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (contentType.startsWith('multipart/') && depth < 5) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
    if (!boundary) return '';
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = splitMessage(part.replace(/^\r?\n/, ''));
      const text = findText(inner.headers, inner.body, depth + 1);
      if (text) return text;
    }
    return '';
  }
  if (!contentType.startsWith('text/plain')) return '';
  const charset = /charset="?([^";]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return toText(bytes, charset).replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(joined.charCodeAt(index) & 0xff);
  }
  return Buffer.from(bytes);
}

function toText(bytes: Buffer, charset: string): string {
  return /^(utf-?8|us-ascii)$/i.test(charset) ? bytes.toString('utf8') : bytes.toString('latin1');
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
function decodeWords(value: string): string {
  const latin1 = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  const decoded = latin1.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return toText(bytes, charset);
    },
  );
  // Header bytes outside encoded words are UTF-8 when the sender used SMTPUTF8.
  return /[\u0080-\u00ff]/.test(decoded) && decoded === latin1
    ? Buffer.from(decoded, 'latin1').toString('utf8')
    : decoded;
}
