import { atom, readonlyType } from 'nanostores';
import type { Connector } from '../types/connector.js';

/** Written only by the ConnectorController. */
export const connectorsStore = atom<readonly Connector[]>([]);
/** Every connector the modal can offer, read-only. */
export const $connectors = readonlyType(connectorsStore);
