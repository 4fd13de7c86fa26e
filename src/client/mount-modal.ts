/**
 * Appends one `<w3m-modal>` to the page body unless the dapp placed one (or its `<appkit-modal>`
 * alias of the compat entry); returns its removal. The
 * element is defined by the modal's own chunk (issue 14 part 1): until that has run it is an empty
 * unknown element, and it upgrades when the chunk arrives.
 */
export function mountModal(): () => void {
  if (document.querySelector('w3m-modal, appkit-modal')) return () => undefined;
  const element = document.createElement('w3m-modal');
  document.body.append(element);
  return () => element.remove();
}
