import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/ui/wui-alertbar.js';
import type { WuiAlertbar } from '../../src/ui/wui-alertbar.js';

async function setup(
  template = html`<wui-alertbar message="Connection declined" variant="error" close-label="Schließen"></wui-alertbar>`,
) {
  const element = await fixture<WuiAlertbar>(template);
  const bar = element.shadowRoot!.querySelector<HTMLElement>('[data-testid="alertbar"]');
  const close = bar?.querySelector('button');
  if (!bar || !close) throw new Error('<wui-alertbar> rendered no bar or no close button');
  return { element, bar, close };
}

describe('<wui-alertbar>', () => {
  it('shows the message, announced assertively for an error, with a labelled close button', async () => {
    const { bar, close } = await setup();
    expect([bar.getAttribute('role'), bar.querySelector('.message')!.textContent]).to.deep.equal([
      'alert',
      'Connection declined',
    ]);
    expect(close.getAttribute('aria-label')).to.equal('Schließen');
  });

  it('emits w3m-alert-close, bubbling and composed, with no detail, when the close button is pressed', async () => {
    const { element, close } = await setup();
    const event = oneEvent(element, 'w3m-alert-close');
    close.click();
    const { detail, bubbles, composed } = await event;
    expect([detail, bubbles, composed]).to.deep.equal([null, true, true]);
  });
});
