const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return [...segmenter.segment(text)].map((segment) => segment.segment);
}

/**
 * The text drawn on a generated icon: the first letters of the first two words ("Trust Wallet"
 * → "TW"), or of the two parts of a camel-case word ("MetaMask" → "MM"), else the first two
 * letters. Works on graphemes, so an emoji or an accented letter is never cut in half.
 *
 * @example
 * initialsOf({ name: 'Trust Wallet' }); // 'TW'
 */
export function initialsOf({ name }: { name: string }): string {
  const words = name.split(/[\s\-_.]+/u).filter((word) => /[\p{L}\p{N}\p{So}]/u.test(word));
  if (!words.length) return '?';
  if (words.length > 1) return (graphemes(words[0]!)[0]! + graphemes(words[1]!)[0]!).toUpperCase();
  const word = graphemes(words[0]!);
  // "MetaMask" → "MM": an inner capital starts a second word.
  const innerCapital = word.findIndex((letter, index) => index > 0 && /^\p{Lu}$/u.test(letter));
  const second = innerCapital > 0 ? word[innerCapital] : word[1];
  return (word[0]! + (second ?? '')).toUpperCase();
}
