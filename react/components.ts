import * as React from 'react';
import { createComponent } from '@lit/react';
import {
  W3mButton as W3mButtonElement,
  W3mModal as W3mModalElement,
  W3mNetworkButton as W3mNetworkButtonElement,
} from '../src/index.js';

/**
 * `<w3m-button>` as a React component; attributes become props (`size`, `label`, `balance`).
 * @example <W3mButton size="sm" label="Sign in" />
 */
export const W3mButton = createComponent({ tagName: 'w3m-button', elementClass: W3mButtonElement, react: React });

/** `<w3m-modal>` for dapps that place the modal themselves (createAppKit appends one otherwise). */
export const W3mModal = createComponent({ tagName: 'w3m-modal', elementClass: W3mModalElement, react: React });

/**
 * `<w3m-network-button>` as a React component: the active network, opening the Networks view.
 * @example <W3mNetworkButton />
 */
export const W3mNetworkButton = createComponent({
  tagName: 'w3m-network-button',
  elementClass: W3mNetworkButtonElement,
  react: React,
});
