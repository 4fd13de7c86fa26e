import type { SocialProvider } from './social-icons.js';

/**
 * Every event an element of this library dispatches, by name: one `w3m-` prefix, each a
 * `CustomEvent` that bubbles and crosses shadow roots (STYLE #11). Merged into the global event
 * maps below, so `addEventListener('w3m-…', (event) => event.detail.…)` is typed.
 */
export interface W3mEventMap {
  /** `<wui-social-button>` was pressed. */
  'w3m-social-select': CustomEvent<{ provider: SocialProvider }>;
  /** A box of `<wui-otp-input>` changed by the user; `value` is the digits typed so far. */
  'w3m-otp-change': CustomEvent<{ value: string }>;
  /** The last empty box of `<wui-otp-input>` was filled, once per completion. */
  'w3m-otp-complete': CustomEvent<{ value: string }>;
  /** The user edited `<wui-email-input>`. */
  'w3m-email-change': CustomEvent<{ email: string }>;
  /** `<wui-email-input>` submitted a valid address, trimmed. */
  'w3m-email-submit': CustomEvent<{ email: string }>;
  /** The close button of `<wui-alertbar>` was pressed. No detail: a `CustomEvent` without one carries `null`. */
  'w3m-alert-close': CustomEvent<null>;
}

/** The name of one of the library's events. */
export type W3mEventName = keyof W3mEventMap;

/** What `emit` dispatches: the detail is the one `W3mEventMap` gives the name. */
export interface EmitParameters<Name extends W3mEventName> {
  /** The element the event starts from. */
  host: HTMLElement;
  name: Name;
  detail: W3mEventMap[Name]['detail'];
}

/**
 * Dispatches one of the library's events from `host`, bubbling and composed, so a listener on a
 * view (or the page) hears an event from inside a primitive's shadow root.
 * @example emit({ host: this, name: 'w3m-email-submit', detail: { email: 'a@b.co' } });
 */
export function emit<Name extends W3mEventName>({ host, name, detail }: EmitParameters<Name>): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

// GlobalEventHandlersEventMap, which HTMLElementEventMap extends: the events are composed, so they
// also reach `document` and `window`, whose maps extend it too.
declare global {
  interface GlobalEventHandlersEventMap extends W3mEventMap {}
}
