import type { frameMessages as englishFrameMessages } from '../frame-messages.js';
import type { Translation } from '../translation.js';

/** Simplified Chinese texts of the frame's own screens (recovery key); frame-messages.ts is the source. */
export const frameMessages: Translation<typeof englishFrameMessages> = {
  cancel: '取消',
  working: '处理中…',
  recoveryTitle: '恢复密钥',
  recoveryIntro: '如果此浏览器丢失了钱包数据，或者您在其他网站或设备上打开钱包，恢复密钥可以将其找回。',
  recoveryNow: (name) => `当前：${name}。`,
  methodNames: {
    'server-escrow': '由此应用的服务器保管（托管式：其运营方可以恢复您的钱包）',
    passphrase: '您的密码短语（只有您能恢复钱包）',
    'passkey-prf': '您的通行密钥（只有您能恢复钱包）',
  },
  usePasskey: '使用通行密钥',
  usePasskeyDetail: '只有您能使用此通行密钥恢复钱包。如果丢失，任何人都无法恢复钱包。',
  usePassphrase: '使用密码短语',
  usePassphraseDetail: '只有您能使用至少 12 个字符的密码短语恢复钱包。任何人都无法重置它：请将其记下。',
  useServer: '由应用的服务器保管',
  useServerDetail: '托管式：您永远不会失去访问权限，但此应用的运营方可以恢复您的钱包。',
  passphraseLabel: '密码短语（至少 12 个字符）',
  passphraseRepeatLabel: '再次输入相同的密码短语',
  passphraseMismatch: '两次输入的密码短语不一致',
  passphraseTooShort: '请至少使用 12 个字符',
  savePassphrase: '保存密码短语',
  saved: '已保存',
  unlockTitle: '输入您的恢复密钥',
  unlockIntro: '此钱包的恢复密钥仅由您持有。请输入它以在此设备上打开钱包。',
  unlockPassphrase: '解锁',
  unlockPasskey: '使用我的通行密钥',
  wrongKey: '该恢复密钥无法打开此钱包。请重试。',
  passkeyUnavailable: '无法使用该通行密钥。请重试，或改用可使用该通行密钥的其他设备。',
  failed: '出了点问题。请重试。',
};
