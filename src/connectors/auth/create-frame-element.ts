import type { ReadableAtom } from 'nanostores';

/** The frame element's id and name (AppKit's, so integrators' CSS and tests keep working). */
export const FRAME_ELEMENT_ID = 'w3m-iframe';
const FRAME_ELEMENT_NAME = 'w3m-secure-iframe';
/** Above the modal (z-index 999): the frame shows approvals over it. */
const FRAME_Z_INDEX = '999999';

/**
 * The hidden, fixed-position iframe of the embedded wallet (SPEC §2 "hidden, fixed-position frame
 * appended to the page body"), not yet appended. The sandbox keeps the frame's own origin (it is
 * cross-site, so allow-same-origin gives it nothing of the dapp's) but takes away top navigation
 * and forms: the dapp page opens the social popup itself. Popups are allowed for the frame's
 * secure review window only (issue "Hardening" part 5), opened on a click inside the frame.
 *
 * @example
 * const iframe = createFrameElement({ src: 'http://127.0.0.1:8787/frame/?projectId=…', title: $frameTitle });
 * document.body.append(iframe);
 */
export function createFrameElement({
  src,
  document = globalThis.document,
  title,
}: {
  src: string;
  document?: Document;
  /** The frame's title in the active language (a store: it follows setLocale); the client layer's, as connectors/ hold no texts. */
  title?: ReadableAtom<string> | undefined;
}): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.id = FRAME_ELEMENT_ID;
  iframe.name = FRAME_ELEMENT_NAME;
  if (title) {
    // What a screen reader announces for the frame. The listener ends at the first change after
    // the frame left the page (frame-host's destroy removes it).
    iframe.title = title.get();
    const stopListening = title.listen((text) => {
      if (!iframe.isConnected) return stopListening();
      iframe.title = text;
    });
  }
  // allow-popups: the frame opens its secure review window (its own origin) from a click in it.
  // Without allow-popups-to-escape-sandbox that window keeps these same flags, which is all it needs.
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  iframe.setAttribute('referrerpolicy', 'origin');
  // Passkeys as the user's own recovery key are created and used on the frame's origin (issue "Hardening" part 10).
  iframe.setAttribute('allow', 'clipboard-write; publickey-credentials-create; publickey-credentials-get');
  Object.assign(iframe.style, {
    position: 'fixed',
    zIndex: FRAME_Z_INDEX,
    display: 'none',
    border: 'none',
    colorScheme: 'normal',
  });
  iframe.src = src;
  return iframe;
}
