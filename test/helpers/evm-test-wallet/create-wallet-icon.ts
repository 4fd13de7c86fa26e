/**
 * Makes the wallet's EIP-6963 icon: a coloured rounded square with the name's initials, as a
 * base64 SVG data URI. The colour is derived from `seed` so two test wallets look different.
 */
export function createWalletIcon({
  name,
  seed = name,
}: {
  name: string;
  seed?: string;
}): `data:image/svg+xml;base64,${string}` {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]?.toUpperCase() ?? '')
      .join('') || '?';
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="hsl(${hue} 65% 42%)"/>` +
    '<text x="48" y="50" fill="#fff" font-family="system-ui, sans-serif" font-size="40" font-weight="700" ' +
    `text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}</text></svg>`;
  return `data:image/svg+xml;base64,${toBase64(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// btoa only takes Latin-1, so encode UTF-8 bytes first (names may hold any letter).
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
