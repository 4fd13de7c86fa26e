import type { embeddedWalletSecurityEn } from '../../embedded-wallet-security-en.js';
import type { Translation } from '../../translation.js';

/** Spanish texts of the embedded wallet's security views; embedded-wallet-security-en.ts is the source. */
export const messages: Translation<typeof embeddedWalletSecurityEn> = {
  devicesHeading: 'Dispositivos',
  devicesHint: 'Todos los navegadores y sitios donde se abrió tu billetera. Elimina los que no reconozcas.',
  thisDevice: 'Este dispositivo',
  pendingBadge: 'Esperando aprobación',
  firstUsed: (date: string) => `Usado por primera vez: ${date}`,
  lastUsed: (date: string) => `Usado por última vez: ${date}`,
  unknownBrowser: 'Un navegador',
  removeDevice: 'Eliminar',
  notMe: 'No fui yo',
  deviceRemoved: 'Dispositivo eliminado',
  signOutEverywhere: 'Cerrar sesión en todas partes',
  signOutEverywhereHint: 'Cierra todas las sesiones de esta billetera en todos los dispositivos, también en este.',
  signedOutEverywhere: 'Sesión cerrada en todas partes',
  recoveryHeading: 'Clave de recuperación',
  recoveryMethodNames: {
    'server-escrow': 'La guarda el servidor de esta app (custodiada: su operador podría restaurar tu billetera)',
    passphrase: 'Tu frase de contraseña: solo tú puedes restaurar la billetera',
    'passkey-prf': 'Tu llave de acceso: solo tú puedes restaurar la billetera',
  },
  changeRecovery: 'Cambiar clave de recuperación',
  recoveryChanged: 'Clave de recuperación cambiada',
  securityLoadFailed: 'No se pudieron cargar tus dispositivos',
  retry: 'Intentar de nuevo',
  securityButton: 'Seguridad: dispositivos y clave de recuperación',
  pendingAlert: (name: string) =>
    `${name} inició sesión con una cuenta social y está esperando aprobación. Si no fuiste tú, elimínalo.`,
  frameScreenLabel: 'La billetera integrada solicita tu clave de recuperación',
  frameScreenMethodLabel: 'La billetera integrada pregunta cómo guardar tu clave de recuperación',
  devicePendingTitle: 'Este dispositivo está en espera',
  devicePendingText: (date: string) =>
    `Por tu seguridad, un dispositivo nuevo que inició sesión con una cuenta social puede abrir esta billetera a partir del ${date}. Hasta entonces, tus otros dispositivos pueden verlo y eliminarlo.`,
  devicePendingHint:
    'Para no esperar, agrega un correo electrónico a tu billetera en un dispositivo donde esté abierta o define tu propia clave de recuperación.',
  socialDeviceSentTo: (email: string) =>
    `Este navegador es nuevo para esta cuenta. Ingresa el código que enviamos a ${email} para aprobarlo`,
  storageUnavailable:
    'Tu navegador bloquea el almacenamiento de esta billetera en este sitio, por lo que la billetera de correo electrónico y redes sociales no puede funcionar aquí. Permite las cookies y los datos de este sitio en la configuración del navegador o conecta una billetera de navegador.',
  recoveryKeyInvalid: 'Esa clave de recuperación no abre esta billetera',
};
