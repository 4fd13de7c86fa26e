const TABBABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Focusable elements under `root` in tab order, looking inside open shadow roots and slots, so a
 * focus trap can find the first and last stop across nested custom elements.
 */
export function findTabbables(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Element | ShadowRoot) => {
    const children =
      node instanceof HTMLSlotElement ? node.assignedElements({ flatten: true }) : Array.from(node.children);
    for (const child of children) {
      if (child instanceof HTMLElement && isTabbable(child)) found.push(child);
      // A host with tabindex="-1" takes its shadow tree out of the Tab order (a roving list's other rows).
      if (child.shadowRoot && child instanceof HTMLElement && child.hasAttribute('tabindex') && child.tabIndex < 0)
        continue;
      // A shadow root reaches its light children through its slots, so visit only one of the two.
      visit(child.shadowRoot ?? child);
    }
  };
  visit(root);
  return found;
}

function isTabbable(element: HTMLElement): boolean {
  if (!element.matches(TABBABLE) || element.matches(':disabled') || element.tabIndex < 0) return false;
  return element.getClientRects().length > 0; // hidden elements take no tab stop
}

/** The element that really has focus, looking through shadow roots. */
export function deepActiveElement(): HTMLElement | undefined {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : undefined;
}

/** Whether `element` is `ancestor` or inside it, across shadow roots. */
export function isInsideComposed(element: Node, ancestor: Node): boolean {
  let node: Node | null = element;
  while (node) {
    if (node === ancestor) return true;
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return false;
}

/** The shadow hosts around `element`, innermost first (empty for an element in the document itself). */
export function shadowHostsOf(element: Element): HTMLElement[] {
  const hosts: HTMLElement[] = [];
  let root = element.getRootNode();
  while (root instanceof ShadowRoot) {
    if (root.host instanceof HTMLElement) hosts.push(root.host);
    root = root.host.getRootNode();
  }
  return hosts;
}
