/** The frame element's id and name (AppKit's, so integrators' CSS and tests keep working). */
export const FRAME_ELEMENT_ID = 'w3m-iframe';
const FRAME_ELEMENT_NAME = 'w3m-secure-iframe';
/** Above the modal (z-index 999): the frame shows approvals over it. */
const FRAME_Z_INDEX = '999999';

/**
 * The hidden, fixed-position iframe of the embedded wallet (SPEC §2 "hidden, fixed-position frame
 * appended to the page body"), not yet appended. The sandbox keeps the frame's own origin (it is
 * cross-site, so allow-same-origin gives it nothing of the dapp's) but takes away top navigation,
 * popups and forms: the dapp page opens the social popup itself.
 *
 * @example
 * const iframe = createFrameElement({ src: 'http://127.0.0.1:8787/frame/?projectId=…' });
 * document.body.append(iframe);
 */
export function createFrameElement({ src, document = globalThis.document }: { src: string; document?: Document }): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.id = FRAME_ELEMENT_ID;
  iframe.name = FRAME_ELEMENT_NAME;
  iframe.title = 'Embedded wallet';
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  iframe.setAttribute('referrerpolicy', 'origin');
  iframe.setAttribute('allow', 'clipboard-write');
  Object.assign(iframe.style, { position: 'fixed', zIndex: FRAME_Z_INDEX, display: 'none', border: 'none', colorScheme: 'normal' });
  iframe.src = src;
  return iframe;
}
