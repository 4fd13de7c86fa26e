import type { smartAccountEn } from '../../smart-account-en.js';
import type { Translation } from '../../translation.js';

/** Spanish texts of the account-kind row (issue 17); smart-account-en.ts is the source. */
export const messages: Translation<typeof smartAccountEn> = {
  smartAccount: 'Cuenta inteligente',
  eoa: 'EOA (cuenta de clave)',
  deployed: 'Desplegada',
  notDeployed: 'Aún no desplegada',
  switchToSmartAccount: 'Cambiar a tu cuenta inteligente',
  switchToEoa: 'Cambiar a tu EOA',
  switchFailed: 'No se pudo cambiar de cuenta',
  switchNotAllowed: 'No hay cuenta inteligente disponible en esta red',
  retry: 'Intentar de nuevo',
};
