import * as React from 'react';
import { createComponent } from '@lit/react';
import {
  W3mAccountButton as W3mAccountButtonElement,
  W3mButton as W3mButtonElement,
  W3mConnectButton as W3mConnectButtonElement,
  W3mNetworkButton as W3mNetworkButtonElement,
  type W3mModal as W3mModalElement,
} from '../src/index.js';

/**
 * `<w3m-button>` as a React component; attributes become props (`size`, `label`, `balance`).
 * @example <W3mButton size="sm" label="Sign in" />
 */
export const W3mButton = createComponent({ tagName: 'w3m-button', elementClass: W3mButtonElement, react: React });

/**
 * `<w3m-modal>` for dapps that place the modal themselves (createAppKit appends one otherwise). The
 * element class loads with the modal's chunk, after the first paint; `<w3m-modal>` has no
 * properties or events for React to map, so the wrapper needs no more than `HTMLElement`.
 */
export const W3mModal = createComponent({
  tagName: 'w3m-modal',
  elementClass: HTMLElement as unknown as typeof W3mModalElement,
  react: React,
});

/**
 * `<w3m-network-button>` as a React component: the active network, opening the Networks view.
 * @example <W3mNetworkButton />
 */
export const W3mNetworkButton = createComponent({
  tagName: 'w3m-network-button',
  elementClass: W3mNetworkButtonElement,
  react: React,
});

/**
 * `<w3m-connect-button>` as a React component: "Connect Wallet" only.
 * @example <W3mConnectButton label="Sign in" />
 */
export const W3mConnectButton = createComponent({
  tagName: 'w3m-connect-button',
  elementClass: W3mConnectButtonElement,
  react: React,
});

/**
 * `<w3m-account-button>` as a React component: the connected account only (nothing while disconnected).
 * @example <W3mAccountButton balance="hide" charsStart={6} />
 */
export const W3mAccountButton = createComponent({
  tagName: 'w3m-account-button',
  elementClass: W3mAccountButtonElement,
  react: React,
});
