// `@openmodal/appkit/messages`: the whole English message table, for a dapp that builds a
// translation from it. Apart from the main entry, whose first chunk holds only the buttons' texts.
export { en as englishMessages, type Messages } from './core/messages/en.js';
export type { ButtonMessages } from './core/messages/en-buttons.js';
// What `setLocale` rejects with for a language without a table (issue 20 part 3): a value export of
// the main entry would put the class into the first chunk, so `instanceof` checks import it from here.
export {
  UnsupportedLocaleError,
  type UnsupportedLocaleErrorParameters,
} from './core/errors/unsupported-locale-error.js';
