import { sendMouse } from '@web/test-runner-commands';

export interface ApprovalScreen {
  title: string;
  /** Row values by label, as shown. */
  rows: Record<string, string>;
  warnings: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The approval on screen in `root`, or undefined when there is none. */
export function readApprovalScreen(root: HTMLElement): ApprovalScreen | undefined {
  const section = root.querySelector('[data-testid="approval"]');
  if (!section) return undefined;
  const rows: Record<string, string> = {};
  const labels = [...section.querySelectorAll('dt')];
  for (const label of labels) rows[label.textContent ?? ''] = label.nextElementSibling?.textContent ?? '';
  return {
    title: section.querySelector('[data-testid="approval-title"]')?.textContent ?? '',
    rows,
    warnings: [...section.querySelectorAll('[data-testid="approval-warning"]')].map(
      (warning) => warning.textContent ?? '',
    ),
  };
}

/** Waits for an approval to appear in `root`; throws a clear error when none comes. */
export async function waitForApprovalScreen(root: HTMLElement, timeoutMs = 5000): Promise<ApprovalScreen> {
  const started = performance.now();
  for (;;) {
    const screen = readApprovalScreen(root);
    if (screen) return screen;
    if (performance.now() - started > timeoutMs) throw new Error(`no approval screen within ${timeoutMs} ms`);
    await sleep(10);
  }
}

/**
 * Answers the approval on screen as a visitor would: the pointer moves onto the button, rests
 * there past the clickjacking delays (Approve arms only after the screen has been visible a
 * while and the pointer has been inside a while), then a real click through the browser's input
 * pipeline.
 */
export async function answerApprovalScreen(root: HTMLElement, answer: 'approve' | 'reject'): Promise<void> {
  const button = root.querySelector<HTMLButtonElement>(`[data-testid="approval-${answer}"]`);
  if (!button) throw new Error(`no approval-${answer} button on screen`);
  button.scrollIntoView({ block: 'center' });
  const box = button.getBoundingClientRect();
  const position: [number, number] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
  await sendMouse({ type: 'move', position });
  const started = performance.now();
  await sleep(800);
  while (button.disabled) {
    if (performance.now() - started > 5000) throw new Error(`approval-${answer} stayed disabled`);
    await sleep(20);
  }
  await sendMouse({ type: 'click', position });
}
