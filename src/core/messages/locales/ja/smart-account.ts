import type { smartAccountEn } from '../../smart-account-en.js';
import type { Translation } from '../../translation.js';

/** Japanese texts of the account-kind row; smart-account-en.ts is the source. */
export const messages: Translation<typeof smartAccountEn> = {
  smartAccount: 'スマートアカウント',
  eoa: 'EOA（鍵アカウント）',
  deployed: 'デプロイ済み',
  notDeployed: '未デプロイ',
  switchToSmartAccount: 'スマートアカウントに切り替え',
  switchToEoa: 'EOA に切り替え',
  switchFailed: 'アカウントを切り替えられませんでした',
  switchNotAllowed: 'このネットワークではスマートアカウントを利用できません',
  retry: '再試行',
};
