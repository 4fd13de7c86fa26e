import type { embeddedWalletSecurityEn } from '../../embedded-wallet-security-en.js';
import type { Translation } from '../../translation.js';

/** Simplified Chinese texts of the embedded wallet's security views; embedded-wallet-security-en.ts is the source. */
export const messages: Translation<typeof embeddedWalletSecurityEn> = {
  devicesHeading: '设备',
  devicesHint: '所有打开过您钱包的浏览器和网站。请移除您不认识的项。',
  thisDevice: '此设备',
  pendingBadge: '等待批准',
  firstUsed: (date) => `首次使用：${date}`,
  lastUsed: (date) => `上次使用：${date}`,
  unknownBrowser: '某个浏览器',
  removeDevice: '移除',
  notMe: '这不是我',
  deviceRemoved: '设备已移除',
  signOutEverywhere: '在所有设备上退出登录',
  signOutEverywhereHint: '结束此钱包在所有设备上的所有会话，包括当前设备。',
  signedOutEverywhere: '已在所有设备上退出登录',
  recoveryHeading: '恢复密钥',
  recoveryMethodNames: {
    'server-escrow': '由此应用的服务器保管（托管式：其运营方可以恢复您的钱包）',
    passphrase: '您的密码短语：只有您能恢复钱包',
    'passkey-prf': '您的通行密钥：只有您能恢复钱包',
  },
  changeRecovery: '更改恢复密钥',
  recoveryChanged: '恢复密钥已更改',
  securityLoadFailed: '无法加载您的设备',
  retry: '重试',
  securityButton: '安全：设备和恢复密钥',
  pendingAlert: (name) => `${name} 已通过社交账户登录，正在等待批准。如果不是您本人，请将其移除。`,
  frameScreenLabel: '嵌入式钱包正在请求您的恢复密钥',
  frameScreenMethodLabel: '嵌入式钱包正在询问如何保管您的恢复密钥',
  devicePendingTitle: '此设备正在等待',
  devicePendingText: (date) =>
    `为了您的安全，通过社交账户登录的新设备可从 ${date} 起打开此钱包。在此之前，您的其他设备可以看到并移除它。`,
  devicePendingHint: '如需跳过等待，请在已打开钱包的设备上为钱包添加邮箱，或设置您自己的恢复密钥。',
  socialDeviceSentTo: (email) => `此浏览器首次用于该账户。请输入我们发送到 ${email} 的验证码以批准它`,
  storageUnavailable:
    '您的浏览器在此网站上阻止了此钱包的存储，因此邮箱和社交钱包无法在此使用。请在浏览器设置中允许此网站的 Cookie 和网站数据，或改为连接浏览器钱包。',
  recoveryKeyInvalid: '该恢复密钥无法打开此钱包',
};
