import type { namesEn } from '../../names-en.js';
import type { Translation } from '../../translation.js';

/** Spanish texts of names (issue 18); names-en.ts is the source. */
export const messages: Translation<typeof namesEn> = {
  nameLabel: 'Nombre',
  namePlaceholder: 'Busca un nombre',
  nameRule: 'Solo letras, dígitos y guiones, al menos 4 caracteres',
  checking: 'Comprobando…',
  available: 'Disponible',
  registered: 'Registrado',
  suggestions: 'Sugerencias',
  register: 'Registrar',
  registering: 'Esperando tu firma…',
  noAuthConnector: 'No se encontró la dirección ni el conector de autenticación',
  suggestionsError: 'Error al obtener sugerencias de nombres',
  namesForAddressError: 'Error al obtener los nombres de la dirección',
  registerError: (name: string) => `Error al registrar el nombre ${name}`,
  serviceUnavailable: 'El servicio de nombres no respondió',
  retry: 'Intentar de nuevo',
  successHeading: (name: string) => `${name} ya es tuyo`,
  successText: 'Las apps que usan este modal ahora muestran tu nombre en lugar de tu dirección.',
  backToAccount: 'Volver a la cuenta',
  receiverPlaceholder: 'Dirección o nombre (alice.reown.id, vitalik.eth)',
  resolving: 'Resolviendo nombre…',
  resolveError: 'Error al resolver el nombre',
  resolvesTo: (address: string) => `Se envía a ${address}`,
  namesUnavailable: 'Los nombres no están disponibles en esta red',
  invalidChainId: 'chainId no válido',
};
