import type { namesEn } from '../../names-en.js';
import type { Translation } from '../../translation.js';

/** German texts of names (issue 18); names-en.ts is the source. */
export const messages: Translation<typeof namesEn> = {
  nameLabel: 'Name',
  namePlaceholder: 'Nach einem Namen suchen',
  nameRule: 'Nur Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen',
  checking: 'Wird geprüft…',
  available: 'Verfügbar',
  registered: 'Registriert',
  suggestions: 'Vorschläge',
  register: 'Registrieren',
  registering: 'Warten auf Ihre Signatur…',
  noAuthConnector: 'Adresse oder Auth-Connector nicht gefunden',
  suggestionsError: 'Fehler beim Abrufen der Namensvorschläge',
  namesForAddressError: 'Fehler beim Abrufen der Namen für die Adresse',
  registerError: (name: string) => `Fehler beim Registrieren des Namens ${name}`,
  serviceUnavailable: 'Der Namensdienst hat nicht geantwortet',
  retry: 'Erneut versuchen',
  successHeading: (name: string) => `${name} gehört jetzt Ihnen`,
  successText: 'Apps, die dieses Modal verwenden, zeigen jetzt Ihren Namen statt Ihrer Adresse an.',
  backToAccount: 'Zurück zum Konto',
  receiverPlaceholder: 'Adresse oder Name (alice.reown.id, vitalik.eth)',
  resolving: 'Name wird aufgelöst…',
  resolveError: 'Fehler beim Auflösen des Namens',
  resolvesTo: (address: string) => `Wird an ${address} gesendet`,
  namesUnavailable: 'Namen sind in diesem Netzwerk nicht verfügbar',
  invalidChainId: 'Ungültige chainId',
};
