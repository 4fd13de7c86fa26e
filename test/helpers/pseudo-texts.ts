import type { ReadableAtom, WritableAtom } from 'nanostores';

// Issue 20 part 3, "a view renders no literal": the views run on pseudo tables that wrap every text
// in ⟦…⟧; every text node and text attribute they render must then be marked text, or data.

export const OPEN = '⟦';
export const CLOSE = '⟧';

/** `table` with every text marked, function texts and nested groups too (values land inside the marks). */
export function pseudoTable<Table extends object>(table: Table): Table {
  const mark = (text: string) => `${OPEN}${text}${CLOSE}`;
  const marked = (value: unknown): unknown =>
    typeof value === 'function'
      ? (...values: unknown[]) => mark((value as (...a: unknown[]) => string)(...values))
      : typeof value === 'string'
        ? mark(value)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)]))
          : value;
  return marked(table) as Table;
}

/**
 * Puts a feature's store (featureMessages) on its pseudo table; returns how to put English back.
 * The stores are read-only to the app; nanostores' `readonlyType` is a type, so the test may write.
 */
export function usePseudoFeatureTable<Table extends object>({
  store,
  en,
}: {
  store: ReadableAtom<Table>;
  en: Table;
}): () => void {
  const writable = store as unknown as WritableAtom<Table>;
  writable.set(pseudoTable(en));
  return () => writable.set(en);
}

/** Every shown text and text attribute under `root`, through shadow roots; styles and SVG skipped. */
export function shownTexts(root: Node, found: Array<{ where: string; text: string }> = []) {
  const element = root as Element;
  if (element.tagName === 'STYLE' || element.tagName === 'svg' || element.tagName === 'SCRIPT') return found;
  if (root.nodeType === Node.TEXT_NODE) {
    const text = root.textContent?.trim();
    if (text) found.push({ where: `text in <${root.parentElement?.tagName.toLowerCase() ?? 'shadow-root'}>`, text });
    return found;
  }
  if (root.nodeType === Node.ELEMENT_NODE) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const text = element.getAttribute(name)?.trim();
      if (text) found.push({ where: `${name} of <${element.tagName.toLowerCase()}>`, text });
    }
    if (element.shadowRoot) shownTexts(element.shadowRoot, found);
  }
  for (const child of root.childNodes) shownTexts(child, found);
  return found;
}

/** What remains of a text once the marked parts and the data are taken out: letters there are literals. */
export function literalLeft({ text, data }: { text: string; data: readonly string[] }): string {
  let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
  for (const value of data) rest = rest.split(value).join(' ');
  return rest
    .replace(/0x[0-9a-fA-F]+(…|\.\.\.)?[0-9a-fA-F]*/g, ' ')
    .replace(/[\d.,:;+\-−$€%…·()/|]/g, ' ')
    .trim();
}

/** The literals under `root`, each as `view: where: “text”` (none: an empty list). */
export function literalsIn({ root, data, view }: { root: Node; data: readonly string[]; view: string }): string[] {
  return shownTexts(root)
    .map((entry) => ({ ...entry, rest: literalLeft({ text: entry.text, data }) }))
    .filter(({ rest }) => /\p{L}{2,}/u.test(rest))
    .map(({ where, text }) => `${view}: ${where}: “${text}”`);
}
