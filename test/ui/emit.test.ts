import { expect } from '@open-wc/testing';
import { emit, type W3mEventMap } from '../../src/ui/emit.js';

/** A host inside a shadow root inside a page element, as a primitive sits inside a view. */
function setup() {
  const outer = document.body.appendChild(document.createElement('div'));
  const shadow = outer.attachShadow({ mode: 'open' });
  const host = shadow.appendChild(document.createElement('span'));
  if (host.getRootNode() !== shadow) throw new Error('emit test: the host is not inside the shadow root');
  return { outer, host, teardown: () => outer.remove() };
}

describe('emit()', () => {
  it('dispatches a CustomEvent with the detail that bubbles out of the shadow root', () => {
    const { outer, host, teardown } = setup();
    const heard: Array<W3mEventMap['w3m-email-submit']> = [];
    outer.addEventListener('w3m-email-submit', (event) => heard.push(event));
    emit({ host, name: 'w3m-email-submit', detail: { email: 'ada@example.com' } });
    teardown();
    expect(heard).to.have.length(1);
    const [event] = heard;
    expect(event).to.be.instanceOf(CustomEvent);
    expect([event!.type, event!.detail, event!.bubbles, event!.composed]).to.deep.equal([
      'w3m-email-submit',
      { email: 'ada@example.com' },
      true,
      true,
    ]);
    expect(event!.target, 'retargeted to the shadow host outside').to.equal(outer);
  });

  it('reaches document listeners, and carries null when an event has no detail', () => {
    const { host, teardown } = setup();
    const details: unknown[] = [];
    const listener = (event: W3mEventMap['w3m-alert-close']) => details.push(event.detail);
    document.addEventListener('w3m-alert-close', listener);
    emit({ host, name: 'w3m-alert-close', detail: null });
    document.removeEventListener('w3m-alert-close', listener);
    teardown();
    expect(details).to.deep.equal([null]);
  });

  it('is typed by W3mEventMap: names and details outside it do not compile (tsc checks the @ts-expect-error lines)', () => {
    const { host, teardown } = setup();
    // Never called: it exists for the type checker, which fails if an expected error goes away.
    const rejectedByTsc = () => {
      // @ts-expect-error an event name outside W3mEventMap
      emit({ host, name: 'otp-input-complete', detail: { value: '1' } });
      // @ts-expect-error the detail of another event
      emit({ host, name: 'w3m-otp-complete', detail: { email: 'ada@example.com' } });
      // @ts-expect-error a detail is required, null for an event without one
      emit({ host, name: 'w3m-alert-close' });
    };
    const values: string[] = [];
    host.addEventListener('w3m-otp-complete', (event) => values.push(event.detail.value));
    emit({ host, name: 'w3m-otp-complete', detail: { value: '123456' } });
    teardown();
    expect(values).to.deep.equal(['123456']);
    expect(rejectedByTsc).to.be.a('function');
  });
});
