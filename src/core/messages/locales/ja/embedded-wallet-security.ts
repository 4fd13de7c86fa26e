import type { embeddedWalletSecurityEn } from '../../embedded-wallet-security-en.js';
import type { Translation } from '../../translation.js';

/** Japanese texts of the embedded wallet's security views; embedded-wallet-security-en.ts is the source. */
export const messages: Translation<typeof embeddedWalletSecurityEn> = {
  devicesHeading: 'デバイス',
  devicesHint: 'ウォレットを開いたすべてのブラウザとサイトです。心当たりのないものは削除してください。',
  thisDevice: 'このデバイス',
  pendingBadge: '承認待ち',
  firstUsed: (date) => `初回使用: ${date}`,
  lastUsed: (date) => `最終使用: ${date}`,
  unknownBrowser: 'ブラウザ',
  removeDevice: '削除',
  notMe: '身に覚えがありません',
  deviceRemoved: 'デバイスを削除しました',
  signOutEverywhere: 'すべてのデバイスからサインアウト',
  signOutEverywhereHint: 'このデバイスを含むすべてのデバイスで、このウォレットのセッションをすべて終了します。',
  signedOutEverywhere: 'すべてのデバイスからサインアウトしました',
  recoveryHeading: 'リカバリーキー',
  recoveryMethodNames: {
    'server-escrow': 'このアプリのサーバーが保管（カストディアル: 運営者がウォレットを復元できます）',
    passphrase: 'パスフレーズ: ウォレットを復元できるのはあなただけです',
    'passkey-prf': 'パスキー: ウォレットを復元できるのはあなただけです',
  },
  changeRecovery: 'リカバリーキーを変更',
  recoveryChanged: 'リカバリーキーを変更しました',
  securityLoadFailed: 'デバイスを読み込めませんでした',
  retry: '再試行',
  securityButton: 'セキュリティ: デバイスとリカバリーキー',
  pendingAlert: (name) =>
    `${name} がソーシャルアカウントでサインインし、承認を待っています。心当たりがない場合は削除してください。`,
  frameScreenLabel: '埋め込みウォレットがリカバリーキーを求めています',
  frameScreenMethodLabel: '埋め込みウォレットがリカバリーキーの保管方法を尋ねています',
  devicePendingTitle: 'このデバイスは承認待ちです',
  devicePendingText: (date) =>
    `安全のため、ソーシャルアカウントでサインインした新しいデバイスは ${date} 以降にこのウォレットを開けます。それまでは、他のデバイスからこのデバイスを確認して削除できます。`,
  devicePendingHint:
    '待たずに使うには、ウォレットを開いているデバイスでメールアドレスを追加するか、独自のリカバリーキーを設定してください。',
  socialDeviceSentTo: (email) =>
    `このブラウザはこのアカウントで初めて使用されます。承認するには、${email} に送信したコードを入力してください`,
  storageUnavailable:
    'お使いのブラウザがこのサイトでのウォレットのストレージをブロックしているため、メールとソーシャルのウォレットはここでは使用できません。ブラウザの設定でこのサイトの Cookie とサイトデータを許可するか、代わりにブラウザウォレットを接続してください。',
  recoveryKeyInvalid: 'このリカバリーキーではこのウォレットを開けません',
};
