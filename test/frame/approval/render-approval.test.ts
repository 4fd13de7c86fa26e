import { expect } from '@open-wc/testing';
import { stringToHex } from 'viem';
import { describeEvmRequest } from '../../../frame/src/approval/describe-evm-request.js';
import { readEvmRequest, type EvmRequest } from '../../../frame/src/approval/read-evm-request.js';
import { renderApproval } from '../../../frame/src/approval/render-approval.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
// Markup that runs script if it is ever parsed as HTML (the img fails to load; the svg loads).
const HOSTILE_IMG = '<img src=x onerror=window.pwn=1>';
const HOSTILE_SVG = '<svg onload=window.pwn=2></svg>';
const HOSTILE = `${HOSTILE_IMG}${HOSTILE_SVG}`;

type PwnWindow = Window & { pwn?: unknown };

let root: HTMLElement | undefined;
afterEach(() => {
  root?.remove();
  root = undefined;
  delete (window as PwnWindow).pwn;
});

function render(details: Parameters<typeof renderApproval>[0]['details']): HTMLElement {
  root = document.createElement('main');
  document.body.append(root);
  renderApproval({ root, details });
  return root;
}

/**
 * Waits until an image with the payload's `src=x` has failed to load here, and a little more:
 * by then an `<img src=x onerror=…>` parsed from the payload would have run its handler.
 */
async function letHandlersRun(): Promise<void> {
  const control = new Image();
  const failed = new Promise((resolve) => control.addEventListener('error', resolve, { once: true }));
  control.src = 'x';
  await failed;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('renderApproval', () => {
  it('T20: keeps a message, typed-data fields and the origin holding markup as text; nothing runs', async () => {
    delete (window as PwnWindow).pwn;
    const read = (method: string, params: unknown[]) =>
      readEvmRequest({ method, params, chainId: 1, address: WALLET }) as EvmRequest<never>;
    const message = describeEvmRequest({
      request: read('personal_sign', [stringToHex(HOSTILE), WALLET]),
      origin: HOSTILE,
      chainId: 1,
    });
    const typedData = describeEvmRequest({
      request: read('eth_signTypedData_v4', [
        WALLET,
        JSON.stringify({
          types: { Mail: [{ name: 'contents', type: 'string' }] },
          primaryType: 'Mail',
          domain: { name: HOSTILE, chainId: 1 },
          message: { contents: HOSTILE },
        }),
      ]),
      origin: 'http://localhost:5173',
      chainId: 1,
    });
    const screens = [
      render(message),
      render(typedData),
      render({ title: HOSTILE, origin: HOSTILE, rows: [{ label: HOSTILE, value: HOSTILE }], warnings: [HOSTILE] }),
    ];
    await letHandlersRun();

    expect((window as PwnWindow).pwn).to.equal(undefined);
    for (const screen of screens)
      expect(screen.querySelectorAll('img, svg, script, iframe, object').length).to.equal(0);
    const [messageScreen, typedScreen] = screens as [HTMLElement, HTMLElement];
    expect(messageScreen.querySelector('[data-testid="approval-origin"]')!.textContent).to.equal(HOSTILE);
    expect(messageScreen.querySelector('[data-testid="approval-row-message"]')!.textContent).to.equal(HOSTILE);
    expect(typedScreen.querySelector('[data-testid="approval-row-domain"]')!.textContent).to.equal(HOSTILE);
    expect(typedScreen.querySelector('[data-testid="approval-row-data"]')!.textContent).to.contain(HOSTILE_IMG);
  });

  it("draws 'Review in a secure window' hidden, beside Approve, with an empty status line (the guard shows them)", () => {
    root = document.createElement('main');
    document.body.append(root);
    const screen = renderApproval({
      root,
      details: {
        title: 'Transaction request',
        origin: 'http://localhost:5173',
        rows: [],
        warnings: [],
        highRisk: true,
      },
    });
    expect(screen.secureReview.textContent).to.equal('Review in a secure window');
    expect(screen.secureReview.hidden).to.equal(true);
    expect(screen.secureReview.type).to.equal('button');
    expect(screen.approve.hidden).to.equal(false);
    expect(screen.status.textContent).to.equal('');
    expect(screen.status.getAttribute('role')).to.equal('status');
    expect(
      [...root.querySelectorAll<HTMLButtonElement>('footer button')].map((button) => button.dataset.testid),
    ).to.deep.equal(['approval-reject', 'approval-approve', 'approval-secure-review']);
  });
});
