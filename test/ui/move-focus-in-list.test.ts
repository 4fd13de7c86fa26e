import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { moveFocusInList } from '../../src/ui/move-focus-in-list.js';
import { deepActiveElement } from '../../src/modal/focus-utils.js';
import '../../src/ui/wui-list-item.js';

describe('moveFocusInList', () => {
  let list: HTMLElement;
  let search: HTMLInputElement;
  let items: HTMLElement[];
  let moved: boolean[];

  beforeEach(async () => {
    list = await fixture(html`<div>
      <input data-testid="search" aria-label="Search" />
      <div role="list">
        <wui-list-item role="listitem" name="One"></wui-list-item>
        <wui-list-item role="listitem" name="Two"></wui-list-item>
        <wui-list-item role="listitem" name="Three"></wui-list-item>
      </div>
    </div>`);
    search = list.querySelector('input')!;
    items = [...list.querySelectorAll<HTMLElement>('wui-list-item')];
    if (!search || items.length !== 3) throw new Error('setup: the list did not render');
    moved = [];
    list.addEventListener('keydown', (event) => moved.push(moveFocusInList({ event, items })));
  });

  const focusedName = () => (deepActiveElement()?.getRootNode() as ShadowRoot).host?.getAttribute('name');

  it('moves between rows with the arrows and jumps with Home and End, into the row button', async () => {
    items[0]!.focus();
    expect(focusedName()).to.equal('One');
    expect(deepActiveElement()?.tagName).to.equal('BUTTON');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedName()).to.equal('Two');
    await sendKeys({ press: 'End' });
    expect(focusedName()).to.equal('Three');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedName()).to.equal('Two');
    await sendKeys({ press: 'Home' });
    expect(focusedName()).to.equal('One');
    expect(moved).to.deep.equal([true, true, true, true]);
  });

  it('stops at the ends and leaves keys typed elsewhere alone', async () => {
    items[2]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedName()).to.equal('Three');
    search.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()).to.equal(search);
    expect(moved).to.deep.equal([false, false]);
  });

  it('moves a row at a time in a grid', () => {
    items[0]!.focus();
    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', cancelable: true });
    expect(moveFocusInList({ event, items, columns: 2 })).to.equal(true);
    expect(event.defaultPrevented).to.equal(true);
    expect(focusedName()).to.equal('Three');
  });
});
