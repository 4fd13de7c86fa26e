/**
 * The pairing URI a dapp handed over in the page's address: AppKit opens
 * `{webapp_link}wc?uri=<encoded wc: URI>` (or `{webapp_link}?uri=…`). Anything but a `wc:` URI is
 * ignored.
 *
 * @example
 * readPairingUri({ search: '?uri=wc%3Aabc%402%3FsymKey%3D1' }); // 'wc:abc@2?symKey=1'
 */
export function readPairingUri({ search }: { search: string }): string | undefined {
  const uri = new URLSearchParams(search).get('uri')?.trim();
  return uri?.startsWith('wc:') ? uri : undefined;
}
