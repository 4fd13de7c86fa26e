import type { siwxEmailCaptureEn } from '../../siwx-email-capture-en.js';
import type { Translation } from '../../translation.js';

/** Spanish texts of the sign-in's email step; siwx-email-capture-en.ts is the source. */
export const messages: Translation<typeof siwxEmailCaptureEn> = {
  intro: (dappName: string) =>
    `${dappName} te pide tu dirección de correo electrónico antes de que inicies sesión con tu billetera.`,
  emailLabel: 'Dirección de correo electrónico',
  emailPlaceholder: 'Correo electrónico',
  continue: 'Continuar',
  cancel: 'Cancelar',
  sentTo: (email: string) => `Ingresa el código de 6 dígitos que enviamos a ${email}`,
  useAnotherEmail: 'Usar otro correo electrónico',
  tryAgain: 'Intentar de nuevo',
  errors: {
    INVALID_EMAIL: 'Ingresa una dirección de correo electrónico válida',
    RATE_LIMITED: 'Se solicitaron demasiados códigos. Espera un minuto y vuelve a intentarlo.',
    SEND_FAILED: 'No pudimos enviar el código. Comprueba tu conexión y vuelve a intentarlo.',
    CODE_INVALID: 'Ese código no es correcto. Revisa el correo e ingrésalo de nuevo.',
    CODE_EXPIRED: 'Este código caducó o se intentó demasiadas veces. Solicita uno nuevo.',
    VERIFY_FAILED: 'No pudimos comprobar el código. Comprueba tu conexión y vuelve a intentarlo.',
    EMAIL_TOKEN_INVALID: 'La confirmación de tu correo electrónico caducó. Vuelve a confirmar tu correo.',
  },
};
