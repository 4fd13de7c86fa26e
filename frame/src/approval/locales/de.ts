import type { approvalMessages as englishApprovalMessages } from '../approval-messages.js';
import type { Translation } from '../../screens/translation.js';

/** German texts of the approval screen; approval-messages.ts is the source. */
export const approvalMessages: Translation<typeof englishApprovalMessages> = {
  approve: 'Genehmigen',
  reject: 'Ablehnen',
  secureReview: 'In einem sicheren Fenster prüfen',
  custodyNote: 'Eingebettete Wallet: Ihr Wiederherstellungsschlüssel liegt beim Server dieser App (verwahrt).',
  selfCustodyNote:
    'Eingebettete Wallet: Ihren Wiederherstellungsschlüssel haben nur Sie (Ihre Passphrase oder Ihr Passkey).',
  waitVisible: '„Genehmigen“ wird aktiv, sobald dieser Bildschirm einen Moment lang vollständig sichtbar war.',
  obscured:
    'Dieser Bildschirm ist möglicherweise von der Seite verdeckt. Prüfen Sie die Anfrage in einem sicheren Fenster.',
  unverifiable:
    'Dieser Browser kann nicht bestätigen, dass die Seite diesen Bildschirm unverändert zeigt. Prüfen Sie die Anfrage in einem sicheren Fenster.',
  refused: 'Lesen Sie die Anfrage in Ruhe und klicken Sie dann erneut auf „Genehmigen“.',
  reviewing: 'Ihre Antwort im sicheren Fenster wird erwartet.',
  popupBlocked:
    'Der Browser hat das sichere Fenster blockiert. Erlauben Sie Pop-ups für diese Wallet oder lehnen Sie ab.',
  signatureRequest: 'Signaturanfrage',
  transactionRequest: 'Transaktionsanfrage',
  message: 'Nachricht',
  network: 'Netzwerk',
  anyChain: 'Jede Chain',
  chain: (chainId: string) => `Chain ${chainId}`,
  type: 'Typ',
  domain: 'Domäne',
  contract: 'Vertrag',
  data: 'Daten',
  to: 'An',
  newContract: 'Neuer Vertrag',
  value: 'Betrag',
  native: (amount: string) => `${amount} (native Währung)`,
  gasLimit: 'Gaslimit',
  maxFeePerGas: 'Max. Gebühr pro Gas',
  gasPrice: 'Gaspreis',
  maxNetworkFee: 'Max. Netzwerkgebühr',
  nonce: 'Nonce',
  setBySite: (value: string) => `${value} (von der Website festgelegt)`,
  allowOperator: 'Operator erlauben',
  revokeOperator: 'Operator entziehen',
  tokenTransferTo: 'Token-Überweisung an',
  allowSpender: 'Ausgeber erlauben',
  tokenAmountRaw: 'Token-Menge (roh)',
  unlimited: 'Unbegrenzt',
  hashWarning:
    'Das sieht wie ein Hash aus: Eine Signatur kann damit alles autorisieren. Signieren Sie nur, wenn Sie dieser Website vertrauen.',
  unreadableWarning: 'Diese Nachricht ist kein lesbarer Text. Signieren Sie nur, wenn Sie dieser Website vertrauen.',
  permitWarning:
    'Mit dieser Signatur kann jemand Ihre Token ausgeben. Signieren Sie nur, wenn Sie dieser Website vertrauen.',
  anyChainWarning:
    'Diese Signatur nennt kein Netzwerk: Sie gilt auf jeder Chain. Signieren Sie nur, wenn Sie dieser Website vertrauen.',
  highFeeWarning: 'Die maximale Netzwerkgebühr ist ungewöhnlich hoch. Prüfen Sie sie, bevor Sie genehmigen.',
  feeAboveValueWarning: 'Die maximale Netzwerkgebühr ist höher als der gesendete Betrag.',
  operatorWarning: 'Damit erhält der Operator die Kontrolle über alle Ihre Token dieser Sammlung.',
  unlimitedSpenderWarning: 'Damit erhält der Ausgeber unbegrenzten Zugriff auf diesen Token.',
  spenderWarning: 'Damit kann der Ausgeber diesen Token für Sie bewegen.',
  batchRequest: (count: number) => `Sammelanfrage (${count} Aufrufe)`,
  smartAccount: 'Smart Account',
  deploysAccount: 'Richtet das Konto ein',
  deploysAccountYes: 'Ja: Diese erste Operation erstellt auch Ihr Smart Account in diesem Netzwerk',
  callPrefix: (position: number) => `Aufruf ${position}: `,
  instruction: (position: string) => `Anweisung ${position}`,
  solTransfer: (amount: string, to: string) => `Überweisung von ${amount} SOL an ${to}`,
  program: (program: string) => `Programm ${program}`,
  programWrites: (program: string, accounts: string) => `Programm ${program}, schreibt ${accounts}`,
  addressTableEntry: (index: number) => `Eintrag #${index} der Adresstabelle`,
  tokenSend: (amount: string, mint: string, destination: string) =>
    `Überweisung von ${amount} des Tokens ${mint} an das Token-Konto ${destination}`,
  tokenSendBaseUnits: (amount: string, source: string, destination: string) =>
    `Überweisung von ${amount} Basiseinheiten vom Token-Konto ${source} an das Token-Konto ${destination}`,
  tokenAccountOpen: (account: string, wallet: string, mint: string) =>
    `Eröffnung des Token-Kontos ${account} von ${wallet} für den Token ${mint}`,
  applicationDomain: 'Anwendungsdomäne',
  signers: 'Unterzeichner',
  signInRequest: 'Anmeldeanfrage',
  account: 'Konto',
  statement: 'Erklärung',
  secureWindowNote: 'Sicheres Fenster der eingebetteten Wallet: Die anfragende Seite kann es weder sehen noch ändern.',
  nothingToReview:
    'Dieses Fenster öffnet sich aus der eingebetteten Wallet, um eine Anfrage zu prüfen. Hier gibt es nichts zu prüfen.',
  loadingRequest: 'Anfrage wird geladen…',
};
