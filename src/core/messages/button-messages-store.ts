import { atom, readonlyType } from 'nanostores';
import { enButtons, type ButtonMessages } from './en-buttons.js';

/**
 * The texts of the buttons. Kept apart from the whole table (messages-store.ts) so the first chunk
 * holds only these; that store writes its table here once it loads.
 */
export const buttonMessagesStore = atom<ButtonMessages>(enButtons);
/** The buttons' texts, read-only. */
export const $buttonMessages = readonlyType(buttonMessagesStore);
