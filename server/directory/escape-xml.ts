// Characters XML 1.0 does not allow at all (C0 controls other than tab, LF, CR; lone surrogates;
// U+FFFE/U+FFFF). They are dropped: escaping cannot make them legal.
const ILLEGAL_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Makes text safe inside XML/HTML text and quoted attributes. Registry names are hostile input.
 * Well-formed surrogate pairs (emoji) are kept.
 *
 * @example
 * escapeXml({ text: '<script>&"' }); // '&lt;script&gt;&amp;&quot;'
 */
export function escapeXml({ text }: { text: string }): string {
  return keepSurrogatePairs(text).replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

function keepSurrogatePairs(text: string): string {
  let result = '';
  for (const character of text) {
    // for…of walks code points, so a pair arrives whole and only a lone surrogate is one unit.
    if (character.length === 2) result += character;
    else result += character.replace(ILLEGAL_XML_CHARACTERS, '');
  }
  return result;
}
