import { approvalText } from '../screens/frame-locale.js';

/** What the approval screen shows; every string is set as text, never parsed as HTML. */
export interface ApprovalDetails {
  /** e.g. 'Signature request', 'Transaction request'. */
  title: string;
  /** The requesting page's origin as the browser reported it (never a name the dapp supplied). */
  origin: string;
  rows: ReadonlyArray<{ label: string; value: string; monospace?: boolean }>;
  warnings: readonly string[];
  /** Native value > 0, a permit, an approval, a Solana instruction other than a transfer (set by the describe functions). */
  highRisk?: boolean;
}

/** The approval screen's controls. */
export interface ApprovalScreen {
  approve: HTMLButtonElement;
  reject: HTMLButtonElement;
  /** Opens the request in the secure review window; hidden until visibility is unproven. */
  secureReview: HTMLButtonElement;
  /** One line of guidance (why Approve waits, that the secure window is open); empty when none. */
  status: HTMLParagraphElement;
}

export interface RenderApprovalParameters {
  root: HTMLElement;
  details: ApprovalDetails;
  /** The line under the buttons (default: the custodial note); the secure review window shows its own. */
  note?: string;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: { className?: string; text?: string; testId?: string } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (properties.className) node.className = properties.className;
  if (properties.text !== undefined) node.textContent = properties.text;
  if (properties.testId) node.dataset.testid = properties.testId;
  return node;
}

/**
 * Builds the approval screen in `root` (the frame's only screen) and returns its controls.
 * Built with createElement and textContent only: dapp-controlled text (messages, typed data,
 * addresses) can never become markup (docs/SECURITY.md §3.3). 'Review in a secure window'
 * starts hidden: the screen's guard (guard-approval-screen.ts) shows it in Approve's place
 * when the frame's visibility cannot be proven.
 *
 * @example
 * const { approve, reject } = renderApproval({ root, details });
 * approve.addEventListener('click', onApprove);
 */
export function renderApproval({ root, details, note }: RenderApprovalParameters): ApprovalScreen {
  const text = approvalText();
  const section = element('section', { className: 'approval', testId: 'approval' });
  section.setAttribute('aria-labelledby', 'approval-title');
  const title = element('h1', { text: details.title, testId: 'approval-title' });
  title.id = 'approval-title';
  const origin = element('p', { className: 'origin', text: details.origin, testId: 'approval-origin' });
  const list = element('dl', { className: 'rows' });
  for (const row of details.rows) {
    list.append(
      element('dt', { text: row.label }),
      element('dd', {
        className: row.monospace ? 'mono' : '',
        text: row.value,
        testId: `approval-row-${row.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      }),
    );
  }
  const warnings = details.warnings.map((warning) =>
    element('p', { className: 'warning', text: warning, testId: 'approval-warning' }),
  );
  const reject = element('button', { className: 'secondary', text: text.reject, testId: 'approval-reject' });
  const approve = element('button', { className: 'primary', text: text.approve, testId: 'approval-approve' });
  const secureReview = element('button', {
    className: 'primary',
    text: text.secureReview,
    testId: 'approval-secure-review',
  });
  reject.type = 'button';
  approve.type = 'button';
  secureReview.type = 'button';
  secureReview.hidden = true;
  const status = element('p', { className: 'status', testId: 'approval-status' });
  status.setAttribute('role', 'status');
  const footer = element('footer');
  footer.append(reject, approve, secureReview);
  const custody = element('p', { className: 'note', text: note ?? text.custodyNote });
  section.append(title, origin, list, ...warnings, status, footer, custody);
  root.replaceChildren(section);
  return { approve, reject, secureReview, status };
}
