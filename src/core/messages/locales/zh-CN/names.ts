import type { namesEn } from '../../names-en.js';
import type { Translation } from '../../translation.js';

/** Simplified Chinese texts of names (register a name, send to a name); names-en.ts is the source. */
export const messages: Translation<typeof namesEn> = {
  nameLabel: '名称',
  namePlaceholder: '搜索名称',
  nameRule: '仅限字母、数字和连字符，至少 4 个字符',
  checking: '正在检查…',
  available: '可用',
  registered: '已注册',
  suggestions: '推荐',
  register: '注册',
  registering: '正在等待您的签名…',
  noAuthConnector: '未找到地址或身份验证连接器',
  suggestionsError: '获取名称推荐时出错',
  namesForAddressError: '获取地址的名称时出错',
  registerError: (name) => `注册名称 ${name} 时出错`,
  serviceUnavailable: '名称服务未响应',
  retry: '重试',
  successHeading: (name) => `${name} 已归您所有`,
  successText: '使用此弹窗的应用现在会显示您的名称，而不是您的地址。',
  backToAccount: '返回账户',
  receiverPlaceholder: '地址或名称（alice.reown.id、vitalik.eth）',
  resolving: '正在解析名称…',
  resolveError: '解析名称时出错',
  resolvesTo: (address) => `将发送至 ${address}`,
  namesUnavailable: '此网络不支持名称',
  invalidChainId: '无效的 chainId',
};
