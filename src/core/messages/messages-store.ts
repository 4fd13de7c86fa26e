import { atom, readonlyType } from 'nanostores';
import { en, type Messages } from './en.js';
import { buttonMessagesStore } from './button-messages-store.js';
import { $coreTranslation } from './locale-store.js';

/** The table of the active language (the LocaleController loads it); English is this chunk's own. */
export const messagesStore = atom<Messages>(en);
/** The message table in use, read-only. */
export const $messages = readonlyType(messagesStore);

$coreTranslation.subscribe((table) => messagesStore.set(table ?? en));
// The buttons read their own small store (the first chunk holds no more texts than they show);
// whatever table is in use here, they show its texts too.
messagesStore.subscribe((messages) => buttonMessagesStore.set(messages));
