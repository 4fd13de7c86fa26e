// `@openmodal/appkit/messages`: the whole English message table, for a dapp that builds a
// translation from it. Apart from the main entry, whose first chunk holds only the buttons' texts.
export { en as englishMessages, type Messages } from './core/messages/en.js';
export type { ButtonMessages } from './core/messages/en-buttons.js';
