import type { namesEn } from '../../names-en.js';
import type { Translation } from '../../translation.js';

/** Japanese texts of names (register a name, send to a name); names-en.ts is the source. */
export const messages: Translation<typeof namesEn> = {
  nameLabel: '名前',
  namePlaceholder: '名前を検索',
  nameRule: '英字、数字、ハイフンのみ、4 文字以上',
  checking: '確認中…',
  available: '利用可能',
  registered: '登録済み',
  suggestions: '候補',
  register: '登録',
  registering: '署名を待っています…',
  noAuthConnector: 'アドレスまたは認証コネクタが見つかりません',
  suggestionsError: '名前の候補の取得中にエラーが発生しました',
  namesForAddressError: 'アドレスの名前の取得中にエラーが発生しました',
  registerError: (name) => `名前 ${name} の登録中にエラーが発生しました`,
  serviceUnavailable: 'ネームサービスが応答しませんでした',
  retry: '再試行',
  successHeading: (name) => `${name} を取得しました`,
  successText: 'このモーダルを使用するアプリで、アドレスの代わりにあなたの名前が表示されるようになりました。',
  backToAccount: 'アカウントに戻る',
  receiverPlaceholder: 'アドレスまたは名前（alice.reown.id、vitalik.eth）',
  resolving: '名前を解決中…',
  resolveError: '名前の解決中にエラーが発生しました',
  resolvesTo: (address) => `送信先: ${address}`,
  namesUnavailable: 'このネットワークでは名前を利用できません',
  invalidChainId: '無効な chainId です',
};
