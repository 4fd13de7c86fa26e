import type { frameMessages as englishFrameMessages } from '../frame-messages.js';
import type { Translation } from '../translation.js';

/** Japanese texts of the frame's own screens (recovery key); frame-messages.ts is the source. */
export const frameMessages: Translation<typeof englishFrameMessages> = {
  cancel: 'キャンセル',
  working: '処理中…',
  recoveryTitle: 'リカバリーキー',
  recoveryIntro:
    'このブラウザでウォレットのデータが失われた場合や、別のサイトやデバイスでウォレットを開く場合は、リカバリーキーで復元できます。',
  recoveryNow: (name) => `現在: ${name}。`,
  methodNames: {
    'server-escrow': 'このアプリのサーバーが保管（カストディアル: 運営者がウォレットを復元できます）',
    passphrase: 'あなたのパスフレーズ（ウォレットを復元できるのはあなただけです）',
    'passkey-prf': 'あなたのパスキー（ウォレットを復元できるのはあなただけです）',
  },
  usePasskey: 'パスキーを使用',
  usePasskeyDetail:
    'このパスキーを使って、あなただけがウォレットを復元できます。パスキーを失くすと、誰もウォレットを復元できません。',
  usePassphrase: 'パスフレーズを使用',
  usePassphraseDetail:
    '12 文字以上のパスフレーズを使って、あなただけがウォレットを復元できます。誰もリセットできないため、書き留めておいてください。',
  useServer: 'アプリのサーバーに保管してもらう',
  useServerDetail: 'カストディアル: アクセスを失うことはありませんが、このアプリの運営者がウォレットを復元できます。',
  passphraseLabel: 'パスフレーズ（12 文字以上）',
  passphraseRepeatLabel: 'パスフレーズをもう一度入力',
  passphraseMismatch: '2 つのパスフレーズが一致しません',
  passphraseTooShort: '12 文字以上にしてください',
  savePassphrase: 'パスフレーズを保存',
  saved: '保存しました',
  unlockTitle: 'リカバリーキーを入力',
  unlockIntro:
    'このウォレットのリカバリーキーはあなただけが持っています。このデバイスでウォレットを開くには、リカバリーキーを入力してください。',
  unlockPassphrase: 'ロックを解除',
  unlockPasskey: '自分のパスキーを使用',
  wrongKey: 'このリカバリーキーではこのウォレットを開けません。もう一度お試しください。',
  passkeyUnavailable:
    'パスキーを使用できませんでした。もう一度試すか、パスキーを使用できる別のデバイスをお使いください。',
  failed: '問題が発生しました。もう一度お試しください。',
};
