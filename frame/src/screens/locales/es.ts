import type { frameMessages as englishFrameMessages } from '../frame-messages.js';
import type { Translation } from '../translation.js';

/** Spanish texts of the frame's own screens (recovery key); frame-messages.ts is the source. */
export const frameMessages: Translation<typeof englishFrameMessages> = {
  cancel: 'Cancelar',
  working: 'Procesando…',
  recoveryTitle: 'Clave de recuperación',
  recoveryIntro:
    'Si este navegador pierde los datos de la billetera, o la abres en otro sitio o dispositivo, tu clave de recuperación la restaura.',
  recoveryNow: (name: string) => `Actual: ${name}.`,
  methodNames: {
    'server-escrow': 'la guarda el servidor de esta app (custodiada: su operador podría restaurar tu billetera)',
    passphrase: 'tu frase de contraseña (solo tú puedes restaurar tu billetera)',
    'passkey-prf': 'tu llave de acceso (solo tú puedes restaurar tu billetera)',
  },
  usePasskey: 'Usar una llave de acceso',
  usePasskeyDetail:
    'Solo tú puedes restaurar la billetera, con esta llave de acceso. Si la pierdes, nadie podrá restaurar la billetera.',
  usePassphrase: 'Usar una frase de contraseña',
  usePassphraseDetail:
    'Solo tú puedes restaurar la billetera, con una frase de contraseña de al menos 12 caracteres. Nadie puede restablecerla: anótala.',
  useServer: 'Dejar que la guarde el servidor de la app',
  useServerDetail: 'Custodiada: nunca pierdes el acceso, pero el operador de esta app podría restaurar tu billetera.',
  passphraseLabel: 'Frase de contraseña (al menos 12 caracteres)',
  passphraseRepeatLabel: 'Repite la misma frase de contraseña',
  passphraseMismatch: 'Las dos frases de contraseña no coinciden',
  passphraseTooShort: 'Usa al menos 12 caracteres',
  savePassphrase: 'Guardar frase de contraseña',
  saved: 'Guardado',
  unlockTitle: 'Ingresa tu clave de recuperación',
  unlockIntro:
    'Solo tú tienes la clave de recuperación de esta billetera. Ingrésala para abrir la billetera en este dispositivo.',
  unlockPassphrase: 'Desbloquear',
  unlockPasskey: 'Usar mi llave de acceso',
  wrongKey: 'Esa clave de recuperación no abre esta billetera. Inténtalo de nuevo.',
  passkeyUnavailable:
    'No se pudo usar la llave de acceso. Inténtalo de nuevo o usa otro dispositivo donde esté disponible.',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
};
