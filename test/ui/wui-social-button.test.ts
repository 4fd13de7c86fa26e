import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/ui/wui-social-button.js';
import type { WuiSocialButton } from '../../src/ui/wui-social-button.js';
import type { SocialProvider } from '../../src/ui/social-icons.js';
import { DEFAULT_SOCIALS } from '../../src/core/constants.js';

async function setup(template: ReturnType<typeof html>) {
  const element = await fixture<WuiSocialButton>(template);
  const button = element.shadowRoot!.querySelector('button');
  if (!button) throw new Error('<wui-social-button> rendered no button');
  return { element, button };
}

describe('<wui-social-button>', () => {
  it('as a square icon is named "Continue with <Provider>" for assistive technology', async () => {
    const { button } = await setup(html`<wui-social-button provider="github" variant="icon"></wui-social-button>`);
    expect(button.getAttribute('aria-label')).to.equal('Continue with GitHub');
    expect(button.textContent!.trim()).to.equal('');
    expect(button.dataset.testid).to.equal('social-github');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
  });

  it('in full shows the icon and "Continue with <Provider>" as its text', async () => {
    const { button } = await setup(html`<wui-social-button provider="google" variant="full"></wui-social-button>`);
    expect(button.textContent!.trim()).to.equal('Continue with Google');
    expect(button.hasAttribute('aria-label')).to.equal(false);
    expect(button.querySelector('svg')).to.exist;
  });

  it('takes a translated label', async () => {
    const { button } = await setup(
      html`<wui-social-button provider="x" variant="icon" label="Weiter mit X"></wui-social-button>`,
    );
    expect(button.getAttribute('aria-label')).to.equal('Weiter mit X');
  });

  it('draws an icon and names every default social provider', async () => {
    const names: string[] = [];
    for (const provider of DEFAULT_SOCIALS) {
      const { button } = await setup(
        html`<wui-social-button .provider=${provider} variant="icon"></wui-social-button>`,
      );
      expect(button.querySelector('svg'), provider).to.exist;
      expect(button.dataset.testid).to.equal(`social-${provider}`);
      names.push(button.getAttribute('aria-label')!);
    }
    expect(names).to.deep.equal(
      ['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook'].map((name) => `Continue with ${name}`),
    );
  });

  it('emits w3m-social-select with the provider on click and on Enter', async () => {
    const { element, button } = await setup(html`<wui-social-button provider="discord"></wui-social-button>`);
    let event = oneEvent(element, 'w3m-social-select');
    button.click();
    const { detail, bubbles, composed } = await event;
    expect(detail).to.deep.equal({ provider: 'discord' as SocialProvider });
    expect([bubbles, composed]).to.deep.equal([true, true]);
    event = oneEvent(element, 'w3m-social-select');
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect((await event).detail).to.deep.equal({ provider: 'discord' });
  });

  it('emits nothing while disabled or loading, and shows a spinner while loading', async () => {
    const { element, button } = await setup(html`<wui-social-button provider="apple" disabled></wui-social-button>`);
    const clicks: unknown[] = [];
    element.addEventListener('w3m-social-select', (event) => clicks.push(event.detail));
    button.click();
    element.disabled = false;
    element.loading = true;
    await element.updateComplete;
    button.click();
    expect(clicks).to.deep.equal([]);
    expect([button.disabled, button.getAttribute('aria-busy')]).to.deep.equal([true, 'true']);
    expect(button.querySelector('wui-spinner')).to.exist;
    element.loading = false;
    await element.updateComplete;
    button.click();
    expect(clicks).to.deep.equal([{ provider: 'apple' }]);
  });

  it('keeps a hostile provider and label as text and runs nothing', async () => {
    const hostile = '<img src=x onerror=window.pwn=1>';
    const { element, button } = await setup(
      html`<wui-social-button .provider=${hostile as SocialProvider} variant="full"></wui-social-button>`,
    );
    const icon = await setup(
      html`<wui-social-button .provider=${'x'} variant="icon" .label=${hostile}></wui-social-button>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    expect(button.textContent!.trim()).to.equal(`Continue with ${hostile}`);
    expect(button.dataset.testid).to.equal(`social-${hostile}`);
    expect(icon.button.getAttribute('aria-label')).to.equal(hostile);
    expect((window as { pwn?: unknown }).pwn).to.equal(undefined);
  });

  it('names an unknown provider by its value, never by an inherited property', async () => {
    const { button } = await setup(
      html`<wui-social-button .provider=${'constructor' as SocialProvider} variant="icon"></wui-social-button>`,
    );
    expect(button.getAttribute('aria-label')).to.equal('Continue with constructor');
    expect(button.querySelector('svg')).to.equal(null);
  });
});
