/**
 * Defines a custom element unless the tag is taken, so two copies of the bundle on one page warn
 * once instead of throwing (DESIGN §5, STYLE #2).
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) {
    customElements.define(tag, constructor);
    return;
  }
  if (existing !== constructor && !warnedTags.has(tag)) {
    warnedTags.add(tag);
    console.warn(`[appkit] <${tag}> is already defined; a second copy of the library is on this page and was ignored.`);
  }
}

const warnedTags = new Set<string>();
