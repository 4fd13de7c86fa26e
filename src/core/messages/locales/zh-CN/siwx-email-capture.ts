import type { siwxEmailCaptureEn } from '../../siwx-email-capture-en.js';
import type { Translation } from '../../translation.js';

/** Simplified Chinese texts of the sign-in's email step; siwx-email-capture-en.ts is the source. */
export const messages: Translation<typeof siwxEmailCaptureEn> = {
  intro: (dappName) => `${dappName} 要求您在使用钱包登录前提供电子邮箱地址。`,
  emailLabel: '电子邮箱地址',
  emailPlaceholder: '电子邮箱',
  continue: '继续',
  cancel: '取消',
  sentTo: (email) => `请输入我们发送到 ${email} 的 6 位验证码`,
  useAnotherEmail: '使用其他邮箱',
  tryAgain: '重试',
  errors: {
    INVALID_EMAIL: '请输入有效的电子邮箱地址',
    RATE_LIMITED: '请求验证码的次数过多。请等待一分钟后重试。',
    SEND_FAILED: '无法发送验证码。请检查网络连接后重试。',
    CODE_INVALID: '验证码不正确。请查看邮件后重新输入。',
    CODE_EXPIRED: '此验证码已过期或尝试次数过多。请重新发送一个验证码。',
    VERIFY_FAILED: '无法验证该验证码。请检查网络连接后重试。',
    EMAIL_TOKEN_INVALID: '您的邮箱确认已过期。请重新确认您的邮箱。',
  },
};
