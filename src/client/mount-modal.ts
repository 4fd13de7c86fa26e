import '../modal/w3m-modal.js';

/** Appends one `<w3m-modal>` to the page body unless the dapp placed one; returns its removal. */
export function mountModal(): () => void {
  if (document.querySelector('w3m-modal')) return () => undefined;
  const element = document.createElement('w3m-modal');
  document.body.append(element);
  return () => element.remove();
}
