import type { smartAccountEn } from '../../smart-account-en.js';
import type { Translation } from '../../translation.js';

/** Simplified Chinese texts of the account-kind row; smart-account-en.ts is the source. */
export const messages: Translation<typeof smartAccountEn> = {
  smartAccount: '智能账户',
  eoa: 'EOA（密钥账户）',
  deployed: '已部署',
  notDeployed: '尚未部署',
  switchToSmartAccount: '切换到您的智能账户',
  switchToEoa: '切换到您的 EOA',
  switchFailed: '无法切换账户',
  switchNotAllowed: '此网络不支持智能账户',
  retry: '重试',
};
