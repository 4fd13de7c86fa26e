/** What {@link h} sets on a new element: text only (never HTML), attributes, one click handler. */
export interface ElementProps {
  text?: string;
  attrs?: Record<string, string>;
  onClick?: () => void;
}

/**
 * A new element with text content and children. Everything a dapp sends (its name, URL, request
 * parameters) reaches the page through here as text, so none of it is ever parsed as HTML.
 *
 * @example
 * h('button', { text: 'Approve', attrs: { type: 'button' }, onClick: approve });
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  { text, attrs = {}, onClick }: ElementProps = {},
  children: readonly Node[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  if (onClick) element.addEventListener('click', onClick);
  element.append(...children);
  return element;
}

/** A `<dl>` of label → value rows; a list value becomes one `<dd>` per item. */
export function definitionList({
  rows,
}: {
  rows: ReadonlyArray<[string, string | readonly string[]]>;
}): HTMLDListElement {
  return h(
    'dl',
    {},
    rows.flatMap(([label, value]) => [
      h('dt', { text: label }),
      ...(typeof value === 'string' ? [value] : value.length ? value : ['—']).map((item) => h('dd', { text: item })),
    ]),
  );
}

let nextId = 0;

/**
 * A card: an `<article>` named by its heading (tests and screen readers find it by that name),
 * with its content and a row of buttons.
 */
export function card({
  title,
  testId,
  content,
  buttons,
}: {
  title: string;
  testId: string;
  content: readonly Node[];
  buttons: readonly HTMLButtonElement[];
}): HTMLElement {
  const headingId = `card-${++nextId}`;
  return h('article', { attrs: { 'aria-labelledby': headingId, 'data-testid': testId } }, [
    h('h3', { text: title, attrs: { id: headingId } }),
    ...content,
    h('div', { attrs: { class: 'buttons' } }, buttons),
  ]);
}

/**
 * A button that runs an async action once at a time: it and the buttons beside it are disabled
 * while it runs, so a double click (or Approve then Reject) cannot answer a request twice.
 */
export function actionButton({ label, action }: { label: string; action: () => Promise<void> }): HTMLButtonElement {
  const button = h('button', { text: label, attrs: { type: 'button' } });
  button.addEventListener('click', () => {
    if (button.disabled) return;
    const group = [...(button.parentElement?.querySelectorAll('button') ?? [button])];
    for (const each of group) each.disabled = true;
    void action().finally(() => {
      for (const each of group) each.disabled = false;
    });
  });
  return button;
}
