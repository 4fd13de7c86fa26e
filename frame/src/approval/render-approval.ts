/** What the approval screen shows; every string is set as text, never parsed as HTML. */
export interface ApprovalDetails {
  /** e.g. 'Signature request', 'Transaction request'. */
  title: string;
  /** The requesting page's origin as the browser reported it (never a name the dapp supplied). */
  origin: string;
  rows: ReadonlyArray<{ label: string; value: string; monospace?: boolean }>;
  warnings: readonly string[];
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: { className?: string; text?: string; testId?: string } = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (properties.className) node.className = properties.className;
  if (properties.text !== undefined) node.textContent = properties.text;
  if (properties.testId) node.dataset.testid = properties.testId;
  return node;
}

/**
 * Builds the approval screen in `root` (the frame's only screen) and returns its two buttons.
 * Built with createElement and textContent only: dapp-controlled text (messages, typed data,
 * addresses) can never become markup (notes/security.md §3.3).
 *
 * @example
 * const { approve, reject } = renderApproval({ root, details });
 * approve.addEventListener('click', onApprove);
 */
export function renderApproval({ root, details }: { root: HTMLElement; details: ApprovalDetails }): { approve: HTMLButtonElement; reject: HTMLButtonElement } {
  const section = element('section', { className: 'approval', testId: 'approval' });
  section.setAttribute('aria-labelledby', 'approval-title');
  const title = element('h1', { text: details.title, testId: 'approval-title' });
  title.id = 'approval-title';
  const origin = element('p', { className: 'origin', text: details.origin, testId: 'approval-origin' });
  const list = element('dl', { className: 'rows' });
  for (const row of details.rows) {
    list.append(element('dt', { text: row.label }), element('dd', { className: row.monospace ? 'mono' : '', text: row.value, testId: `approval-row-${row.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` }));
  }
  const warnings = details.warnings.map((warning) => element('p', { className: 'warning', text: warning, testId: 'approval-warning' }));
  const reject = element('button', { className: 'secondary', text: 'Reject', testId: 'approval-reject' });
  const approve = element('button', { className: 'primary', text: 'Approve', testId: 'approval-approve' });
  reject.type = 'button';
  approve.type = 'button';
  const footer = element('footer');
  footer.append(reject, approve);
  const custody = element('p', { className: 'note', text: 'Embedded wallet: its recovery key is held by this app’s server (custodial).' });
  section.append(title, origin, list, ...warnings, footer, custody);
  root.replaceChildren(section);
  return { approve, reject };
}
