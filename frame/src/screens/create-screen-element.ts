/**
 * An element of a frame screen, its text set as text only (never parsed as HTML).
 *
 * @example
 * const title = createScreenElement('h1', { text: 'Recovery key', testId: 'screen-title' });
 */
export function createScreenElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  {
    className,
    text,
    testId,
    attributes = {},
  }: { className?: string; text?: string; testId?: string; attributes?: Record<string, string> } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  if (testId) node.dataset.testid = testId;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}
