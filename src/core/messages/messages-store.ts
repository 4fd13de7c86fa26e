import { atom, readonlyType } from 'nanostores';
import { en, type Messages } from './en.js';

/** Written only by the composition root (a dapp may pass its own table). */
export const messagesStore = atom<Messages>(en);
/** The message table in use, read-only. */
export const $messages = readonlyType(messagesStore);
